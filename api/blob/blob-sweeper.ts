/**
 * The blob sweeper (decision record 220): deletes staged uploads nothing uses a day after they were sent (replaced
 * photos too), files in storage that no blobs row describes (a crash between writing the file and committing its
 * row, or first-start seeding rolled back), and the partial files of uploads a crash cut off. It runs in the
 * background from the start and then every hour, on one instance at a time: each sweep holds a PostgreSQL advisory
 * lock for its transaction and an instance that does not get it skips the round (PGlite has one process, where the
 * lock is always free).
 */
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { blobs } from '../db/schema/index.ts';
import { uploadPolicy } from './upload-policy.ts';
import type { BlobStorage } from '../storage/blob-storage.ts';
import { unreferencedBlob } from '../storage/blob-references.ts';

/** Files younger than this are left alone: their row may not be committed yet. */
export const ORPHAN_GRACE_MS = 15 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Advisory lock key of the sweeper (beside the migration lock 727_001 and the seed lock 727_002). */
const SWEEPER_LOCK = 727_003;
const KEY_BATCH = 500;

export interface SweepReport {
  stagedDeleted: number;
  orphanFilesDeleted: number;
  partialFilesDeleted: number;
}

/** Storage keys among `keys` that no blobs row describes. */
async function undescribed(db: Db, keys: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < keys.length; i += KEY_BATCH) {
    const batch = keys.slice(i, i + KEY_BATCH);
    const known = new Set((await db.select({ key: blobs.storageKey }).from(blobs).where(inArray(blobs.storageKey, batch))).map((r) => r.key));
    out.push(...batch.filter((key) => !known.has(key)));
  }
  return out;
}

async function oldKeys(storage: BlobStorage, before: Date): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key, writtenAt } of storage.list()) if (writtenAt < before) keys.push(key);
  return keys;
}

/**
 * One sweep; null when another instance is sweeping. partialGraceMs: how old a partial file must be to go (0 at
 * start: no upload of this process is in flight yet).
 */
export async function sweepBlobs(deps: Pick<Deps, 'db' | 'storage' | 'now'>, options: { partialGraceMs: number }): Promise<SweepReport | null> {
  const now = deps.now().getTime();
  const found = await deps.db.transaction(async (tx) => {
    const [lock] = await tx
      .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${SWEEPER_LOCK})` })
      .from(sql`(select 1) as one`);
    if (!lock?.locked) return null;
    const staged = await tx
      .delete(blobs)
      .where(and(lt(blobs.createdAt, new Date(now - uploadPolicy.stagedMaxAgeMs)), await unreferencedBlob(tx)))
      .returning({ storageKey: blobs.storageKey });
    const orphans = await undescribed(tx, await oldKeys(deps.storage, new Date(now - ORPHAN_GRACE_MS)));
    return { staged: staged.map((r) => r.storageKey), orphans };
  });
  if (!found) return null;
  for (const key of [...found.staged, ...found.orphans]) await deps.storage.delete(key);
  const partialFilesDeleted = await deps.storage.deleteIncomplete(new Date(now - options.partialGraceMs));
  return { stagedDeleted: found.staged.length, orphanFilesDeleted: found.orphans.length, partialFilesDeleted };
}

export interface BlobSweeper {
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
}

/**
 * Sweeps now, in the background, and then every hour until stopped. The first sweep takes every partial file written
 * before it began, whatever its age: a crash left them. It begins before the server listens (sweepBlobs reads the
 * clock before its first await), so an upload of this process, which writes its partial file later, is never among
 * them.
 */
export function startBlobSweeper(deps: Deps): BlobSweeper {
  let running: Promise<unknown> = Promise.resolve();
  const report = (sweeping: Promise<SweepReport | null>) =>
    sweeping
      .then((done) => {
        if (done && done.stagedDeleted + done.orphanFilesDeleted + done.partialFilesDeleted > 0) deps.log.info('blob-sweep', { ...done });
      })
      .catch((error: unknown) => deps.log.warn('blob-sweep-failed', { error: String(error) }));
  running = report(sweepBlobs(deps, { partialGraceMs: 0 }));
  const timer = setInterval(() => {
    running = running.then(() => report(sweepBlobs(deps, { partialGraceMs: ORPHAN_GRACE_MS })));
  }, SWEEP_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
