import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { markRead } from '../notification/store.ts';
import { notifyForTest } from '../testing/notices.ts';
import { talentAccount, type TestAccount } from '../notification/test-accounts.ts';
import { createTestDeps } from '../testing/test-app.ts';
import { STREAM_PATH, notificationStreamRoute } from '../notification/notification-stream.ts';
import { serveOnLoopback, sseReader } from './test-sse.ts';
import { liveStreamsOpen } from '#kernel/metrics.ts';

const dialect = new PgDialect();
/** The caller's read (api/access/caller.ts), which authenticates the stream before the live channel reads anything. */
const readsCaller = (query: unknown) => dialect.sqlToQuery(query as SQL).sql.includes('load_caller(');

/** The same database, counting the reads the live channel makes through it; its raw reads (but the caller's) can be made to fail. */
function countingReads(db: Db) {
  let reads = 0;
  let failRawReads = false;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if ((property === 'select' || property === 'execute') && typeof value === 'function') {
        return (...args: unknown[]) => {
          reads += 1;
          if (failRawReads && property === 'execute' && !readsCaller(args[0])) return Promise.reject(new Error('The database went away.'));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
  return {
    db: counted,
    reads: () => reads,
    reset: () => void (reads = 0),
    failRawReads: (fail: boolean) => void (failRawReads = fail),
  };
}

const openStreams = async () => (await liveStreamsOpen.get()).values[0]?.value ?? 0;

describe('live streams under load', () => {
  let t: Awaited<ReturnType<typeof createTestDeps>>;
  let counter: ReturnType<typeof countingReads>;
  let deps: Deps;
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;

  beforeAll(async () => {
    t = await createTestDeps({ liveStreamsPerUser: 4 });
    counter = countingReads(t.deps.db);
    deps = { ...t.deps, db: counter.db };
    server = await serveOnLoopback(createApp(deps, [notificationStreamRoute({ heartbeatMs: 20, retryMs: 1000 })]).fetch);
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  const open = async (account: TestAccount) => {
    const controller = new AbortController();
    const res = await fetch(`${server.url}${STREAM_PATH}`, { headers: { authorization: `Bearer ${account.token}` }, signal: controller.signal });
    if (!res.body) throw new Error('No stream.');
    const stream = { ...sseReader(res.body), stop: () => controller.abort() };
    expect(await stream.next()).toEqual({ retry: 1000 });
    return stream;
  };

  it('keeps at most the configured number of streams per user, ending the oldest first', async () => {
    const talent = await talentAccount(t.deps);
    const streams = [];
    for (let i = 0; i < 6; i += 1) {
      const stream = await open(talent);
      expect(await stream.nextEvent()).toEqual({ event: 'unread', data: { unreadCount: 0, unreadChats: 0 } });
      streams.push(stream);
    }
    for (const oldest of streams.slice(0, 2)) {
      let message = await oldest.next();
      while (message) message = await oldest.next();
      expect(message).toBeNull();
    }
    await notifyForTest(t.deps, talent.userId, 'Hired');
    for (const open of streams.slice(2)) expect(await open.nextEvent()).toEqual({ event: 'unread', data: { unreadCount: 1 } });
    for (const stream of streams) stream.stop();
  });

  it('sends heartbeats without reading the database, and reads the count once per change for all of a user\'s streams', async () => {
    const talent = await talentAccount(t.deps);
    const streams = [];
    for (let i = 0; i < 4; i += 1) {
      const stream = await open(talent);
      expect(await stream.nextEvent()).toEqual({ event: 'unread', data: { unreadCount: 0, unreadChats: 0 } });
      streams.push(stream);
    }
    counter.reset();
    for (const stream of streams) {
      for (let beats = 0; beats < 3; ) if (await stream.next().then((m) => m && 'comment' in m)) beats += 1;
    }
    expect(counter.reads()).toBe(0);

    await notifyForTest(t.deps, talent.userId, 'Match');
    for (const stream of streams) expect(await stream.nextEvent()).toEqual({ event: 'unread', data: { unreadCount: 1 } });
    expect(counter.reads()).toBe(1);
    for (const stream of streams) stream.stop();
  });

  it('counts each open stream on the live_streams_open gauge until it ends, and a stream whose first read fails ends uncounted', async () => {
    const talent = await talentAccount(t.deps);
    await expect.poll(openStreams).toBe(0);
    const stream = await open(talent);
    expect((await stream.nextEvent()).event).toBe('unread');
    expect(await openStreams()).toBe(1);
    stream.stop();
    await expect.poll(openStreams).toBe(0);

    counter.failRawReads(true);
    try {
      const failing = await open(talent);
      expect(await failing.next()).toBeNull();
    } finally {
      counter.failRawReads(false);
    }
    expect(await openStreams()).toBe(0);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('live streams across a LISTEN reconnect (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof createTestDeps>>;
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;

  beforeAll(async () => {
    t = await createTestDeps();
    server = await serveOnLoopback(createApp(t.deps).fetch);
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('sends every open stream its current unread count within a couple of seconds of the LISTEN coming back', async () => {
    const talent = await talentAccount(t.deps);
    const { notificationId } = await notifyForTest(t.deps, talent.userId, 'Hired');
    const res = await fetch(`${server.url}${STREAM_PATH}`, { headers: { authorization: `Bearer ${talent.token}` } });
    if (!res.body) throw new Error('No stream.');
    const stream = sseReader(res.body);
    expect(await stream.nextEvent()).toEqual({ event: 'unread', data: { unreadCount: 1, unreadChats: 0 } });

    // A change the stream cannot hear about (as if its NOTIFY was sent while the LISTEN was away) …
    if (notificationId === null) throw new Error('No notification.');
    await markRead(t.deps.db, talent.userId, notificationId);
    // … then the LISTEN connection dies.
    await t.deps.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    );
    const started = performance.now();
    let heard = await stream.nextEvent();
    while (heard.event !== 'unread') heard = await stream.nextEvent();
    expect(heard).toEqual({ event: 'unread', data: { unreadCount: 0 } });
    expect(performance.now() - started).toBeLessThan(2_000);
    await stream.cancel();
  });
});
