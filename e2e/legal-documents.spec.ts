/** Legal documents: a talent signs the ICA and opens the PDF, a company administrator signs the NDA, a hired talent signs a work order. */
import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';
import { legalTexts } from '#domain/legal.ts';
import { formatDate } from '#domain/format.ts';

const today = () => formatDate(new Date().toISOString());

// A generated pool talent without an ICA (every fifth one), so that talent.noica stays unsigned for the proposal journey.
const unsignedTalent = { email: 'talent.pool05@demo.example', fullName: 'Moriah Cummerata' };

test('a talent without an ICA signs it, sees it signed today and opens the signed PDF', async ({ page, a11y }) => {
  await signInAt(page, '/settings/legal-documents', unsignedTalent.email);
  await a11y.accessible();
  const row = page.getByRole('row').filter({ hasText: 'Independent Contractor Agreement' });
  await expect(row).toContainText('Not signed');
  await row.getByRole('link', { name: 'Sign Independent Contractor Agreement' }).click();
  await expect(page).toHaveURL(/\/sign-document\?docType=ICA$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Independent Contractor Agreement' })).toBeVisible();
  await a11y.accessible();

  const form = page.getByRole('form', { name: 'Sign Independent Contractor Agreement' });
  await form.getByLabel('Type your full name').fill('Maya Chen');
  await form.getByRole('checkbox', { name: /I have read Independent Contractor Agreement/ }).check();
  await form.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText(legalTexts.nameMismatch(unsignedTalent.fullName))).toBeVisible();
  await expect(form.getByLabel('Type your full name')).toHaveValue('Maya Chen');
  await expect(form.getByLabel('Type your full name')).toHaveAttribute('aria-invalid', 'true');
  await a11y.accessible();

  await form.getByLabel('Type your full name').fill(unsignedTalent.fullName);
  await form.getByRole('checkbox', { name: /I have read/ }).check();
  await form.getByRole('button', { name: 'Sign' }).click();
  await expect(page).toHaveURL(/\/settings\/legal-documents\?signed=ICA$/);
  await expect(page.getByRole('status').filter({ hasText: legalTexts.signed('Independent Contractor Agreement') })).toBeVisible();
  const signedRow = page.getByRole('row').filter({ hasText: 'Independent Contractor Agreement' });
  await expect(signedRow).toContainText('Signed');
  await expect(signedRow).toContainText(today());
  await a11y.accessible();

  await signedRow.getByRole('link', { name: 'View signed Independent Contractor Agreement' }).click();
  await expect(page).toHaveURL(/\/view-document\?docType=ICA&signedDate=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('main')).toContainText(`Signed on ${today()}`);
  await a11y.accessible();
  const href = await page.getByRole('link', { name: /Open the signed document \(PDF\)/ }).getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a company administrator without agreements signs the NDA and sees it on the company agreements', async ({ page, a11y }) => {
  await signInAt(page, '/sign-nda', 'client3.admin@demo.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Mutual Non-Disclosure Agreement' })).toBeVisible();
  await a11y.accessible();
  const form = page.getByRole('form', { name: 'Sign Mutual Non-Disclosure Agreement' });
  await form.getByLabel('Type your full name').fill('benjamin  scott');
  await form.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText(legalTexts.consentRequired)).toBeVisible();
  await expect(form.getByLabel('Type your full name')).toHaveValue('benjamin  scott');
  await a11y.accessible();
  await form.getByRole('checkbox', { name: /I have read/ }).check();
  await form.getByRole('button', { name: 'Sign' }).click();
  await expect(page).toHaveURL(/\/client\/legal-docs\?signed=NDA$/);
  await expect(page.getByRole('status').filter({ hasText: legalTexts.signed('Mutual Non-Disclosure Agreement') })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Mutual Non-Disclosure Agreement' });
  await expect(row).toContainText('Signed');
  await expect(row).toContainText(today());
  await expect(page.getByRole('row').filter({ hasText: 'Master Services Agreement' })).toContainText('Not signed');
  await a11y.accessible();
});

test('a hired talent signs the work order issued to them', async ({ page, a11y }) => {
  await signInAt(page, '/settings/legal-documents', 'talent.good@demo.example');
  await a11y.accessible();
  const row = page.getByRole('row').filter({ hasText: 'Work Order' }).filter({ hasText: 'Microsoft Teams Adoption for Clinical Staff' });
  await expect(row).toContainText('Waiting for you');
  await row.getByRole('link', { name: /^Sign Work Order/ }).click();
  await expect(page).toHaveURL(/\/sign-work\?id=\d+$/);
  await expect(page.getByRole('main')).toContainText('$6,800.00');
  await a11y.accessible();
  const form = page.getByRole('form', { name: /^Sign Work Order/ });
  await form.getByLabel('Type your full name').fill('Maya Chen');
  await form.getByRole('checkbox', { name: /I have read/ }).check();
  await form.getByRole('button', { name: 'Sign' }).click();
  await expect(page).toHaveURL(/\/sign-work\?id=\d+&signed=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'is signed. Thank you.' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Signed on ${today()} by Maya Chen`);
  await expect(page.getByRole('form', { name: /^Sign Work Order/ })).toHaveCount(0);
  await a11y.accessible();
});
