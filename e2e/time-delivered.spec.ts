/**
 * A daily hire from both sides (the demo's negotiation workshop at $1,100.00/day, two days approved, one disputed):
 * the talent corrects the disputed day, is refused an odd number of days, reports today; the client's administrator
 * approves both, marks the job completed, and the invoice bills the three and a half approved days.
 */
import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';
import { signOut } from './support/sign-out.ts';
import { clientJobTexts } from '#domain/client-job-texts.ts';
import { workReportTexts } from '#domain/work-reports.ts';

const job = 'Negotiation Skills for Carrier Managers';
const talent = 'talent.pool16@demo.example';
const admin = 'client3.admin@demo.example';

test('a talent reports days on a daily hire, the client approves them, completes the job and the invoice bills them', async ({ page, a11y }) => {
  test.setTimeout(150_000);
  await signInAt(page, '/jobcenter/4', talent);
  await a11y.accessible();
  await page.getByRole('link', { name: job }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(job);
  await a11y.accessible();
  await page.getByRole('link', { name: 'Time and days delivered' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Time and days delivered' })).toBeVisible();
  await a11y.accessible();
  const pagePath = new URL(page.url()).pathname + new URL(page.url()).search;
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('$1,100.00/day');
  await expect(summary).toContainText('2 days: $2,200.00');

  // The disputed day says why, and its correction form is open.
  const disputed = page.getByRole('listitem').filter({ hasText: 'Disputed' });
  await expect(disputed).toContainText('The coaching ended at noon: please report half a day.');
  await disputed.getByLabel('Days').fill('0.5');
  await disputed.getByRole('button', { name: 'Send the correction' }).click();
  await expect(page.getByRole('status').filter({ hasText: workReportTexts.corrected })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Disputed' })).toHaveCount(0);

  // Today: an odd number of days is refused with what was typed kept, then one day is sent.
  const report = page.getByRole('region', { name: 'Report days delivered' });
  const today = new Date().toISOString().slice(0, 10);
  await report.getByLabel('Date').fill(today);
  await report.getByLabel('Days').fill('0.75');
  await report.getByLabel('Note (optional)').fill('Closing session and action plans.');
  await report.getByRole('button', { name: 'Send for approval' }).click();
  await expect(report.getByRole('alert').filter({ hasText: workReportTexts.daysRule })).toBeVisible();
  await expect(report.getByLabel('Note (optional)')).toHaveValue('Closing session and action plans.');
  await a11y.accessible();
  await report.getByLabel('Days').fill('1');
  await report.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByRole('status').filter({ hasText: workReportTexts.reported })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Awaiting approval' })).toHaveCount(2);
  await signOut(page);
  await a11y.accessible();

  // The client's administrator approves both and completes the job.
  await signInAt(page, pagePath, admin);
  await a11y.accessible();
  await expect(page.getByRole('region', { name: 'Report days delivered' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Approve 0.5 days' }).click();
  await expect(page.getByRole('status').filter({ hasText: workReportTexts.approved })).toBeVisible();
  await page.getByRole('button', { name: 'Approve 1 day' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Awaiting approval' })).toHaveCount(0);
  await expect(summary).toContainText('3.5 days: $3,850.00');
  await expect(summary).toContainText(/Billed when the job is completed\s*\$3,850\.00/);

  await page.getByRole('link', { name: '← Back to the job' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(job);
  await a11y.accessible();
  await page.getByRole('button', { name: 'Mark job completed' }).click();
  await page.getByRole('dialog', { name: 'Mark this job completed?' }).getByRole('button', { name: 'Yes, mark completed' }).click();
  await expect(page.getByRole('status').filter({ hasText: clientJobTexts.jobCompleted })).toBeVisible();

  await page.goto('/client-payment');
  await a11y.accessible();
  const row = page.getByRole('row').filter({ hasText: job });
  await expect(row).toContainText('$3,850.00');
  await row.getByRole('link', { name: /^INV-/ }).click();
  await a11y.accessible();
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('3.5 days at $1,100.00/day');
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('$3,850.00');
});
