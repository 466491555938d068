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
