import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify, type Database } from '#api/db/client.ts';
import { openTestDatabase } from '#api/testing/test-app.ts';

/** Collects a channel's messages and lets a test wait for a given one. */
function inbox() {
  const got: string[] = [];
  const waiting = new Map<string, () => void>();
  return {
    got,
    receive: (payload: string) => {
      got.push(payload);
      waiting.get(payload)?.();
    },
    arrival: (payload: string) =>
      got.includes(payload) ? Promise.resolve() : new Promise<void>((resolve) => waiting.set(payload, resolve)),
  };
}

describe('LISTEN / NOTIFY', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('delivers a notification to a listener', async () => {
    const box = inbox();
    const stop = await database.listen('probe_channel', box.receive);
    await notify(database.db, 'probe_channel', 'hello');
    await box.arrival('hello');
    await stop();
    expect(box.got).toEqual(['hello']);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('listens again after the database drops its connection', async () => {
    const box = inbox();
    const stop = await database.listen('probe_reconnect', box.receive);
    const listening = 'LISTEN "probe_reconnect"';
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${listening} and pid <> pg_backend_pid()`,
    );
    const arrived = box.arrival('after');
    const resend = setInterval(() => void notify(database.db, 'probe_reconnect', 'after'), 100);
    await arrived;
    clearInterval(resend);
    await stop();
    expect(box.got).toContain('after');
  });
});
