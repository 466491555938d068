/**
 * Browser journeys in Debian's Chromium against the built product (scripts/start.mjs) on a free loopback port,
 * with a fresh data folder so the demo data is seeded from scratch on every run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { freePort } from './bench/free-port.ts';

// The runner's worker processes load this file again; the environment carries the first choice to them.
process.env.E2E_PORT ??= String(await freePort());
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // Only the runner that made the folder removes it, after it has stopped the web server.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // scripts/e2e.mjs runs shards side by side, each with its own report and output folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // In CI a journey that fails is run once more and, if it then passes, named as passed on its retry in the totals.
  retries: process.env.CI ? 1 : 0,
  // Two shards, each with its browser and server, share the two cores of CI: a long journey needs the headroom.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: origin,
    trace: 'off',
    screenshot: 'off',
    video: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${origin}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_ORIGIN: origin,
      CAPTCHA_MAX_NUMBER: '2000',
      // A classic view is configured, so the journeys see My Jobs ask before opening it in a new tab.
      LEGACY_JOBS_URL: `${origin}/jobcenter/4`,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      DATABASE_URL: '',
      API_URL: '',
      SMTP_URL: '',
    },
  },
});
