import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting', () => {
    const html = '<p>2 new jobs match <strong>Power BI</strong> &amp; <em>Excel</em>.<br>See <a href="/jobcenter/6">the job center</a>.</p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(
      '<p>2 new jobs match <strong>Power BI</strong> &amp; <em>Excel</em>.<br />See <a href="/jobcenter/6" rel="noopener noreferrer">the job center</a>.</p><ul><li>one</li></ul>',
    );
  });

  it('removes scripts with their content, and script-like elements', () => {
    expect(sanitizeHtml('<p>Hi<script>alert(1)</script> there</p>')).toBe('<p>Hi there</p>');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">steal()</SCRIPT>ok')).toBe('ok');
    expect(sanitizeHtml('<style>p{}</style><iframe src="https://evil.example"></iframe><svg><script>x()</script></svg>done')).toBe('done');
    expect(sanitizeHtml('<p>open<script>never closed')).toBe('<p>open</p>');
  });

  it('removes event handlers and every other attribute', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<a href="https://example.com" onmouseover="alert(1)" target="_top">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops javascript: and other schemes, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml("<a href='javascript:alert(1)'>x</a>")).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=javascript:alert(1)>x</a>')).toBe('<a>x</a>');
  });

  it('allows http(s) and relative links', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref('HTTP://example.com')).toBe('HTTP://example.com');
    expect(safeHref('/notificationviewall')).toBe('/notificationviewall');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref('/a:b')).toBe('/a:b');
    expect(safeHref('mailto:a@example.com')).toBeNull();
    expect(sanitizeHtml('<a href="/x?a=1&amp;b=2">x</a>')).toBe('<a href="/x?a=1&amp;b=2" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="/x" title="&quot;><script>">x</a>')).toBe('<a href="/x" rel="noopener noreferrer">x</a>');
  });

  it('escapes stray markup, closes what was left open and ignores stray end tags', () => {
    expect(sanitizeHtml('1 < 2 > 0 & done')).toBe('1 &lt; 2 &gt; 0 &amp; done');
    expect(sanitizeHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(sanitizeHtml('a</p></div>b')).toBe('a<p></p>b');
    expect(sanitizeHtml('<p><em>x</p>y')).toBe('<p><em>x</em></p>y');
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->ok')).toBe('ok');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(sanitizeHtml('<a href="x" <b>y')).toBe('<a href="x" rel="noopener noreferrer">y</a>');
    expect(sanitizeHtml('&lt;script&gt; stays text')).toBe('&lt;script&gt; stays text');
  });

  it('drops markup that never ends with everything after it, in one pass over long input', () => {
    expect(sanitizeHtml('<p>kept</p><a href="/x" title="never closed>lost')).toBe('<p>kept</p>');
    expect(sanitizeHtml(`<p>kept</p>${'<a "'.repeat(50_000)}`)).toBe('<p>kept</p>');
    expect(sanitizeHtml(`<b>kept</b>${'<i x="1" '.repeat(50_000)}`)).toBe('<b>kept</b>');
    expect(sanitizeHtml('a <!doctype html')).toBe('a ');
  });
});
