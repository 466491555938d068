/**
 * My Tasks (/calendar-view): a hired talent finds their training days on the month, week, day and list views,
 * moves through months by keyboard, subscribes a calendar app to the feed link and replaces the link; an agency
 * member's page is called Tasks.
 */
import { expect, test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';

const teams = 'Microsoft Teams Adoption for Clinical Staff';

test('a talent follows their training days through every view and subscribes a calendar app', async ({ page, a11y }) => {
  await signInAt(page, '/calendar-view', 'talent.good@demo.example');
  await expect(page.getByRole('heading', { level: 1, name: 'My Tasks' })).toBeVisible();
  await a11y.accessible();
  const month = page.getByRole('table');
  await expect(month.getByRole('link', { name: new RegExp(teams) }).first()).toBeVisible();
  const title = await page.locator('#calendar-title').textContent();

  const next = page.getByRole('navigation', { name: 'Dates' }).getByRole('link', { name: /Next/ });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#calendar-title')).not.toHaveText(title ?? '');
  await page.getByRole('navigation', { name: 'Dates' }).getByRole('link', { name: /Previous/ }).press('Enter');
  await expect(page.locator('#calendar-title')).toHaveText(title ?? '');

  const views = page.getByRole('navigation', { name: 'Calendar view' });
  await views.getByRole('link', { name: 'List' }).click();
  await expect(views.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
  const firstDay = page.getByRole('link', { name: new RegExp(teams) }).first();
  await expect(firstDay).toBeVisible();
  await a11y.accessible();

  await views.getByRole('link', { name: 'Week' }).click();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(7);
  await views.getByRole('link', { name: 'Day' }).click();
  await expect(page).toHaveURL(/view=day/);
  await expect(page.getByRole('link', { name: '← Back to the dashboard' })).toHaveCount(0);
  await a11y.accessible();

  const feed = page.getByLabel('Link for calendar apps');
  const link = await feed.inputValue();
  const calendar = await page.request.get(link);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await calendar.text()).toContain(`SUMMARY:${teams}`);

  await page.getByRole('button', { name: 'Make a new link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A new calendar link is ready.' })).toHaveText('A new calendar link is ready. The earlier link no longer works.');
  await expect(feed).not.toHaveValue(link);
  expect((await page.request.get(link)).status()).toBe(404);
  expect((await page.request.get(await feed.inputValue())).status()).toBe(200);
});

test('an agency member’s calendar is called Tasks', async ({ page, a11y }) => {
  await signInAt(page, '/calendar-view?view=list', 'agency.member@demo.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await a11y.accessible();
});
