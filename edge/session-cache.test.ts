import { describe, expect, it } from 'vitest';
import type { Caller } from '#api/access/caller.ts';
import type { AccessClaims } from '#kernel/tokens.ts';
import { FRESH_MS, SessionCache } from './session-cache.ts';

const claims = (sid: string, userId = 7): AccessClaims => ({ userId, sid, instrId: 3, agencyInstrId: null, contactId: null, clientId: null, webRole: null });
const callerOf = (c: AccessClaims) => ({ user: c }) as unknown as Caller;

function setUp() {
  let now = 1_000_000;
  const cache = new SessionCache(() => now);
  let reads = 0;
  const resolve = (c: AccessClaims) => async () => {
    reads += 1;
    return callerOf(c);
  };
  return { cache, resolve, reads: () => reads, advance: (ms: number) => void (now += ms), now: () => now };
}

describe('the session cache of signed-in pages', () => {
  it('knows a verified token and its caller until the bound, then reads the caller again', async () => {
    const { cache, resolve, reads, advance, now } = setUp();
    const a = claims('family-a');
    expect(cache.claims('token-a')).toBeUndefined();
    cache.verified('token-a', a, now() + 60_000);
    expect(cache.claims('token-a')).toEqual(a);
    const first = await cache.caller('token-a', resolve(a));
    expect(await cache.caller('token-a', resolve(a))).toBe(first);
    expect(reads()).toBe(1);
    advance(FRESH_MS);
    expect(cache.claims('token-a')).toBeUndefined();
    await cache.caller('token-a', resolve(a));
    expect(reads()).toBe(2);
  });

  it('never keeps a token past its expiry', () => {
    const { cache, advance, now } = setUp();
    cache.verified('token-a', claims('family-a'), now() + 1_000);
    advance(999);
    expect(cache.claims('token-a')).toBeDefined();
    advance(1);
    expect(cache.claims('token-a')).toBeUndefined();
  });

  it('keeps no caller of a session that is over', async () => {
    const { cache, now } = setUp();
    cache.verified('token-a', claims('family-a'), now() + 60_000);
    expect(await cache.caller('token-a', async () => null)).toBeNull();
    expect(cache.claims('token-a')).toBeUndefined();
  });

  it('forgets every token of a session at once, and only that session', async () => {
    const { cache, resolve, reads, now } = setUp();
    const a = claims('family-a');
    const b = claims('family-b');
    cache.verified('token-a1', a, now() + 60_000);
    cache.verified('token-a2', a, now() + 60_000);
    cache.verified('token-b', b, now() + 60_000);
    await cache.caller('token-b', resolve(b));
    cache.forgetSessionOf('token-a2');
    expect(cache.claims('token-a1')).toBeUndefined();
    expect(cache.claims('token-a2')).toBeUndefined();
    expect(cache.claims('token-b')).toEqual(b);
    await cache.caller('token-b', resolve(b));
    expect(reads()).toBe(1);
  });

  it('resolves the caller of a token it does not hold without keeping it', async () => {
    const { cache, resolve, reads } = setUp();
    const a = claims('family-a');
    await cache.caller('token-a', resolve(a));
    await cache.caller('token-a', resolve(a));
    expect(reads()).toBe(2);
    expect(cache.claims('token-a')).toBeUndefined();
  });
});
