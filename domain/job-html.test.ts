import { describe, expect, it } from 'vitest';
import { jobPlainText, safeJobHtml } from './job-html.ts';

describe('safeJobHtml', () => {
  it('keeps formatting without attributes', () => {
    expect(safeJobHtml('<p class="x" onclick="alert(1)">Hello <strong>team</strong></p><ul><li>One</li></ul>')).toBe(
      '<p>Hello <strong>team</strong></p><ul><li>One</li></ul>',
    );
  });

  it('drops scripts, handlers, links and unknown tags and escapes stray markup', () => {
    const out = safeJobHtml('<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">go</a> 1 < 2 & "q" <svg onload=alert(4)');
    expect(out).toBe('go 1 &lt; 2 &amp; &quot;q&quot; ');
    expect(out).not.toMatch(/<(?!\/?(p|strong|ul|li)>)/);
  });

  it('keeps entities and escapes a bare ampersand', () => {
    expect(safeJobHtml('R&amp;D &copy; A&B')).toBe('R&amp;D &copy; A&amp;B');
  });

  it('turns </script> in text into nothing executable', () => {
    expect(safeJobHtml('Title </script><script>alert(1)</script>')).toBe('Title ');
  });
});

describe('jobPlainText', () => {
  it('reads the text and cuts it on a word boundary', () => {
    expect(jobPlainText('<p>Hello&nbsp;<b>R&amp;D</b></p><p>team</p>')).toBe('Hello R&D team');
    expect(jobPlainText('word '.repeat(60), 20)).toBe('word word word word…');
    expect(jobPlainText(null)).toBe('');
  });
});
