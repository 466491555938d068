/**
 * The proposal form: a talent without an ICA is refused with the spec's toast, signs the
 * ICA and submits with two files (a progress bar each), finds the proposal under /jobcenter/3 and edits it; an
 * agency member proposes one of the agency's talent; wrong files and a zero rate are refused in the form.
 */
import type { Page } from '@playwright/test';
import { expect, test, type Accessibility } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';
import { islandsReady } from './support/islands.ts';
import { messages } from '#domain/messages.ts';

const pdf = (name: string, size = 4 * 1024) => {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.4\n', 0, 'latin1');
  return { name, mimeType: 'application/pdf', buffer };
};
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512 * 1024, 7)]),
});

/** Signs in at the job center search for `keyword`, opens the job and its proposal form. */
async function openProposalForm(page: Page, a11y: Accessibility, email: string, keyword: string, title: string): Promise<string> {
  await signInAt(page, `/jobcenter/6?keyword=${encodeURIComponent(keyword)}`, email);
  await a11y.accessible();
  await page.getByRole('link', { name: new RegExp(`^\\d+ - ${title}$`) }).click();
  await expect(page).toHaveURL(/\/view-job-details\/\d+$/);
  await a11y.accessible();
  await page.getByRole('link', { name: 'Submit Proposal' }).click();
  await expect(page).toHaveURL(/\/job\/submit-proposal\/\d+$/);
  await islandsReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Proposal' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^\\d+ - ${title}$`) })).toBeVisible();
  await a11y.accessible();
  return new URL(page.url()).pathname;
}

const form = (page: Page) => page.getByRole('form', { name: /^(Your Proposal|Edit Proposal)$/ });

test('a talent without an ICA is refused, signs it, submits with two files and edits the proposal', async ({ page, a11y }) => {
  const title = 'Articulate Storyline Onboarding Course Build';
  const formPath = await openProposalForm(page, a11y, 'talent.noica@demo.example', 'storyline', title);
  const pitch = 'I have built Storyline onboarding courses for three retailers.';
  await form(page).getByLabel('Description').fill(pitch);
  await expect(page.getByText(`${pitch.length}/500`)).toBeVisible();
  await form(page).getByLabel('Rate (US Dollars)').fill('85.50');
  await form(page).getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.proposal.icaRequired })).toBeVisible();
  await a11y.accessible();

  await page.goto(`/sign-document?docType=ICA&returnTo=${encodeURIComponent(formPath)}`);
  await a11y.accessible();
  const sign = page.getByRole('form', { name: 'Sign Independent Contractor Agreement' });
  await sign.getByLabel('Type your full name').fill('Priya Raman');
  await sign.getByRole('checkbox', { name: /I have read/ }).check();
  await sign.getByRole('button', { name: 'Sign' }).click();
  await expect(page).toHaveURL(new RegExp(`${formPath}`));
  await islandsReady(page);
  await expect(form(page).getByLabel('Description')).toHaveValue(pitch);
  await a11y.accessible();

  await form(page).getByLabel('Add supporting documents').setInputFiles([pdf('Course plan.pdf', 1024 * 1024), png('Storyboard.png')]);
  await expect(page.getByRole('listitem').filter({ hasText: 'Course plan.pdf' })).toContainText('Ready to upload');
  await expect(page.getByRole('listitem').filter({ hasText: 'Storyboard.png' })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
  await form(page).getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(page.getByRole('progressbar', { name: 'Uploading Course plan.pdf' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading Storyboard.png' })).toBeVisible();
  const submitted = page.getByRole('dialog', { name: messages.job.submitted });
  await expect(submitted).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await a11y.accessible();
  await submitted.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/jobcenter\/3$/);
  await expect(page.getByRole('link', { name: new RegExp(`^\\d+ - ${title}$`) })).toBeVisible();
  await a11y.accessible();

  await page.goto(formPath.replace('submit-proposal', 'edit-proposal'));
  await islandsReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Proposal' })).toBeVisible();
  await expect(form(page).getByLabel('Rate (US Dollars)')).toHaveValue('85.50');
  await expect(page.getByRole('listitem').filter({ hasText: 'Course plan.pdf' })).toContainText('Uploaded');
  await a11y.accessible();
  await form(page).getByLabel('Rate (US Dollars)').fill('90');
  await page.getByRole('button', { name: 'Remove Storyboard.png' }).click();
  await form(page).getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(page.getByRole('dialog', { name: messages.job.submitted })).toBeVisible();
  await a11y.accessible();

  await page.goto(formPath.replace('submit-proposal', 'edit-proposal'));
  await islandsReady(page);
  await expect(form(page).getByLabel('Rate (US Dollars)')).toHaveValue('90.00');
  await expect(page.getByRole('listitem').filter({ hasText: 'Storyboard.png' })).toHaveCount(0);
  await a11y.accessible();
});

test('an agency member proposes one of the agency talent with a portfolio pick', async ({ page, a11y }) => {
  await openProposalForm(page, a11y, 'agency.member@demo.example', 'plant safety', 'Train-the-Trainer and Course Design for Plant Safety');
  await form(page).getByLabel('Description').fill('Our trainer ran plant safety programmes for two manufacturers.');
  await form(page).getByLabel('Rate (US Dollars)').fill('700');
  await form(page).getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(page.getByText(messages.proposal.selectTalent).first()).toBeVisible();
  await a11y.accessible();

  await form(page).getByLabel('Talent').selectOption({ label: 'Hannah Brooks' });
  await form(page).getByRole('button', { name: 'Add from portfolio' }).click();
  const picker = page.getByRole('dialog', { name: 'Add from portfolio' });
  await expect(picker.getByRole('checkbox')).toHaveCount(5);
  await a11y.accessible();
  await picker.getByRole('button', { name: 'Add' }).click();
  await expect(picker.getByText(messages.proposal.selectPortfolio)).toBeVisible();
  await picker.getByLabel('Search portfolio').fill('l');
  await expect(picker.getByRole('checkbox').first()).toHaveAccessibleName(/^Leading Through Change/);
  await picker.getByLabel('Search portfolio').fill('zzz');
  await expect(picker.getByText(messages.proposal.noPortfolio)).toBeVisible();
  await picker.getByLabel('Search portfolio').fill('workshop');
  await picker.getByRole('checkbox', { name: /^Workshop highlights/ }).check();
  await picker.getByRole('button', { name: 'Add' }).click();
  await expect(form(page).getByRole('list', { name: 'Project Examples' })).toContainText('Workshop highlights');
  await form(page).getByRole('button', { name: 'Submit Proposal' }).click();
  const submitted = page.getByRole('dialog', { name: messages.job.submitted });
  await expect(submitted).toBeVisible();
  await a11y.accessible();
  await submitted.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/jobcenter\/3$/);
  await a11y.accessible();
});

