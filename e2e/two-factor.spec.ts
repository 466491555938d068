/**
 * Two-factor sign-in: an administrator is told to set up a second factor before paying, turns on an authenticator
 * app (recovery codes shown once) and is led back to the invoice, signs in again with its code on the second step,
 * and then pays; a wrong code is refused, and after five wrong codes in a minute even the right one waits.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';
import { submitLogin } from './support/sign-in.ts';
import { signOut } from './support/sign-out.ts';
import { totpCode, turnOffAuthenticatorApp, turnOnAuthenticatorApp } from './support/two-factor.ts';
import { demoPassword } from '#api/seed/demo-accounts.ts';
import { twoFactorTexts } from '#domain/two-factor.ts';
import { paymentTexts } from '#domain/payments.ts';

async function cardForm(page: Page, number: string) {
  const fields = page.frameLocator('iframe[title="Card details"]');
  await fields.getByLabel('Card number').fill(number);
  await fields.getByLabel('Expiry (MM/YY)').fill('12/34');
  await fields.getByLabel('Security code').fill('123');
  return page.getByRole('form', { name: 'Pay by card' });
}

test('an administrator sets up an authenticator app, signs in with its code and only then pays by card', async ({ page, a11y }) => {
  test.setTimeout(150_000);
  await signInAt(page, '/paytrace', 'client.admin@demo.example');
  await a11y.accessible();
  await page.getByRole('table', { name: 'Open invoices' }).getByRole('link', { name: /^Pay INV-/ }).first().click();
  await expect(page).toHaveURL(/\/paytrace\?invoiceId=\d+$/);
  const payPath = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(page.getByRole('status').filter({ hasText: twoFactorTexts.noSecondFactor })).toBeVisible();
  await a11y.accessible();
  const refused = await cardForm(page, '4242 4242 4242 4242');
  await refused.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(refused.getByRole('alert').filter({ hasText: twoFactorTexts.noSecondFactor })).toBeVisible();

  await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
  await expect(page).toHaveURL(/\/settings\/two-factor\?nextPage=/);
  await expect(page.getByRole('link', { name: twoFactorTexts.continueWhereLeft })).toHaveCount(0);
  const { key } = await turnOnAuthenticatorApp(page, a11y, { onThisPage: true });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your recovery codes' })).toHaveCount(0);
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();
  await a11y.accessible();
  // Turning the app on proved the second factor: the settings lead back to the invoice, which now takes the card.
  await page.getByRole('link', { name: twoFactorTexts.continueWhereLeft }).click();
  await expect(page).toHaveURL(new RegExp(`${payPath.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('status').filter({ hasText: twoFactorTexts.noSecondFactor })).toHaveCount(0);
  await a11y.accessible();

  await signOut(page);
  await expect(page).toHaveURL(/\/logout/);
  await a11y.accessible();
  await page.goto(payPath);
  await expect(page).toHaveURL(/\/login\?nextPage=/);
  await a11y.accessible();
  await submitLogin(page, 'client.admin@demo.example', demoPassword);
  await expect(page).toHaveURL(/\/login\/second-step\?nextPage=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await a11y.accessible();
  await page.getByLabel('Code from your authenticator app, or a recovery code').fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: twoFactorTexts.codeWrong })).toBeVisible();
  await a11y.accessible();
  // The code of the next time step (the one used to turn the app on is spent).
  await page.getByLabel('Code from your authenticator app, or a recovery code').fill(await totpCode(key, 1));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${payPath.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('status').filter({ hasText: twoFactorTexts.noSecondFactor })).toHaveCount(0);
  await a11y.accessible();

  const form = await cardForm(page, '4242 4242 4242 4242');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/invoice-summary\?invoiceId=\d+&notice=/);
  await expect(page.getByRole('status').filter({ hasText: paymentTexts.paid })).toBeVisible();
  await a11y.accessible();
  await turnOffAuthenticatorApp(page);
});

test('a wrong code is refused, and after five wrong codes in a minute even the right one has to wait', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  const email = 'talent.pool05@demo.example';
  await signInAt(page, '/settings/two-factor', email);
  const { key } = await turnOnAuthenticatorApp(page, a11y);
  await signOut(page);
  await expect(page).toHaveURL(/\/logout/);
  await a11y.accessible();
  await page.goto('/login');
  await a11y.accessible();
  await submitLogin(page, email, demoPassword);
  await expect(page).toHaveURL(/\/login\/second-step/);
  await a11y.accessible();
  const code = page.getByLabel('Code from your authenticator app, or a recovery code');
  for (let i = 0; i < 5; i++) {
    await code.fill(`11111${i}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: twoFactorTexts.codeWrong })).toBeVisible();
  }
  await code.fill(await totpCode(key, 1));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts. Please wait a minute and try again.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\/second-step/);
  await a11y.accessible();
});
