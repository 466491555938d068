import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Islands are written against React's API and run on Preact (astro.config.mjs): component tests resolve it the same way.
  resolve: {
    alias: [
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  test: {
    include: ['tests/**/*.test.ts', 'api/**/*.test.ts', 'edge/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Builds the migrated and the seeded database each test file copies (api/testing/templates.ts).
    globalSetup: ['api/testing/global-setup.ts'],
    // Packages that import React go through the alias above; component tests choose a DOM per file (@vitest-environment).
    server: { deps: { inline: ['@conform-to/react', '@nanostores/react'] } },
  },
});
