/**
 * npm run screenshots, the talent side of payments: Maya Chen's payments with her payout held, the payout details and
 * tax form pages, then (after she adds a US account and a W-9 and the payout run sends her payout) the details on
 * file and her payments paid; the agency owner's W-8BEN-E. 360 and 1280 px, full length, in docs/screenshots/.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { submitLogin } from '../../e2e/support/sign-in.ts';
import { runPayouts } from '../../e2e/support/payouts.ts';
import { turnOffAuthenticatorApp, turnOnAuthenticatorApp } from '../../e2e/support/two-factor.ts';

const out = path.join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const demoPassword = 'Demo#2026pass';
/** Where the payout runs write their bank files: made in the worker that runs the tests, not where they are listed. */
let files = '';
test.beforeAll(() => {
  files = mkdtempSync(path.join(tmpdir(), 'payout-files-'));
});
test.afterAll(() => rmSync(files, { recursive: true, force: true }));

async function shoot(page: Page, name: string, open?: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  if (open) await page.goto(open);
  await page.evaluate(() => document.fonts.ready);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(out, `payments-${name}-${width}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
  }
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
}

test('screenshots of the talent’s payment pages', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await signIn(page, 'talent.good@demo.example');
  await shoot(page, 'held', '/all-payments');
  await shoot(page, 'payout-details', '/settings/payment-information');
  await shoot(page, 'tax-form-choice', '/w8-select');
  await shoot(page, 'w9', '/irs-form');
  await shoot(page, 'w8ben', '/irs-form/w8');

  // Payout details and tax forms ask for a second factor first.
  await turnOnAuthenticatorApp(page, null);
  await page.goto('/payment-information');
  await page.getByLabel('Routing number').fill('021000021');
  await page.getByLabel('Account number').fill('000123456789');
  await page.getByLabel('Your password').fill(demoPassword);
  await page.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page).toHaveURL(/\/all-payments\?notice=/);
  await shoot(page, 'details-on-file', '/payment-information');
  await page.goto('/irs-form');
  await page.getByLabel('Number, street, and apartment or suite').fill('1200 Congress Ave');
  await page.getByLabel('City', { exact: true }).fill('Austin');
  await page.getByLabel('State', { exact: true }).selectOption('TX');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('textbox', { name: 'Number', exact: true }).fill('123-45-6789');
  await page.getByLabel('Type your full name').fill('Maya Chen');
  await page.getByRole('checkbox', { name: /I certify the statements above/ }).check();
  await page.getByRole('button', { name: 'Sign and send the W-9' }).click();
  await expect(page).toHaveURL(/\/all-payments\?notice=/);
  await shoot(page, 'scheduled');
  await runPayouts(baseURL ?? '', files);
  await shoot(page, 'paid', '/all-payments');
  // The scripts after this one sign her in with the password alone, as the demo data has it.
  await turnOffAuthenticatorApp(page);

  await page.context().clearCookies();
  await signIn(page, 'agency.owner@demo.example');
  await shoot(page, 'w8bene', '/irs-form/w8e');
});
