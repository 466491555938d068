import type { Page } from '@playwright/test';

/** Waits until every island of the page is hydrated (Astro drops their `ssr` mark), so their handlers are in place. */
export async function islandsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
}
