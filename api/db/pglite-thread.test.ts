import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors.ts';
import { notify, openDatabase, type Database } from './client.ts';
import { rawRows } from './raw-rows.ts';

/** The embedded database in its own thread, as the server opens it (a data folder). */
describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite in a thread of its own', () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'marketplace-pglite-thread-'));
    database = await openDatabase({ dataDir });
    await database.db.execute(sql`create table probe (id integer primary key, name text constraint probe_name_key unique, at timestamptz)`);
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const names = async () => (await rawRows<{ name: string }>(database.db, sql`select name from probe order by id`)).map((row) => row.name);

  it('answers an HTTP request on this thread while a query runs, and the query ends only when this thread lets it', async () => {
    // The query spins until a file appears in the data folder, a file only this thread writes after its HTTP
    // request was answered: with the database on this thread, neither could happen while the query runs.
    const go = path.join(dataDir, 'pglite', 'go-ahead');
    const events: string[] = [];
    // PGlite's file lookups remember a missing file, so the wait reads the folder's listing, which it does not.
    await database.db.execute(sql.raw(`create function wait_for_file(name text, tries integer) returns boolean language plpgsql as $$
      begin
        for i in 1..tries loop
          if exists (select 1 from pg_ls_dir('.') as f where f = name) then return true; end if;
          perform pg_sleep(0.01);
        end loop;
        return false;
      end $$`));
    // The bound only keeps a broken build from waiting forever; the file ends the wait long before it.
    const query = rawRows<{ waited: boolean }>(database.db, sql`select wait_for_file('go-ahead', 1000) as waited`).then((rows) =>
      events.push(`query answered: ${String(rows[0]?.waited)}`),
    );
    const server = createServer((_request, response) => response.end('served'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      events.push(`http answered: ${await response.text()}`);
    } finally {
      server.close();
    }
    await writeFile(go, '');
    await query;
    expect(events).toEqual(['http answered: served', 'query answered: true']);
  });

  it('holds the database for a transaction: a query from outside waits for the commit and sees its rows', async () => {
    const events: string[] = [];
    let outside: Promise<string[]> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe (id, name) values (1, 'committed')`);
      outside = names().then((seen) => {
        events.push('outside answered');
        return seen;
      });
      await tx.execute(sql`select 1`);
      events.push('transaction still open');
    });
    events.push('committed');
    expect(await outside).toEqual(['committed']);
    expect(events).toEqual(['transaction still open', 'committed', 'outside answered']);
  });

  it('rolls a transaction back when its callback throws, and rethrows the same error', async () => {
    const failure = new Error('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe (id, name) values (2, 'rolled back')`);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await names()).toEqual(['committed']);
  });

  it('brings PostgreSQL errors over with their code, constraint and detail', async () => {
    const error = await database.db.execute(sql`insert into probe (id, name) values (3, 'committed')`).catch((e: unknown) => e);
    expect(isUniqueViolation(error, 'probe_name_key')).toBe(true);
    const cause = (error as { cause?: Record<string, unknown> }).cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'probe_name_key', table: 'probe', detail: 'Key (name)=(committed) already exists.' });
  });

  it('keeps timestamps as drizzle reads them', async () => {
    await database.db.execute(sql`update probe set at = '2026-01-02T03:04:05.678Z' where id = 1`);
    const [row] = await rawRows<{ at: unknown }>(database.db, sql`select at from probe where id = 1`);
    expect(row?.at).toBe('2026-01-02 03:04:05.678+00');
  });

  it('delivers NOTIFY to a listener until it stops listening', async () => {
    const got: string[] = [];
    let arrived = () => {};
    const stop = await database.listen('probe_thread', (payload) => {
      got.push(payload);
      arrived();
    });
    await new Promise<void>((resolve) => {
      arrived = resolve;
      void notify(database.db, 'probe_thread', 'first');
    });
    await stop();
    await notify(database.db, 'probe_thread', 'after stop');
    await notify(database.db, 'probe_thread', 'after stop');
    expect(got).toEqual(['first']);
  });

  it('dumps an image that opens again as the same database', async () => {
    const image = await database.dumpImage?.();
    const copy = await openDatabase({ image, thread: 'own' });
    try {
      expect((await rawRows<{ name: string }>(copy.db, sql`select name from probe`)).map((row) => row.name)).toEqual(['committed']);
    } finally {
      await copy.close();
    }
  });
});
