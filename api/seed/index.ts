/**
 * Demo data. seedIfEmpty fills a database that has no users with a believable, fixed dataset (the same every time,
 * dated relative to today); docs/demo-accounts.md lists its accounts. Reference data (roles, skills, industries,
 * legal agreements) is added to every database, empty or not.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import { createLocalBlobStorage } from '../storage/local-blob-storage.ts';
import type { BlobStorage } from '../storage/blob-storage.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { demoPassword } from './demo-accounts.ts';
import { ensureReferenceData } from './reference-data.ts';

export { ensureReferenceData } from './reference-data.ts';
export { demoPassword } from './demo-accounts.ts';

const SEED_LOCK = 727_002;

export interface SeedDeps {
  db: Db;
  /** Where demo files go (<dataDir>/blobs); without it the demo has no files. */
  dataDir?: string | undefined;
  /** Where demo files go instead of <dataDir>/blobs (the configured driver). */
  storage?: BlobStorage | undefined;
  now?: (() => Date) | undefined;
  /** Told when seeding starts (only when the database is empty), for a start-up progress line. */
  onSeeding?: (() => void) | undefined;
}

/** Seeds the demo when the database has no users; true when it did. Safe when several instances start at once. */
export async function seedIfEmpty(deps: SeedDeps): Promise<boolean> {
  const { db } = deps;
  await ensureReferenceData(db);
  if (await hasUsers(db)) return false;
  deps.onSeeding?.();
  const { seedDemo } = await import('./demo-data.ts');
  const passwordHash = await hashPassword(demoPassword);
  const storage = deps.storage ?? (deps.dataDir ? createLocalBlobStorage(deps.dataDir) : null);
  const now = deps.now?.() ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return false;
    await seedDemo(tx, storage, passwordHash, now);
    return true;
  });
}

async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}
