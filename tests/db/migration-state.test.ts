import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type Database } from '#api/db/client.ts';
import { hasNewestMigration, lastAppliedMigration, newestMigration } from '#api/db/migration-state.ts';
import { openTestDatabase } from '#api/testing/test-app.ts';

describe('the migration state a restart reads', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase({ fresh: true });
  });
  afterAll(() => database.close());

  it('is the newest committed migration once the migrator ran, so a second migrate has nothing to do', async () => {
    const newest = newestMigration(migrationsFolder);
    expect(newest?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await lastAppliedMigration(database.db)).toEqual(newest);
    expect(await hasNewestMigration(database.db, migrationsFolder)).toBe(true);
    await expect(database.migrate()).resolves.toBeUndefined();
  });

  it('sends a database behind the newest migration, or one never migrated, to the migrator', async () => {
    const db = database.db;
    await db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = (select max(id) from drizzle.__drizzle_migrations)`);
    expect(await hasNewestMigration(db, migrationsFolder)).toBe(false);
    await db.execute(sql`drop schema drizzle cascade`);
    expect(await lastAppliedMigration(db)).toBeUndefined();
    expect(await hasNewestMigration(db, migrationsFolder)).toBe(false);
  });
});