test('oversize and wrong-type files, a sixth file, a zero rate and no description are refused in the form', async ({ page, a11y }) => {
  await openProposalForm(page, a11y, 'talent.good@demo.example', 'negotiation', 'Negotiation Skills for Carrier Managers');
  const files = form(page).getByLabel('Add supporting documents');
  await files.setInputFiles([pdf('Huge.pdf', 21 * 1024 * 1024)]);
  await expect(page.getByRole('listitem').filter({ hasText: 'Huge.pdf' })).toContainText(messages.proposal.fileTooLarge);
  await files.setInputFiles([{ name: 'setup.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256)]) }]);
  await expect(page.getByRole('listitem').filter({ hasText: 'setup.pdf' })).toContainText(messages.proposal.fileTypeNotAllowed);
  await files.setInputFiles([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
  await expect(page.getByText(messages.proposal.maxDocuments)).toBeVisible();
  await a11y.accessible();

  await form(page).getByLabel('Rate (US Dollars)').fill('0');
  await form(page).getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(page.getByText(messages.proposal.descriptionRequired)).toBeVisible();
  await expect(page.getByText(messages.proposal.rateAboveZero)).toBeVisible();
  await form(page).getByLabel('Description').fill('Negotiation workshops for logistics managers.');
  await form(page).getByLabel('Rate (US Dollars)').fill('120');
  await form(page).getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(form(page).getByRole('alert').filter({ hasText: messages.proposal.fileTooLarge }).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: messages.job.submitted })).toBeHidden();
  await a11y.accessible();
});

test('a company administrator finds job, proposal and agreement files and downloads them as attachments', async ({ page, a11y }) => {
  await signInAt(page, '/documents/1', 'client.admin@demo.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Job Documents' })).toHaveAttribute('aria-current', 'page');
  const row = page.getByRole('row').filter({ hasText: 'Power BI Dashboards for Finance Analysts' }).first();
  await expect(row).toBeVisible();
  await a11y.accessible();
  const href = (await row.getByRole('link').first().getAttribute('href')) ?? '';
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  const projectId = /(\d+) - Power BI/.exec((await row.textContent()) ?? '')?.[1];

  await page.getByRole('link', { name: 'Proposal Documents' }).click();
  await expect(page).toHaveURL(/\/documents\/2$/);
  await expect(page.getByRole('columnheader', { name: 'Talent' })).toBeVisible();
  await a11y.accessible();
  await page.getByRole('link', { name: 'Signed Agreements' }).click();
  await expect(page).toHaveURL(/\/documents\/3$/);
  await expect(page.getByRole('link', { name: 'Mutual Non-Disclosure Agreement' })).toBeVisible();
  await a11y.accessible();

  await page.goto(`/project/files/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Files: ${projectId} - Power BI Dashboards for Finance Analysts` })).toBeVisible();
  await a11y.accessible();
});
