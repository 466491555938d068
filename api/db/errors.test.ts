import { describe, expect, it } from 'vitest';
import { uniqueOr } from './errors.ts';

const violation = (constraint: string) => Object.assign(new Error('Failed query'), { cause: { code: '23505', constraint } });

describe('uniqueOr', () => {
  it('answers the write when it succeeds', async () => {
    expect(await uniqueOr(() => new Error('taken'), async () => 7)).toBe(7);
  });

  it('turns a unique violation, bare or wrapped, into the refusal named for its constraint', async () => {
    const refusal = new Error('taken');
    const seen: (string | undefined)[] = [];
    const conflict = (constraint: string | undefined) => {
      seen.push(constraint);
      return refusal;
    };
    await expect(uniqueOr(conflict, () => Promise.reject(violation('users_email_key')))).rejects.toBe(refusal);
    expect(seen).toEqual(['users_email_key']);
  });

  it('throws the error as it was when it is no unique violation, or the caller has no refusal for that index', async () => {
    const other = Object.assign(new Error('deadlock'), { code: '40P01' });
    await expect(uniqueOr(() => new Error('taken'), () => Promise.reject(other))).rejects.toBe(other);
    const unnamed = violation('another_key');
    await expect(uniqueOr(() => undefined, () => Promise.reject(unnamed))).rejects.toBe(unnamed);
  });
});
