/**
 * Dashboards with data (issue 14): each count on a dashboard matches the list it links to, lists that show only
 * part of what they hold link to all of it, and the talent sees what is coming up and their profile's next step.
 */
import { expect, test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';

const countIn = async (text: Promise<string | null>) => Number(/\d+/.exec((await text) ?? '')?.[0] ?? NaN);

test('a talent’s dashboard counts what the job center lists and shows what is coming up', async ({ page, a11y }) => {
  await signInAt(page, '/user/dashboard', 'talent.good@demo.example');
  await a11y.accessible();
  // Maya's profile is Good (docs/demo-accounts.md): the card names the level and what Better still needs, each step a link.
  const progress = page.getByRole('region', { name: 'Profile status: Good' });
  await expect(progress.getByText('To reach Better, complete these steps:')).toBeVisible();
  await expect(progress.getByRole('listitem').first().getByRole('link')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Coming up' }).getByRole('link', { name: /Microsoft Teams Adoption for Clinical Staff/ }).first()).toBeVisible();

  const tiles = page.getByRole('list', { name: 'At a glance' });
  // The tiles keep the page's spacing below the greeting instead of sitting against its last line.
  const [signedInAs, tilesBox] = await Promise.all([page.getByText(/^Signed in as /).boundingBox(), tiles.boundingBox()]);
  expect((tilesBox?.y ?? 0) - ((signedInAs?.y ?? 0) + (signedInAs?.height ?? 0))).toBeGreaterThanOrEqual(12);
  for (const [label, path] of [
    ['Proposals submitted', '/jobcenter/3'],
    ['Saved jobs', '/jobcenter/2'],
  ] as const) {
    const tile = tiles.getByRole('link', { name: new RegExp(`^\\d+\\s+${label}$`) });
    const count = await countIn(tile.textContent());
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('.job-list > li')).toHaveCount(count);
    await a11y.accessible();
    await page.goBack();
  }
});

test('a client’s dashboard links from a partial list to all of it, with the same counts', async ({ page, a11y }) => {
  await signInAt(page, '/client-dashboard', 'client.admin@demo.example');
  await a11y.accessible();
  const waiting = page.getByRole('region', { name: 'New proposals' });
  const total = await countIn(waiting.getByText(/proposals? (is|are) waiting for your answer\./).textContent());
  await expect(waiting.getByRole('link', { name: /^View profile/ })).toHaveCount(Math.min(total, 5));
  await waiting.getByRole('link', { name: `View all ${total} new proposals →` }).click();
  await expect(page).toHaveURL(/\/client-dashboard\/2$/);
  await expect(page.getByRole('region', { name: 'New proposals' }).getByRole('link', { name: /^View profile/ })).toHaveCount(total);
  await a11y.accessible();

  await page.getByRole('link', { name: '← Back to the dashboard' }).click();
  const jobs = page.getByRole('region', { name: 'Your jobs' });
  const open = await countIn(jobs.getByRole('link', { name: /^\d+ Open$/ }).textContent());
  await jobs.getByRole('link', { name: `View all ${open} open jobs →` }).click();
  await expect(page).toHaveURL(/\/client-job\/jobstatussection\/1$/);
  await expect(page.locator('article.client-job')).toHaveCount(open);
  await a11y.accessible();
});
