import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../testing/test-app.ts';
import type { Database } from './client.ts';
import { rawRows } from './raw-rows.ts';
import { vacuumTables } from './embedded-vacuum.ts';

describe('vacuuming the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const vacuumed = async () =>
    (await rawRows<{ name: string }>(database.db, sql`select relname as name from pg_stat_user_tables where last_vacuum is not null order by relname`)).map((r) => r.name);

  it('vacuums and analyses every table of the application, one after another', async () => {
    const tables = await vacuumTables(database.db);
    expect(tables).toContain('projects');
    expect(tables).toContain('mail_outbox');
    expect(await vacuumed()).toEqual(expect.arrayContaining(tables));
  });

  it('stops between two tables when asked', async () => {
    let asked = 0;
    const tables = await vacuumTables(database.db, () => ++asked > 2);
    expect(tables).toHaveLength(2);
  });
});
