/**
 * Talent get paid: a talent whose paid invoice's payout is held follows the link, enters US bank details (a wrong
 * routing number first) and a W-9, sees the payout scheduled, and after the operator's payout run (npm run payouts
 * against this running server) sees it sent; a second talent enters an IBAN and a W-8BEN and is paid by transfer.
 * The command talks to the server with an operator credential made from the server's keys in its data folder
 * (decision record 321), as the embedded database belongs to the server alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';
import { newestFile, runPayouts } from './support/payouts.ts';
import { turnOffAuthenticatorApp, turnOnAuthenticatorApp } from './support/two-factor.ts';
import { demoPassword } from '#api/seed/demo-accounts.ts';
import { payoutDetailsTexts } from '#domain/payout-details.ts';
import { taxFormTexts } from '#domain/tax-forms.ts';

/** Where the payout runs write their bank files: made in the worker that runs the tests, not where they are listed. */
let files = '';
test.beforeAll(() => {
  files = mkdtempSync(path.join(tmpdir(), 'payout-files-'));
});
test.afterAll(() => rmSync(files, { recursive: true, force: true }));

async function payoutRow(page: Page, job: string) {
  const row = page.getByRole('row').filter({ hasText: job });
  await expect(row).toHaveCount(1);
  return row;
}

