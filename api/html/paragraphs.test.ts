import { describe, expect, it } from 'vitest';
import { htmlToParagraphs } from './paragraphs.ts';

describe('htmlToParagraphs', () => {
  it('splits block tags, drops other tags and decodes entities', () => {
    expect(htmlToParagraphs('<h1>Title</h1><p>Tom &amp; <b>Jerry</b>&#39;s&nbsp;pact</p><script>x()</script><ul><li>One</li><li>Two &#x2014; 2</li></ul>')).toEqual([
      'Title',
      "Tom & Jerry's pact",
      'One',
      'Two — 2',
    ]);
  });

  it('ends a paragraph at a line break, skips comments and keeps text that is not in a block', () => {
    expect(htmlToParagraphs('Intro text<br/>second line<!-- hidden --><p>1 &lt; 2</p>tail')).toEqual(['Intro text', 'second line', '1 < 2', 'tail']);
  });
});
