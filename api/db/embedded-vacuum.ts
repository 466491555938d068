/**
 * Vacuuming the embedded database. PostgreSQL's autovacuum clears the dead row versions that updates and deletes
 * leave, refreshes the planner's statistics and merges the pending lists of the full-text indexes; PGlite has no
 * autovacuum, so a long-running embedded database would slow down as searches read dead rows and ever longer
 * pending lists (decision record 292). Ten minutes after start and then every six hours, each table is vacuumed and
 * analysed in turn: other queries run between two tables instead of waiting for the whole database.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from '#kernel/log.ts';
import type { Database, Db } from './client.ts';
import { rawRows } from './raw-rows.ts';

const FIRST_AFTER_MS = 10 * 60 * 1000;
const EVERY_MS = 6 * 60 * 60 * 1000;

/** Vacuums and analyses the application's tables one by one until done or `stopped`; the tables it did. */
export async function vacuumTables(db: Db, stopped: () => boolean = () => false): Promise<string[]> {
  const tables = await rawRows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const done: string[] = [];
  for (const { name } of tables) {
    if (stopped()) break;
    await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
    done.push(name);
  }
  return done;
}

export interface EmbeddedVacuum {
  /** Stops the timers; a run in progress ends after its current table. */
  stop(): Promise<void>;
}

/** On PGlite, vacuums on a timer; on PostgreSQL (autovacuum) it does nothing. */
export function startEmbeddedVacuum(deps: { database: Database; log: Logger }): EmbeddedVacuum {
  if (deps.database.kind !== 'pglite') return { stop: async () => {} };
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running
      .then(async () => {
        const started = performance.now();
        const tables = await vacuumTables(deps.database.db, () => stopped);
        deps.log.info('embedded-vacuum', { tables: tables.length, ms: Math.round(performance.now() - started) });
      })
      .catch((error: unknown) => deps.log.warn('embedded-vacuum-failed', { error: String(error) }));
  };
  const first = setTimeout(run, FIRST_AFTER_MS);
  first.unref();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
