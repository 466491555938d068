import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { portfolioLinkSchema, portfolioLinkUpdateSchema, portfolioTexts } from './portfolio.ts';

const link = (url: string, urlTypeId = 1) => ({ title: 'My site', description: 'What I teach', url, urlTypeId });

/** The message and field of the first problem of a link, or null when the link is accepted. */
function problem(input: ReturnType<typeof link>, schema = portfolioLinkSchema) {
  const issue = schema.safeParse(input).error?.issues[0];
  return issue ? { path: issue.path.join('.'), message: issue.message } : null;
}

describe('portfolio web links', () => {
  it('accepts an http or https address with a dotted host', () => {
    expect(problem(link('https://example.com/course'))).toBeNull();
    expect(problem(link('http://learn.example.org'))).toBeNull();
  });

  it("refuses anything else with 'Please use a valid URL.'", () => {
    for (const url of ['not a link', 'ftp://example.com/file', 'https://localhost/page', 'https://example.com./page', 'https://.example.com/page', 'https://example..com/page', 'mailto:ada@example.com']) {
      expect(problem(link(url)), url).toEqual({ path: 'url', message: messages.portfolio.badUrl });
    }
  });
});

describe('portfolio video links', () => {
  it('accepts a YouTube or Vimeo link as a video', () => {
    expect(problem(link('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 13))).toBeNull();
    expect(problem(link('https://vimeo.com/76979871', 13))).toBeNull();
  });

  it('refuses a video link from another site, on adding and on editing', () => {
    const expected = { path: 'url', message: portfolioTexts.notVideo };
    expect(problem(link('https://example.com/video', 13))).toEqual(expected);
    expect(problem({ ...link('https://example.com/video', 13), webID: 4 } as ReturnType<typeof link>, portfolioLinkUpdateSchema)).toEqual(expected);
  });

  it('lets a web link name any site', () => {
    expect(problem(link('https://example.com/video', 1))).toBeNull();
  });
});
