/**
 * Forgot password, as plain forms (decision record 313): a new client asks for a reset link, follows it from the dev
 * mailbox, is told in place that the two passwords differ, chooses a new one (with its strength shown), finds the
 * used link refused above the form, and logs in with the new password.
 */
import { expect, test } from './support/fixtures.ts';
import { signUpClient } from './account-helpers.ts';
import { followLinkInNewestMail } from './support/mailbox.ts';
import { submitLogin } from './support/sign-in.ts';
import { signOut } from './support/sign-out.ts';

test('a forgotten password is reset by the mailed link, the new one logs in, and the link works once', async ({ page, a11y }) => {
  const client = await signUpClient(page, a11y, 'Rosa', 'Reyes');
  await signOut(page);
  await expect(page.getByRole('heading', { name: 'Logged out' })).toBeVisible();
  await a11y.accessible();

  await page.goto('/login');
  await a11y.accessible();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgetpassword$/);
  await a11y.accessible();
  await page.getByLabel('Email address').fill(client.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/forgotPasswordConfirmationBox$/);
  await a11y.accessible();

  await followLinkInNewestMail(page, a11y, client.email, '/forgetpasswordemail?token=');
  await expect(page).toHaveURL(/\/forgetpasswordemail\?token=/);
  const resetUrl = page.url();
  await a11y.accessible();
  const newPassword = 'Reset#2026done';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Reset#2026dome');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Confirmed password does not match the password.')).toBeVisible();
  await expect(page).toHaveURL(resetUrl);
  await a11y.accessible();
  // Checked in the browser, or by the server when the page's script is not there yet, which asks for both again.
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/passwordChangeConfirmation$/);
  await a11y.accessible();

  await page.goto(resetUrl);
  await a11y.accessible();
  await page.getByLabel('New password', { exact: true }).fill('Another#2026one');
  await page.getByLabel('Confirm new password').fill('Another#2026one');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This link is invalid, expired or already used.' })).toBeVisible();
  await a11y.accessible();

  await page.goto('/login');
  await submitLogin(page, client.email, newPassword);
  await expect(page).toHaveURL(/\/clientCompany$/);
  await a11y.accessible();
});
