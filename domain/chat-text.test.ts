import { describe, expect, it } from 'vitest';
import { chatSegments, completeMention, mentionAt, mentionChoices, mentionedNames } from './chat-text.ts';

describe('chat message segments', () => {
  it('keeps markup as text: nothing in a message is ever HTML', () => {
    expect(chatSegments('<img src=x onerror=alert(1)> & <b>hi</b>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)> & <b>hi</b>' }]);
  });

  it('makes http, https and www addresses links, leaving the sentence punctuation out', () => {
    expect(chatSegments('See https://example.com/a?b=1, then www.example.org.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'www.example.org', href: 'https://www.example.org/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps balanced parentheses in an address and drops a closing one that belongs to the text', () => {
    expect(chatSegments('(https://en.wikipedia.org/wiki/Foo_(bar))')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'https://en.wikipedia.org/wiki/Foo_(bar)', href: 'https://en.wikipedia.org/wiki/Foo_(bar)' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never links other schemes', () => {
    const text = 'javascript:alert(1) data:text/html,<script> ftp://x.example';
    expect(chatSegments(text)).toEqual([{ kind: 'text', text }]);
  });

  it('stops an address at a quote or angle bracket', () => {
    expect(chatSegments('"https://example.com/x"><script>')).toEqual([
      { kind: 'text', text: '"' },
      { kind: 'link', text: 'https://example.com/x', href: 'https://example.com/x' },
      { kind: 'text', text: '"><script>' },
    ]);
  });

  it('marks mentions of members, the longest name first, and not inside words or addresses', () => {
    const names = ['Ann', 'Ann Lee', 'Sofia Martinez'];
    expect(chatSegments('@Ann Lee and @sofia martinez, not me@Ann or https://x.example/@Ann', names)).toEqual([
      { kind: 'mention', text: '@Ann Lee' },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', text: '@sofia martinez' },
      { kind: 'text', text: ', not me@Ann or ' },
      { kind: 'link', text: 'https://x.example/@Ann', href: 'https://x.example/@Ann' },
    ]);
    expect(mentionedNames('@Ann Lee and @sofia martinez', names)).toEqual(['Ann Lee', 'Sofia Martinez']);
  });
});

describe('mention picker', () => {
  it('finds the mention being typed before the caret', () => {
    expect(mentionAt('Hi @So', 6)).toEqual({ start: 3, query: 'So' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('Hi @Sofia Ma', 12)).toEqual({ start: 3, query: 'Sofia Ma' });
    expect(mentionAt('mail me@example', 15)).toBeNull();
    expect(mentionAt('Hi @So there now', 16)).toBeNull();
  });

  it('lists members whose name starts with the query before those that contain it', () => {
    const members = [{ name: 'Maya Chen' }, { name: 'Sam Amaya' }, { name: 'Olivia Grant' }];
    expect(mentionChoices(members, 'ma').map((m) => m.name)).toEqual(['Maya Chen', 'Sam Amaya']);
    expect(mentionChoices(members, '').length).toBe(3);
  });

  it('completes the mention and puts the caret after it', () => {
    expect(completeMention('Hi @So, ok', 3, 6, 'Sofia Martinez')).toEqual({ text: 'Hi @Sofia Martinez , ok', caret: 19 });
    expect(completeMention('@ma', 0, 3, 'Maya Chen')).toEqual({ text: '@Maya Chen ', caret: 11 });
  });
});

describe('chat message segments at the edges', () => {
  it('links www addresses typed in capitals, and a bare host', () => {
    expect(chatSegments('WWW.Example.com')).toEqual([{ kind: 'link', text: 'WWW.Example.com', href: 'https://www.example.com/' }]);
    expect(chatSegments('http://a')).toEqual([{ kind: 'link', text: 'http://a', href: 'http://a/' }]);
  });

  it('drops every closing parenthesis the address does not open, with the punctuation before it', () => {
    expect(chatSegments('(see https://x.example/a).)')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://x.example/a', href: 'https://x.example/a' },
      { kind: 'text', text: ').)' },
    ]);
    expect(chatSegments('https://x.example/a))')).toEqual([
      { kind: 'link', text: 'https://x.example/a', href: 'https://x.example/a' },
      { kind: 'text', text: '))' },
    ]);
  });

  it('keeps a closing parenthesis inside an address, drops all the punctuation at its end, and links http addresses of www hosts as typed', () => {
    expect(chatSegments('https://x.example/a)b')).toEqual([{ kind: 'link', text: 'https://x.example/a)b', href: 'https://x.example/a)b' }]);
    expect(chatSegments('https://x.example/a?!')).toEqual([
      { kind: 'link', text: 'https://x.example/a', href: 'https://x.example/a' },
      { kind: 'text', text: '?!' },
    ]);
    expect(chatSegments('http://www.example.com/a')).toEqual([{ kind: 'link', text: 'http://www.example.com/a', href: 'http://www.example.com/a' }]);
  });

  it('marks a mention at the very end', () => {
    expect(chatSegments('hi @Ann', ['Ann'])).toEqual([
      { kind: 'text', text: 'hi ' },
      { kind: 'mention', text: '@Ann' },
    ]);
  });

  it('leaves an address that is no URL as text', () => {
    expect(chatSegments('http://[bad')).toEqual([{ kind: 'text', text: 'http://[bad' }]);
  });

  it('matches a name with signs of a pattern only as written, and ignores blank and repeated names', () => {
    const names = ['A.B', ' ', 'A.B', 'Zoë (Ops)'];
    expect(chatSegments('@AxB @A.B @Zoë (Ops)!', names)).toEqual([
      { kind: 'text', text: '@AxB ' },
      { kind: 'mention', text: '@A.B' },
      { kind: 'text', text: ' ' },
      { kind: 'mention', text: '@Zoë (Ops)' },
      { kind: 'text', text: '!' },
    ]);
    expect(chatSegments('@ hello', [' '])).toEqual([{ kind: 'text', text: '@ hello' }]);
  });

  it('tells which members a message mentions, whatever the case and spaces around the names', () => {
    expect(mentionedNames('hi @MAYA', [' Maya ', 'Sam'])).toEqual([' Maya ']);
    expect(mentionedNames('xMaya', ['Maya'])).toEqual([]);
  });
});

describe('mention picker at the edges', () => {
  it('reads a mention after any space and up to two words of 30 characters', () => {
    expect(mentionAt('Hi\t@Ann', 7)).toEqual({ start: 3, query: 'Ann' });
    expect(mentionAt(`@${'a'.repeat(30)}`, 31)).toEqual({ start: 0, query: 'a'.repeat(30) });
    expect(mentionAt(`@${'a'.repeat(31)}`, 32)).toBeNull();
    expect(mentionAt('@Ann Lee', 4)).toEqual({ start: 0, query: 'Ann' });
  });

  it('matches the query trimmed and in any case, and lists six at most unless told', () => {
    const members = Array.from({ length: 8 }, (_, i) => ({ name: `Ann ${i}` }));
    expect(mentionChoices(members, ' ANN ')).toHaveLength(6);
    expect(mentionChoices(members, 'ann', 2).map((m) => m.name)).toEqual(['Ann 0', 'Ann 1']);
    expect(mentionChoices([{ name: 'Jo Ann' }, { name: 'Annie' }], 'ANN').map((m) => m.name)).toEqual(['Annie', 'Jo Ann']);
  });

  it('does not add a second space when one follows the caret', () => {
    expect(completeMention('@ma rest', 0, 3, 'Maya')).toEqual({ text: '@Maya rest', caret: 6 });
    expect(completeMention('@ma  rest', 0, 3, 'Maya')).toEqual({ text: '@Maya  rest', caret: 6 });
  });
});
