/**
 * Vitest global setup: builds the run's test templates (api/testing/templates.ts) once, through the real migrations
 * and demo seed, so that each test file copies a database instead of creating, migrating and seeding its own.
 * Teardown removes them, and the run's folder with what tests left in it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { isoDate, startOfDay } from '../seed/random.ts';
import { adminQueries, databaseUrl } from './postgres-admin.ts';
import { TEMPLATES_ENV, type TestTemplates } from './templates.ts';

export default async function setup(): Promise<() => Promise<void>> {
  // Each test project runs the global setup; the first one builds the templates for all.
  if (process.env[TEMPLATES_ENV]) return async () => {};
  const url = process.env.DATABASE_URL;
  const folder = await mkdtemp(path.join(tmpdir(), 'marketplace-test-templates-'));
  const demoDataDir = path.join(folder, 'demo-data');
  const now = new Date();
  const seed = (database: Database) => seedIfEmpty({ db: database.db, dataDir: demoDataDir, now: () => now });
  const common = { demoDataDir, demoDay: isoDate(startOfDay(now)), folder };
  let templates: TestTemplates;
  let removeDatabases = async () => {};
  if (url) {
    const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
    templates = { kind: 'postgres', empty: `test_template_empty_${suffix}`, demo: `test_template_demo_${suffix}`, ...common };
    const names = [templates.empty, templates.demo];
    removeDatabases = () => adminQueries(url, names.map((name) => `drop database if exists ${name} with (force)`));
    try {
      await adminQueries(url, [`create database ${templates.empty}`]);
      await withDatabase(databaseUrl(url, templates.empty), (database) => database.migrate());
      await adminQueries(url, [`create database ${templates.demo} template ${templates.empty}`]);
      await withDatabase(databaseUrl(url, templates.demo), seed);
    } catch (error) {
      await removeDatabases();
      throw error;
    }
  } else {
    templates = { kind: 'pglite', empty: path.join(folder, 'empty.tar'), demo: path.join(folder, 'demo.tar'), ...common };
    const { empty, demo } = templates;
    await withDatabase(undefined, async (database) => {
      await database.migrate();
      await writeFile(empty, await image(database));
      await seed(database);
      await writeFile(demo, await image(database));
    }).catch(async (error: unknown) => {
      await rm(folder, { recursive: true, force: true });
      throw error;
    });
  }
  process.env[TEMPLATES_ENV] = JSON.stringify(templates);
  return async () => {
    delete process.env[TEMPLATES_ENV];
    await removeDatabases();
    await rm(folder, { recursive: true, force: true });
  };
}

async function image(database: Database): Promise<Uint8Array> {
  if (!database.dumpImage) throw new Error('Only a PGlite database has an image');
  return new Uint8Array(await (await database.dumpImage()).arrayBuffer());
}

async function withDatabase(url: string | undefined, use: (database: Database) => Promise<unknown>): Promise<void> {
  const database = await openDatabase({ url });
  try {
    await use(database);
  } finally {
    await database.close();
  }
}
