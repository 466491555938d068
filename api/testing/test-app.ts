/** createTestApp: the API on a fresh database of its own (PGlite in memory, or a new PostgreSQL database when DATABASE_URL is set), copied from the run's template when there is one. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app.ts';
import { loadConfig, type Config } from '#kernel/config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { loadSigningKeys } from '#kernel/tokens.ts';
import { createLogger, type Logger } from '#kernel/log.ts';
import { createLocalBlobStorage } from '../storage/local-blob-storage.ts';
import type { BlobStorage } from '../storage/blob-storage.ts';
import type { Deps } from '../deps.ts';
import { adminQueries, databaseUrl } from './postgres-admin.ts';
import { testTemplates } from './templates.ts';

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function createClock(start = Date.now()): TestClock {
  let offset = 0;
  return { now: () => new Date(start + offset + (Date.now() - start)), advance: (ms) => void (offset += ms) };
}

/**
 * A migrated database nobody else uses; closing it drops it. It is a copy of the run's empty template
 * (api/testing/templates.ts) when there is one; `fresh` (or no template) runs the migrations on a new database instead.
 */
export async function openTestDatabase(options: { fresh?: boolean } = {}): Promise<Database> {
  const template = options.fresh ? undefined : testTemplates()?.empty;
  return openDatabaseFrom(template);
}

/**
 * A new database nobody else uses, a copy of `template` (see TestTemplates) or, without one, freshly migrated.
 * PGlite runs in the test's thread, which opens faster; PGLITE_THREAD=own runs it in a thread of its own, as the server does.
 */
export async function openDatabaseFrom(template: string | undefined): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const thread = process.env.PGLITE_THREAD === 'own' ? 'own' : 'caller';
    const database = await openDatabase(template ? { image: new Blob([await readFile(template)]), thread } : { thread });
    if (!template) await database.migrate();
    return database;
  }
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQueries(url, [template ? `create database ${name} template ${template}` : `create database ${name}`]);
  const database = await openDatabase({ url: databaseUrl(url, name) });
  if (!template) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQueries(url, [`drop database if exists ${name} with (force)`]);
    },
  };
}

/**
 * Another instance's view of the same database: on PostgreSQL a pool of its own (as a second server would
 * have); PGlite lives inside one process, so there it is the same database.
 */
export async function openSecondInstance(database: Database): Promise<Database> {
  if (!database.url) return { ...database, close: async () => {} };
  return openDatabase({ url: database.url });
}

/**
 * `log` replaces the silent logger, for tests that read what was logged (api/testing/recording-logger.ts);
 * `database` replaces the empty database the app otherwise opens (`openTestDatabase`), and is closed with the app;
 * `storage` replaces the temporary blob folder.
 */
export interface TestOptions {
  log?: Logger;
  database?: Database;
  /** Replaces the temporary local folder (an S3-compatible bucket, say). */
  storage?: BlobStorage;
}

export async function createTestDeps(overrides: Partial<Config> = {}, options: TestOptions = {}) {
  const database = options.database ?? (await openTestDatabase());
  const clock = createClock();
  const blobDir = await mkdtemp(path.join(tmpdir(), 'marketplace-blobs-'));
  const config: Config = { ...loadConfig({}), captchaMaxNumber: 1000, logLevel: 'silent', ...overrides };
  const deps: Deps = {
    config,
    database,
    db: database.db,
    keys: await loadSigningKeys({}),
    log: options.log ?? createLogger(config.logLevel),
    storage: options.storage ?? createLocalBlobStorage(blobDir),
    now: clock.now,
  };
  const close = async () => {
    await database.close();
    await rm(blobDir, { recursive: true, force: true });
  };
  return { deps, clock, close, blobDir };
}

export async function createTestApp(overrides: Partial<Config> = {}, options: TestOptions = {}) {
  const { deps, clock, close, blobDir } = await createTestDeps(overrides, options);
  return { app: createApp(deps), deps, clock, close, blobDir };
}
