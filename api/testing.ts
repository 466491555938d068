/** createTestApp: the API on a fresh database of its own (PGlite in memory, or a new PostgreSQL database when DATABASE_URL is set). */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { loadSigningKeys } from './auth/tokens.ts';
import { createLogger, type Logger } from './log.ts';
import { createLocalBlobStorage } from './storage/local-blob-storage.ts';
import type { Deps } from './deps.ts';

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function createClock(start = Date.now()): TestClock {
  let offset = 0;
  return { now: () => new Date(start + offset + (Date.now() - start)), advance: (ms) => void (offset += ms) };
}

/** A migrated database nobody else uses; closing it drops it. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
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

/** `log` replaces the silent logger, for tests that read what was logged (api/testing/recording-logger.ts). */
export interface TestOptions {
  log?: Logger;
}

export async function createTestDeps(overrides: Partial<Config> = {}, options: TestOptions = {}) {
  const database = await openTestDatabase();
  const clock = createClock();
  const blobDir = await mkdtemp(path.join(tmpdir(), 'marketplace-blobs-'));
  const config: Config = { ...loadConfig({}), captchaMaxNumber: 1000, logLevel: 'silent', ...overrides };
  const deps: Deps = {
    config,
    database,
    db: database.db,
    keys: await loadSigningKeys({}),
    log: options.log ?? createLogger(config.logLevel),
    storage: createLocalBlobStorage(blobDir),
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
