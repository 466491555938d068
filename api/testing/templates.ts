/**
 * The databases a vitest run prepares once (api/testing/global-setup.ts) for its test files to copy: one migrated
 * and empty, one with the demo data seeded, whose files lie in `demoDataDir`. On PGlite they are image files, on
 * PostgreSQL template databases. Outside such a run there are none, and each test file builds its own.
 */
export interface TestTemplates {
  kind: 'pglite' | 'postgres';
  /** PGlite: the path of an image file; PostgreSQL: the name of a database. */
  empty: string;
  demo: string;
  /** The data folder the demo seed wrote its files to (its `blobs` folder). */
  demoDataDir: string;
  /** The day (yyyy-mm-dd, UTC) the demo dates are relative to. */
  demoDay: string;
  /** The run's own folder, removed when the run ends: tests that leave files behind (a server's data folder) use it. */
  folder: string;
}

export const TEMPLATES_ENV = 'MARKETPLACE_TEST_TEMPLATES';

/** The run's templates for the database this process uses, if the run prepared them. */
export function testTemplates(): TestTemplates | null {
  const value = process.env[TEMPLATES_ENV];
  if (!value) return null;
  const templates = JSON.parse(value) as TestTemplates;
  return templates.kind === (process.env.DATABASE_URL ? 'postgres' : 'pglite') ? templates : null;
}
