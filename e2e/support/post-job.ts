/**
 * A company administrator, signed in on /client-profile-job/create-new-job, posts a job through every wizard step: errors on the way, leaving
 * in the middle with typed-but-unsaved text, continuing the draft from the drafts list where they stopped, a
 * document uploaded with its progress bar, the review and Post job. Ends on the posted job's page.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, type Accessibility } from './fixtures.ts';
import { islandsReady } from './islands.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function postJobThroughWizard(page: Page, a11y: Accessibility): Promise<{ projectId: string; title: string }> {
  const title = `Power Query for Controllers ${randomBytes(3).toString('hex')}`;
  const description = 'Two hands-on days of Power Query.\nBring a laptop with Excel.';

  await expect(page).toHaveURL(/\/client-profile-job\/create-new-job$/);
  await a11y.accessible();
  await expect(page.getByRole('heading', { name: 'Drafts' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Continue / }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Start a new job' }).click();

  await expect(page).toHaveURL(/\/client-profile-job\/job-details$/);
  await islandsReady(page);
  await expect(page.getByRole('navigation', { name: 'Job posting steps' }).locator('[aria-current="step"]')).toHaveText(/Job details/);
  await a11y.accessible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Enter a job title.')).toBeVisible();
  await page.getByLabel('Job title').fill(title);
  await page.getByRole('checkbox', { name: 'Trainer', exact: true }).check();
  await page.getByLabel('Start date').fill(inDays(40));
  await page.getByLabel('End date').fill(inDays(42));
  await page.getByRole('radio', { name: 'Virtual' }).check();
  await page.getByLabel('Time zone').selectOption('America/Chicago');
  await a11y.accessible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/client-profile-job\/job-skills\/\d+$/);
  const projectId = page.url().split('/').pop() ?? '';
  await islandsReady(page);
  await a11y.accessible();
  await page.getByLabel('Filter skills').fill('excel');
  await page.getByRole('checkbox', { name: 'Microsoft Excel' }).check();
  await page.getByRole('button', { name: 'Add a language' }).click();
  await page.getByLabel('Language 1').selectOption({ label: 'English' });
  await page.getByLabel('Proficiency 1').selectOption({ label: 'Fluent' });
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/client-profile-job/job-audience/${projectId}$`));
  await islandsReady(page);
  await a11y.accessible();
  await page.getByLabel('Audience size', { exact: true }).fill('30');
  await page.getByRole('checkbox', { name: 'First-level leaders' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/client-profile-job/job-specification/${projectId}$`));
  await islandsReady(page);
  await page.getByLabel('Duration (optional)').fill('Two days');
  await page.getByRole('button', { name: 'Add a training day' }).click();
  await page.getByLabel('Day 1 date').fill(inDays(40));
  await page.getByLabel('Day 1 end time').fill('09:00');
  await a11y.accessible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('The end time must be after the start time.')).toBeVisible();
  await page.getByLabel('Day 1 end time').fill('16:30');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/client-profile-job/job-budget/${projectId}$`));
  await islandsReady(page);
  await a11y.accessible();
  await expect(page.getByRole('radio', { name: 'Per Word' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Daily' }).check();
  await page.getByLabel('Minimum rate (US Dollars)').fill('1200');
  await page.getByLabel('Maximum rate (US Dollars)').fill('900');
  await page.getByRole('radio', { name: 'Less than 30hrs/week' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('The minimum rate cannot be above the maximum rate.')).toBeVisible();
  await page.getByLabel('Minimum rate (US Dollars)').fill('900');
  await page.getByLabel('Maximum rate (US Dollars)').fill('1200.50');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/client-profile-job/job-description/${projectId}$`));
  await islandsReady(page);
  await a11y.accessible();
  await page.getByLabel('Job description').fill(description);

  // Leaving with unsaved text: the browser asks first; the text waits in the tab for the way back.
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.type();
    void dialog.accept();
  });
  await page.getByRole('banner').getByRole('link', { name: / home$/ }).click({ noWaitAfter: true });
  await expect(page).toHaveURL(/\/client-dashboard/);
  expect(asked).toBe('beforeunload');
  await a11y.accessible();

  await page.goto('/client-profile-job/create-new-job');
  await a11y.accessible();
  const draft = page.getByRole('listitem').filter({ hasText: title });
  await expect(draft).toContainText('Continue at Description');
  await draft.getByRole('link', { name: `Continue ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/client-profile-job/job-description/${projectId}$`));
  await islandsReady(page);
  await expect(page.getByText('Your unsaved changes on this step were restored.')).toBeVisible();
  await expect(page.getByLabel('Job description')).toHaveValue(description);
  await a11y.accessible();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
  await page.getByLabel('Job documents').setInputFiles({ name: 'Course Agenda.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('progressbar', { name: 'Uploading Course Agenda.pdf' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Course Agenda.pdf' })).toContainText('Uploaded', { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await a11y.accessible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/client-profile-job/review/${projectId}$`));
  await islandsReady(page);
  await a11y.accessible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Bring a laptop with Excel.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Course Agenda.pdf' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Budget' })).toHaveAttribute('href', `/client-profile-job/job-budget/${projectId}`);
  await page.getByRole('button', { name: 'Post job' }).click();

  await expect(page).toHaveURL(new RegExp(`/client-job/job-entity/1/${projectId}$`));
  await a11y.accessible();
  return { projectId, title };
}
