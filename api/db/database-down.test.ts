import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, depsOfMethod } from '../app.ts';
import { loadSigningKeys } from '#kernel/tokens.ts';
import { loadConfig } from '#kernel/config.ts';
import type { Deps } from '../deps.ts';
import { createLogger } from '#kernel/log.ts';
import { createLocalBlobStorage } from '../storage/local-blob-storage.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { openDatabase, type Database } from './client.ts';
import { Breaker, DOWN_PAUSE_MS } from './pool-breaker.ts';

/** A "database" that accepts connections and never says a word, like a host behind a black-holed route. */
async function silentServer(): Promise<{ server: Server; port: number; sockets: Set<Socket>; accepted: () => number }> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('No port.');
  return { server, port: address.port, sockets, accepted: () => accepted };
}

describe('a database that does not answer', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let database: Database;
  let deps: Deps;

  beforeAll(async () => {
    silent = await silentServer();
    database = await openDatabase({
      url: `postgres://market@127.0.0.1:${silent.port}/market`,
      pool: { connectTimeoutMs: 300, statementTimeoutMs: 1_000 },
    });
    const config = { ...loadConfig({}), logLevel: 'silent' as const };
    deps = {
      config,
      database,
      db: database.db,
      keys: await loadSigningKeys({}),
      log: createLogger('silent'),
      storage: createLocalBlobStorage('/nonexistent'),
      now: () => new Date(),
    };
  });
  afterAll(async () => {
    await database.close();
    for (const socket of silent.sockets) socket.destroy();
    await new Promise((resolve) => silent.server.close(resolve));
  });

  it('answers 503 with Retry-After within the connect timeout instead of hanging', async () => {
    const app = createApp(deps);
    const started = performance.now();
    const response = await app.request('/api/User/RefreshToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jwtToken: '', refreshToken: 'a-refresh-token' }),
    });
    const waited = performance.now() - started;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ message: 'The service is not available right now. Please try again in a moment.' });
    expect(waited).toBeLessThan(3_000);
  });

  it('then refuses at once, without trying to connect, while the database was just found out of reach', async () => {
    const app = createApp(deps);
    const before = silent.accepted();
    const refresh = () =>
      app.request('/api/User/RefreshToken', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jwtToken: '', refreshToken: 'a-refresh-token' }),
      });
    const answers = await Promise.all(Array.from({ length: 20 }, refresh));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 503));
    expect(answers[0]?.headers.get('retry-after')).toBe('5');
    expect(silent.accepted()).toBe(before);
  });
});

describe('the breaker in front of the pool', () => {
  it('lets one caller check the database after the pause, refuses the rest meanwhile, and opens on success', () => {
    let now = 0;
    const breaker = new Breaker(() => now);
    expect(breaker.admit()).toBe('go');
    breaker.trip();
    expect(breaker.admit()).toBe('refuse');
    now = DOWN_PAUSE_MS;
    expect(breaker.admit()).toBe('probe');
    expect(breaker.admit()).toBe('refuse');
    breaker.trip();
    now += DOWN_PAUSE_MS - 1;
    expect(breaker.admit()).toBe('refuse');
    now += 1;
    expect(breaker.admit()).toBe('probe');
    breaker.reset();
    expect(breaker.admit()).toBe('go');
    expect(breaker.admit()).toBe('go');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a statement that runs too long (PostgreSQL)', () => {
  let database: Database;
  let limited: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    limited = await openDatabase({ url: database.url, pool: { statementTimeoutMs: 200 } });
  });
  afterAll(async () => {
    await limited.close();
    await database.close();
  });

  it('is cancelled by the server at the statement timeout, and the next statement runs: a slow statement is not a database that is down', async () => {
    const started = performance.now();
    await expect(limited.db.execute(sql`select pg_sleep(5)`)).rejects.toMatchObject({ cause: { code: '57014' } });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await limited.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('reads and writes (PostgreSQL)', () => {
  let database: Database;
  let split: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    split = await openDatabase({ url: database.url, pool: { statementTimeoutMs: 5_000, readTimeoutMs: 200 } });
  });
  afterAll(async () => {
    await split.close();
    await database.close();
  });

  it('gives a read the shorter deadline and a write the longer one', async () => {
    await expect(split.readDb.execute(sql`select pg_sleep(1)`)).rejects.toMatchObject({ cause: { code: '57014' } });
    expect(await split.db.execute(sql`select pg_sleep(0.5), 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('sends the API’s GET requests to the read pool and every other method to the write pool', async () => {
    const deps = { database: split, db: split.db } as unknown as Deps;
    expect(depsOfMethod(deps, 'get').db).toBe(split.readDb);
    for (const method of ['post', 'put', 'delete']) expect(depsOfMethod(deps, method).db).toBe(split.db);
  });
});
