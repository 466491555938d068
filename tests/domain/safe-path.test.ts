import { describe, expect, it } from 'vitest';
import { safeLocalPath } from '#domain/safe-path.ts';

describe('a return path', () => {
  it('a path of this site of up to 2048 characters is followed, a longer one is not', () => {
    const longest = `/${'a'.repeat(2047)}`;
    expect(safeLocalPath(longest)).toBe(longest);
    expect(safeLocalPath(`${longest}a`)).toBeNull();
  });
});
