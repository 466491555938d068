/**
 * A client opens a submission, asks for Match Logic and watches it being typed out, removes a favorite after
 * confirming and adds it back, looks at the talent's jobs with the company, and finds them in My Talent; a
 * recruiter with the shared link reads the same proposal without any action.
 */
import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { islandsReady } from './support/islands.ts';
import { signOut } from './support/sign-out.ts';
import { signInAt } from './account-helpers.ts';

const safety = 'Train-the-Trainer and Course Design for Plant Safety';

test('a client reviews a proposal with Match Logic, favorites and the talent’s jobs; a recruiter reads the shared link', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/client-job/jobstatussection/1', 'client.admin@demo.example');
  await a11y.accessible();
  await page.getByRole('link', { name: new RegExp(`- ${safety}$`) }).click();
  await islandsReady(page);
  await a11y.accessible();
  await page.getByRole('link', { name: 'Daniel Okafor', exact: true }).click();
  await expect(page).toHaveURL(/\/client-job\/job-entity\/1\/\d+\?proposal=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Daniel Okafor' })).toBeVisible();
  await islandsReady(page);
  await a11y.accessible();
  for (const section of ['Proposal Details', 'Why Daniel', 'Pricing', 'Project Examples', 'Supporting Documents', 'Match Logic']) {
    await expect(page.getByRole('heading', { level: 3, name: section })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Download Resume' })).toHaveAttribute('href', /^\/api\/Project\/DownloadResume\?proposalId=\d+$/);

  // Match Logic: the answer is held until "Analyzing…" has been seen, then the text grows until it is complete.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/Project/MatchLogic**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Match Logic' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Analyzing…' })).toBeVisible();
  release();
  const explanation = page.locator('.match-logic-text');
  await expect(explanation).toHaveAttribute('aria-busy', 'true');
  const partial = (await explanation.textContent()) ?? '';
  await expect(explanation).toHaveAttribute('data-complete', 'true', { timeout: 30_000 });
  const complete = (await explanation.textContent()) ?? '';
  expect(complete.length).toBeGreaterThan(partial.length);
  expect(complete).toContain(`How Daniel Okafor matches "${safety}"`);
  expect(complete).toContain('The proposed rate is');
  await a11y.accessible();

  // Favorite: removing asks first; cancelling keeps it; adding back is immediate.
  const favorite = page.getByRole('button', { name: 'Favorite', exact: true });
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await favorite.click();
  const confirm = page.getByRole('dialog', { name: 'Remove from favorites' });
  await expect(confirm).toContainText('Remove Daniel Okafor from your company’s favorites?');
  await a11y.accessible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await favorite.click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').getByText('Daniel Okafor was removed from your favorites.')).toBeVisible();
  const add = page.getByRole('button', { name: 'Add to Favorites' });
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  await add.click();
  await expect(page.getByRole('status').getByText('Daniel Okafor was added to your favorites.')).toBeVisible();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Jobs of Daniel Okafor' }).click();
  const jobs = page.getByRole('dialog', { name: 'Jobs of Daniel Okafor' });
  await expect(jobs).toContainText('Northwind Learning Group');
  await a11y.accessible();
  await jobs.getByRole('button', { name: 'Close' }).click();
  await expect(jobs).toBeHidden();

  await page.goto('/preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Preview submissions' })).toBeVisible();
  await a11y.accessible();
  await page.getByRole('listitem').filter({ hasText: safety }).getByRole('link', { name: 'Daniel Okafor' }).click();
  await expect(page).toHaveURL(/\/preview\?p=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Daniel Okafor' })).toBeVisible();
  await islandsReady(page);
  await a11y.accessible();
  const share = await page.getByRole('link', { name: 'Read-only link to share' }).getAttribute('href');
  expect(share).toMatch(/^\/preview\?p=\d+&hash=[\w.-]+$/);

  // My Talent: a favorite who was also hired stays listed as hired after removal.
  await page.goto('/talents');
  await islandsReady(page);
  await a11y.accessible();
  await expect(page.getByRole('link', { name: 'Daniel Okafor', exact: true })).toHaveAttribute('href', /^\/candidate\?projectId=\d+&instrId=\d+$/);
  await page.getByRole('button', { name: 'Remove Sofia Martinez from favorites' }).click();
  await page.getByRole('dialog', { name: 'Remove from favorites' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').getByText('Sofia Martinez was removed from your favorites.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Sofia Martinez from favorites' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sofia Martinez' })).toBeVisible();

  await signOut(page);
  await a11y.accessible();
  await page.goto(share ?? '/preview');
  await expect(page.getByRole('heading', { level: 2, name: 'Daniel Okafor' })).toBeVisible();
  await a11y.accessible();
  await expect(page.getByRole('link', { name: 'Download Resume' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Match Logic' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: 'Supporting Documents' })).toBeVisible();
});
