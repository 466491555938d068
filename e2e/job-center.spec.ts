/**
 * The talent job center: search by keyword with filters (a plain GET form), open a job, save it with
 * the bookmark, find it under Saved Jobs, and remove it only after the "Remove Saved Job" confirmation.
 */
import { expect, test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';
import { islandsReady } from './support/islands.ts';
import { jobCenterTexts } from '#domain/job-center.ts';
import { messages } from '#domain/messages.ts';

const title = 'Articulate Storyline Onboarding Course Build';

test('talent searches, filters, opens a job, saves it, finds it in saved jobs and unsaves it after confirming', async ({ page, a11y }) => {
  await signInAt(page, '/jobcenter/6', 'talent.good@demo.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Job center' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search Jobs' })).toHaveAttribute('aria-current', 'page');
  await a11y.accessible();

  const search = page.getByRole('search', { name: 'Search jobs' });
  await search.getByLabel('Keyword').fill('storyline');
  await search.getByLabel('Rate type').selectOption('Hourly');
  await search.getByLabel('Location type').selectOption('Remote');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/keyword=storyline/);
  await expect(page).toHaveURL(/rateType=Hourly/);
  await expect(search.getByLabel('Keyword')).toHaveValue('storyline');
  const result = page.getByRole('link', { name: new RegExp(`^\\d+ - ${title}$`) });
  await expect(result).toBeVisible();
  await a11y.accessible();

  await search.getByLabel('Location type').selectOption('Onsite');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(jobCenterTexts.emptySearch)).toBeVisible();
  await page.goBack();

  await result.click();
  await expect(page).toHaveURL(/\/view-job-details\/\d+$/);
  await islandsReady(page);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^\\d+ - ${title}$`) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Submit Proposal' })).toHaveAttribute('href', /\/job\/submit-proposal\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'TTA Team and Company Contacts' })).toBeVisible();
  await a11y.accessible();

  const save = page.getByRole('button', { name: 'Save job' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(page.getByText(jobCenterTexts.saved)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await a11y.accessible();

  await page.getByRole('link', { name: 'Back to Search Jobs' }).click();
  await page.getByRole('link', { name: 'Saved Jobs' }).click();
  await expect(page).toHaveURL(/\/jobcenter\/2$/);
  const saved = page.getByRole('link', { name: new RegExp(`^\\d+ - ${title}$`) });
  await expect(saved).toBeVisible();
  await a11y.accessible();

  await saved.click();
  await expect(page).toHaveURL(/\/view-saved-job-details\/\d+$/);
  await islandsReady(page);
  await page.getByRole('button', { name: 'Saved' }).click();
  const dialog = page.getByRole('dialog', { name: jobCenterTexts.removeSavedTitle });
  await expect(dialog).toBeVisible();
  await a11y.accessible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Saved' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(jobCenterTexts.removed)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('link', { name: 'Back to Saved Jobs' }).click();
  await expect(page.getByRole('link', { name: new RegExp(`^\\d+ - ${title}$`) })).toHaveCount(0);
  await a11y.accessible();
});

test('a job the talent may not see shows Job Not Found', async ({ page, a11y }) => {
  await signInAt(page, '/view-job-details/999999', 'talent.good@demo.example');
  await expect(page.getByRole('heading', { level: 1, name: messages.job.notFound })).toBeVisible();
  await a11y.accessible();
  await page.getByRole('link', { name: 'Job Center' }).first().click();
  await expect(page).toHaveURL(/\/jobcenter\/6$/);
  await expect(page.getByRole('link', { name: /^\d+ - / }).first()).toBeVisible();
  await a11y.accessible();
});
