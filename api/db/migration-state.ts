/**
 * Whether a database already has every committed migration: the last migration it applied (drizzle's
 * drizzle.__drizzle_migrations) is the newest one in the migrations folder, by time stamp and by content hash, as
 * drizzle's migrator records them. A restart then skips the migrator, which reads and hashes every migration file and
 * runs statements of its own before finding nothing to do (decision record 302). The check only reads: a database
 * another instance is migrating shows its old state until that transaction commits, so this instance goes on to the
 * migrator, which waits for the lock and then finds nothing to do.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './db-type.ts';
import { rawRows } from './raw-rows.ts';

interface Journal {
  entries: { tag: string; when: number }[];
}

export interface AppliedMigration {
  hash: string;
  /** The journal's time stamp of the migration (drizzle's created_at), in milliseconds. */
  when: number;
}

/** The newest migration in the folder, hashed as drizzle's migrator hashes it; undefined for an empty journal. */
export function newestMigration(folder: string): AppliedMigration | undefined {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.at(-1);
  if (!last) return undefined;
  const text = readFileSync(path.join(folder, `${last.tag}.sql`), 'utf8');
  return { hash: createHash('sha256').update(text).digest('hex'), when: last.when };
}

/** The last migration the database applied; undefined before the first. */
export async function lastAppliedMigration(db: Db): Promise<AppliedMigration | undefined> {
  const [table] = await rawRows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return undefined;
  const [row] = await rawRows<{ hash: string; created_at: string | number | null }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  return row ? { hash: row.hash, when: Number(row.created_at) } : undefined;
}

export async function hasNewestMigration(db: Db, folder: string): Promise<boolean> {
  const newest = newestMigration(folder);
  if (!newest) return false;
  const applied = await lastAppliedMigration(db);
  return applied?.when === newest.when && applied.hash === newest.hash;
}
