import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextPath } from './storable-text.ts';

const NUL = '\u0000';
const HALF_EMOJI = '\ud83d';

describe('text the database can store', () => {
  it('refuses the NUL character and a lone surrogate, and keeps whole emoji and accents', () => {
    expect(isStorableText(`a${NUL}b`)).toBe(false);
    expect(isStorableText(`a${HALF_EMOJI}`)).toBe(false);
    expect(isStorableText('Zoé 😀 trains teams')).toBe(true);
  });

  it('names the field of the first text that cannot be stored, however deep', () => {
    expect(unstorableTextPath({ title: 'ok', skills: ['ok', { name: `x${NUL}` }] })).toBe('skills.1.name');
    expect(unstorableTextPath({ a: `x${NUL}`, b: `y${NUL}` })).toBe('a');
    expect(unstorableTextPath([['ok', HALF_EMOJI], `z${NUL}`])).toBe('0.1');
  });

  it('names the whole value when it is one bad text, and the object holding a bad key', () => {
    expect(unstorableTextPath(`x${NUL}`)).toBe('_');
    expect(unstorableTextPath({ answers: { [`k${NUL}`]: 'fine' } })).toBe('answers');
  });

  it('answers null when every text can be stored, and looks into plain objects and arrays only', () => {
    expect(unstorableTextPath({ title: 'ok', count: 3, tags: ['a', 'b'], none: null, nested: { yes: true } })).toBeNull();
    expect(unstorableTextPath(['a', 'b'])).toBeNull();
    expect(unstorableTextPath(new Map([['k', `x${NUL}`]]))).toBeNull();
    expect(unstorableTextPath(new (class Upload {
      name = `x${NUL}`;
    })())).toBeNull();
    expect(unstorableTextPath(42)).toBeNull();
  });
});
