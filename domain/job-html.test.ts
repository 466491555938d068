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

describe('safeJobHtml of every kind of markup', () => {
  it('keeps each allowed element, closes none of br, and reads tag names in any case', () => {
    expect(safeJobHtml('<H3>T</H3><h4>S</h4><br/><BR></br><em>e</em><i>i</i><u>u</u><b>b</b><ol><li>x</li></ol><blockquote>q</blockquote>')).toBe(
      '<h3>T</h3><h4>S</h4><br><br><em>e</em><i>i</i><u>u</u><b>b</b><ol><li>x</li></ol><blockquote>q</blockquote>',
    );
  });

  it('drops comments, templates, frames, objects and text areas with their content, also when never closed', () => {
    expect(safeJobHtml('a<!-- <p>hidden</p> -->b<template><p>t</p></template>c<iframe src=x>f</iframe >d<style>p{}</style>')).toBe('abcd');
    expect(safeJobHtml('a<object>o</object><textarea><p>x</p></textarea>b')).toBe('ab');
    expect(safeJobHtml('a<script>alert(1)')).toBe('a');
    expect(safeJobHtml('a<!-- never closed <p>x</p>')).toBe('a');
  });

  it('drops a tag left open at the end, and keeps > of the text escaped', () => {
    expect(safeJobHtml('x <img')).toBe('x ');
    expect(safeJobHtml('2 > 1 <p>ok')).toBe('2 &gt; 1 <p>ok');
  });

  it('keeps named and numeric entities and escapes what only looks like one', () => {
    expect(safeJobHtml('&#169; &#xA9; &#xZZ; &; &a; &nbsp &#12345678;')).toBe('&#169; &#xA9; &amp;#xZZ; &amp;; &amp;a; &amp;nbsp &amp;#12345678;');
  });
});

describe('jobPlainText of the escaped signs', () => {
  it('reads the escaped signs back', () => {
    expect(jobPlainText('<p>1 &lt; 2 &gt; 0 &quot;q&quot; it&#39;s</p>')).toBe('1 < 2 > 0 "q" it\'s');
  });

  it('keeps a text of exactly the length, cuts before a space at the limit, and cuts a long word', () => {
    expect(jobPlainText('abcde', 5)).toBe('abcde');
    expect(jobPlainText('abcd efgh', 5)).toBe('abcd…');
    expect(jobPlainText('ab cdefghij', 8)).toBe('ab cdef…');
    expect(jobPlainText('abcdefghij', 8)).toBe('abcdefg…');
  });
});