test('a talent adds US bank details and a W-9, and the held payout is scheduled, then sent by the payout run', async ({ page, a11y, baseURL }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/all-payments', 'talent.good@demo.example');
  await a11y.accessible();
  // Payout details and tax forms ask for a second factor: the talent turns on an authenticator app first.
  await turnOnAuthenticatorApp(page, a11y);
  await page.goto('/all-payments');
  const held = await payoutRow(page, 'Workday');
  await expect(held).toContainText('Held');
  await expect(held).toContainText('$8,640.00');
  await expect(page.getByRole('button', { name: 'Service fee' })).toHaveAccessibleDescription('TTA charges a percentage of your earnings as a service fee.');
  await held.getByRole('link', { name: 'Add your payout details' }).click();

  await expect(page).toHaveURL(/\/settings\/payment-information$/);
  await a11y.accessible();
  const form = page.getByRole('form', { name: 'Add your payout details' });
  await expect(form.getByRole('radio', { name: 'US bank account' })).toBeChecked();
  await form.getByLabel('Routing number').fill('021000022');
  await form.getByLabel('Account number').fill('000123456789');
  await form.getByLabel('Your password').fill(demoPassword);
  await form.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page.getByText(payoutDetailsTexts.routingChecksum)).toBeVisible();
  await expect(page.getByLabel('Account number')).toHaveValue('000123456789');
  await expect(page.getByLabel('Your password')).toHaveValue('');
  await a11y.accessible();

  await page.getByLabel('Routing number').fill('021000021');
  await page.getByLabel('Your password').fill(demoPassword);
  await page.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page.getByRole('status').filter({ hasText: payoutDetailsTexts.saved })).toBeVisible();
  await expect(page.getByRole('region', { name: 'On file' })).toContainText('•••• 6789');
  expect(await page.content()).not.toContain('000123456789');
  await a11y.accessible();

  await page.getByRole('link', { name: 'Send your tax form' }).click();
  await expect(page).toHaveURL(/\/w8-select$/);
  await a11y.accessible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Continue to the form' }).click();
  await expect(page).toHaveURL(/\/irs-form$/);
  await a11y.accessible();
  await page.getByLabel('Number, street, and apartment or suite').fill('1200 Congress Ave');
  await page.getByLabel('City', { exact: true }).fill('Austin');
  await page.getByLabel('State', { exact: true }).selectOption('TX');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('textbox', { name: 'Number', exact: true }).fill('123-45-6789');
  await page.getByLabel('Type your full name').fill('Maya Chen');
  await page.getByRole('checkbox', { name: /I certify the statements above/ }).check();
  await page.getByRole('button', { name: 'Sign and send the W-9' }).click();

  await expect(page).toHaveURL(/\/all-payments\?notice=/);
  await expect(page.getByRole('status').filter({ hasText: taxFormTexts.saved('W-9') })).toBeVisible();
  await expect(await payoutRow(page, 'Workday')).toContainText('Scheduled');
  await expect(page.getByRole('region', { name: 'Tax form' })).toContainText('W-9');
  await a11y.accessible();

  expect(await runPayouts(baseURL ?? '', files)).toContain('1 payouts sent');
  const entry = newestFile(files, '.ach').split('\n').find((line) => line.startsWith('6')) ?? '';
  expect(entry.slice(12, 29).trim()).toBe('000123456789');
  expect(entry.slice(29, 39)).toBe('0000864000');
  await page.reload();
  await expect(await payoutRow(page, 'Workday')).toContainText('Sent');
  await expect(page.getByRole('table', { name: /Totals per calendar year/ })).toContainText('$8,640.00');
  await a11y.accessible();

  const csv = await page.request.get((await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')) ?? '');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await csv.text()).toMatch(/Workday HCM Manager Self-Service,Bluepeak Health Systems,\d+,Sent,,[\d-]+,[\d-]+,9600\.00,960\.00,8640\.00/);
  const pdf = await page.request.get((await page.getByRole('link', { name: 'Open the signed W-9 (PDF)' }).getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await turnOffAuthenticatorApp(page);
});

test('a second talent adds an IBAN and a W-8BEN and is paid by an international transfer', async ({ page, a11y, baseURL }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/settings/payment-information', 'talent.best@demo.example');
  await a11y.accessible();
  await turnOnAuthenticatorApp(page, a11y);
  await page.goto('/settings/payment-information');
  await page.getByRole('radio', { name: 'Bank account outside the US' }).check();
  await page.getByLabel('Country of your bank').selectOption('DE');
  await page.getByLabel('SWIFT/BIC code').fill('deutdeff');
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByLabel('Your password').fill(demoPassword);
  await page.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page.getByRole('status').filter({ hasText: payoutDetailsTexts.saved })).toBeVisible();
  await expect(page.getByRole('region', { name: 'On file' })).toContainText('•••• 3000');
  await a11y.accessible();

  await page.goto('/w8-select');
  await a11y.accessible();
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('radio', { name: 'As an individual' }).check();
  await page.getByRole('button', { name: 'Continue to the form' }).click();
  await expect(page).toHaveURL(/\/irs-form\/w8$/);
  await a11y.accessible();
  await page.getByLabel('Country of citizenship').selectOption('ES');
  const residence = page.getByRole('group', { name: 'Permanent residence address' });
  await residence.getByLabel('Street address, apartment or suite').fill('Calle Mayor 12');
  await residence.getByLabel('City or town').fill('Madrid');
  await residence.getByLabel('Country').selectOption('ES');
  await page.getByLabel('Foreign tax identifying number').fill('12345678Z');
  await page.getByLabel('Date of birth').fill('1984-03-02');
  await page.getByLabel('Type your full name').fill('Sofia Martinez');
  await page.getByRole('checkbox', { name: /I certify the statements above/ }).check();
  await page.getByRole('button', { name: 'Sign and send the W-8BEN' }).click();
  await expect(page.getByRole('status').filter({ hasText: taxFormTexts.saved('W-8BEN') })).toBeVisible();
  await expect(await payoutRow(page, 'Cybersecurity')).toContainText('Scheduled');
  await a11y.accessible();

  expect(await runPayouts(baseURL ?? '', files)).toContain('1 payouts sent');
  expect(newestFile(files, '.csv')).toContain('DE,DEUTDEFF,DE89370400440532013000,');
  await page.reload();
  await expect(await payoutRow(page, 'Cybersecurity')).toContainText('Sent');
  await a11y.accessible();
  await turnOffAuthenticatorApp(page);
});
