/**
 * The journeys' axe check on a page whose main thread is busy when the check begins (as pages hydrating on a loaded
 * CI machine are): axe must be in the page before axe.run is sent, however long the page takes to take it.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe.ts';

const busyForTwoSeconds = 'setTimeout(() => { const end = Date.now() + 2000; while (Date.now() < end); }, 0)';

test('axe waits for its evaluation on a busy page before it runs', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><title>Busy</title><main><h1>A busy page</h1></main><script>${busyForTwoSeconds}</script></html>`);
  expect(await axeViolations(page)).toEqual([]);
});
