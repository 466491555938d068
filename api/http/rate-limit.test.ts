import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema/index.ts';
import { createTestDeps } from '../testing/test-app.ts';
import { HttpError } from './errors.ts';
import { consumeRateLimit, limitReached, reserveAttempt, WINDOW_MS } from './rate-limit.ts';
import { enterFreshWindow } from '../testing/test-client.ts';

const limit = { name: 'test', max: 3 };

describe('rate limits', () => {
  let ctx: Awaited<ReturnType<typeof createTestDeps>>;
  beforeAll(async () => {
    ctx = await createTestDeps();
    enterFreshWindow(ctx.clock);
  });
  afterAll(() => ctx.close());

  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => (e instanceof HttpError ? { status: e.status, retryAfter: Number(e.headers['Retry-After']) } : e),
    );

  it('allows max hits per key within a minute, then refuses with 429 and a Retry-After that holds', async () => {
    for (let i = 0; i < 3; i++) expect(await refusal(consumeRateLimit(ctx.deps, limit, 'a@example.com'))).toBeNull();
    const refused = await refusal(consumeRateLimit(ctx.deps, limit, 'A@EXAMPLE.COM'));
    expect(refused).toMatchObject({ status: 429 });
    const retryAfter = (refused as { retryAfter: number }).retryAfter;
    expect(await refusal(consumeRateLimit(ctx.deps, limit, 'b@example.com'))).toBeNull();
    // The test clock runs on with real time between calls: two seconds early is still refused, whatever the milliseconds.
    ctx.clock.advance((retryAfter - 2) * 1000);
    expect(await refusal(consumeRateLimit(ctx.deps, limit, 'a@example.com'))).toMatchObject({ status: 429 });
    ctx.clock.advance(2000);
    expect(await refusal(consumeRateLimit(ctx.deps, limit, 'a@example.com'))).toBeNull();
  });

  it('refuses a second burst just after the minute turns: the hits of the last 60 seconds count, not those of the clock minute', async () => {
    enterFreshWindow(ctx.clock);
    ctx.clock.advance(WINDOW_MS - 3000);
    for (let i = 0; i < 3; i++) expect(await refusal(consumeRateLimit(ctx.deps, limit, 'edge@example.com'))).toBeNull();
    ctx.clock.advance(3000);
    const refused = await refusal(consumeRateLimit(ctx.deps, limit, 'edge@example.com'));
    expect(refused).toMatchObject({ status: 429 });
    expect(await limitReached(ctx.deps, limit, 'edge@example.com')).toBe((refused as { retryAfter: number }).retryAfter);
    ctx.clock.advance(WINDOW_MS);
    expect(await refusal(consumeRateLimit(ctx.deps, limit, 'edge@example.com'))).toBeNull();
  });

  it('checks without counting', async () => {
    enterFreshWindow(ctx.clock);
    for (let i = 0; i < 5; i++) expect(await limitReached(ctx.deps, limit, 'peek')).toBeNull();
    await consumeRateLimit(ctx.deps, limit, 'peek');
    await consumeRateLimit(ctx.deps, limit, 'peek');
    expect(await limitReached(ctx.deps, limit, 'peek')).toBeNull();
    await consumeRateLimit(ctx.deps, limit, 'peek');
    expect(await limitReached(ctx.deps, limit, 'peek')).toBeGreaterThan(0);
  });

  it('counts every concurrent hit exactly once (one atomic upsert per hit)', async () => {
    enterFreshWindow(ctx.clock);
    const twenty = { name: 'test-burst', max: 20 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => refusal(consumeRateLimit(ctx.deps, twenty, 'burst'))));
    expect(answers).toEqual(Array<null>(20).fill(null));
    const [row] = await ctx.deps.db.select({ hits: rateLimitHits.hits }).from(rateLimitHits).where(like(rateLimitHits.bucket, 'test-burst:%'));
    expect(row?.hits).toBe(20);
  });

  it('reserves attempts atomically: of 20 parallel attempts exactly max pass, the others are given back', async () => {
    enterFreshWindow(ctx.clock);
    const both = [[limit, 'victim@example.com'], [{ name: 'test-ip', max: 10 }, '192.0.2.1']] as const;
    const answers = await Promise.all(Array.from({ length: 20 }, () => reserveAttempt(ctx.deps, both)));
    expect(answers.filter((a) => a.ok)).toHaveLength(3);
    expect(await limitReached(ctx.deps, { name: 'test-ip', max: 4 }, '192.0.2.1')).toBeNull();
    const passed = answers.find((a) => a.ok);
    if (passed?.ok) await passed.release();
    expect((await reserveAttempt(ctx.deps, both)).ok).toBe(true);
    expect((await reserveAttempt(ctx.deps, both)).ok).toBe(false);
  });

  it('stores keys hashed and prunes old windows when a new one opens', async () => {
    ctx.clock.advance(11 * WINDOW_MS);
    await consumeRateLimit(ctx.deps, limit, 'fresh@example.com');
    const rows = await ctx.deps.db.select().from(rateLimitHits);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.bucket).toMatch(/^test:[\w-]{32}$/);
    expect(rows[0]?.bucket).not.toContain('fresh');
  });

  it('counts day limits per calendar day (UTC)', async () => {
    const daily = { name: 'test-day', max: 1, per: 'day' } as const;
    const now = ctx.deps.now().getTime();
    ctx.clock.advance((Math.floor(now / 86_400_000) + 2) * 86_400_000 - now - 60_000);
    expect(await refusal(consumeRateLimit(ctx.deps, daily, 'job-talent'))).toBeNull();
    const refused = (await refusal(consumeRateLimit(ctx.deps, daily, 'job-talent'))) as { status: number; retryAfter: number };
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    ctx.clock.advance(61_000);
    expect(await refusal(consumeRateLimit(ctx.deps, daily, 'job-talent'))).toBeNull();
  });
});
