import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'api/**/*.test.ts', 'edge/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Builds the migrated and the seeded database each test file copies (api/testing/templates.ts).
    globalSetup: ['api/testing/global-setup.ts'],
  },
});
