import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { openSecondInstance, openTestDatabase } from '../testing/test-app.ts';
import { createLogger } from '#kernel/log.ts';
import { backgroundRuns } from '#kernel/metrics.ts';
import { retryDelay, startNotifiedWorker } from './notified-worker.ts';

const CHANNEL = 'notified_worker_test';
const HOUR = 60 * 60 * 1000;

async function runs(outcome: 'ok' | 'failed'): Promise<number> {
  const { values } = await backgroundRuns.get();
  return values.find((v) => v.labels.worker === CHANNEL && v.labels.outcome === outcome)?.value ?? 0;
}

describe('background workers on two instances', () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await openTestDatabase();
    second = await openSecondInstance(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('waits 1 s, 2 s, 4 s … after failed runs, never longer than the poll interval', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, HOUR))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(30, 30_000)).toBe(30_000);
  });

  it('wakes the worker of the other instance on a notification, retries a failed run by itself and counts the failures', async () => {
    const log = createLogger('silent');
    const worked: string[] = [];
    let failuresLeft = 2;
    const failedBefore = await runs('failed');
    // An hour between polls: every run below comes from a notification or from the retry after a failure.
    const a = startNotifiedWorker({ database: first, log }, { channel: CHANNEL, pollMs: HOUR, failure: 'test.failed', work: async () => void worked.push('a') });
    const b = startNotifiedWorker({ database: second, log }, {
      channel: CHANNEL,
      pollMs: HOUR,
      failure: 'test.failed',
      work: async () => {
        worked.push('b');
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('The database is away.');
        }
      },
    });
    try {
      await Promise.all([a.ready, b.ready]);
      await expect.poll(() => failuresLeft, { timeout: 10_000 }).toBe(0);
      await expect.poll(() => runs('ok'), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      expect(await runs('failed')).toBe(failedBefore + 2);

      worked.length = 0;
      await first.db.execute(sql`select pg_notify(${CHANNEL}, '')`);
      await expect.poll(() => [...worked].sort(), { timeout: 10_000 }).toEqual(['a', 'b']);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
