import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One worker per core (vitest would leave one core to itself), and one more on PostgreSQL, where the workers spend
 * much of their time waiting for the database server.
 */
const maxWorkers = availableParallelism() + (process.env.DATABASE_URL ? 1 : 0);

/**
 * Test files that get a fresh process each: they start database threads, event streams or whole servers that live
 * in module state (api/live, api/db, a server's shutdown), or replace the globals: with a DOM (component tests), with
 * the HTTP server's Response before the edge loads (written pages).
 */
const ownProcess = ['api/live/**/*.test.ts', 'api/db/**/*.test.ts', 'edge/shutdown.test.ts', 'edge/written-pages.test.ts', 'src/**/*.test.tsx'];

// Each project states all its options: an inline project that extends the root appends to the root's file lists.
const project = (test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration => ({
  extends: false,
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers,
    // Builds the migrated and the seeded database each test file copies (api/testing/templates.ts); run once for both projects.
    globalSetup: ['api/testing/global-setup.ts'],
    // Component tests choose a DOM per file (@vitest-environment).
    ...test,
  },
});

export default defineConfig({
  test: {
    projects: [
      // The other files share their worker processes one after another (each still gets its own database), which
      // spares loading the server's modules again for every file.
      project({
        name: 'shared',
        include: ['tests/**/*.test.ts', 'api/**/*.test.ts', 'edge/**/*.test.ts', 'src/**/*.test.ts', 'domain/**/*.test.ts', 'kernel/**/*.test.ts'],
        exclude: ownProcess,
        isolate: false,
      }),
      project({ name: 'own-process', include: ownProcess }),
    ],
  },
});
