/** npm run screenshots: the journeys' set-up (built product, fresh demo data, Chromium) running scripts/screenshots. */
import { defineConfig } from '@playwright/test';
import journeys from './playwright.config.ts';

export default defineConfig({ ...journeys, testDir: 'scripts/screenshots', reporter: 'list', timeout: 300_000 });
