import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run test:mutation` runs against each mutant (stryker.config.mjs): the unit tests of the rule
 * modules it mutates, with no database, server or browser, so that a run over every mutant stays within minutes.
 */
export default defineConfig({
  test: {
    include: ['tests/domain/**/*.test.ts', 'tests/access/**/*.test.ts', 'src/domain/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
  },
});
