/**
 * The journeys' axe check on a page whose main thread is busy when the check begins (as pages hydrating on a loaded
 * CI machine are): axe must be in the page before axe.run is sent, however long the page takes to take it. And a page
 * found clean and then changed, or shown in the dark colour scheme, is checked again, not taken for the page it was.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe.ts';

const busyForTwoSeconds = 'setTimeout(() => { const end = Date.now() + 2000; while (Date.now() < end); }, 0)';

test('axe waits for its evaluation on a busy page before it runs', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><title>Busy</title><main><h1>A busy page</h1></main><script>${busyForTwoSeconds}</script></html>`);
  expect(await axeViolations(page)).toEqual([]);
});

test('a page checked clean is checked again once anything axe reads has changed', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><title>Changing</title><main><h1>A page</h1><input id="name" aria-label="Name"></main></html>');
  expect(await axeViolations(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<img src="data:,">'));
  expect((await axeViolations(page)).map((v) => v.id)).toEqual(['image-alt']);

  await page.evaluate(() => document.querySelector('img')?.setAttribute('alt', ''));
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => document.querySelector('input')?.removeAttribute('aria-label'));
  expect((await axeViolations(page)).map((v) => v.id)).toEqual(['label']);
});

test('the same page in dark mode is checked again', async ({ page }) => {
  const html = '<!doctype html><html lang="en"><title>Schemes</title><style>@media (prefers-color-scheme: dark) { p { color: #222; background: #000 } }</style><main><h1>Schemes</h1><p>Low contrast in the dark.</p></main></html>';
  await page.setContent(html);
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect((await axeViolations(page)).map((v) => v.id)).toEqual(['color-contrast']);
});
