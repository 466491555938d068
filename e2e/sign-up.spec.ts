/**
 * Journey (a): a new talent signs up, activates the account from the mail in the dev mailbox, signs in, lands on
 * the welcome splash (a new talent has the splash flag), signs out and can no longer reach the
 * signed-in home.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';
import { solveCaptcha } from './support/captcha.ts';
import { followLinkInNewestMail } from './support/mailbox.ts';
import { submitLogin } from './support/sign-in.ts';
import { signOut } from './support/sign-out.ts';

test('a new talent signs up, activates the account, signs in to the welcome page and signs out', async ({ page, a11y }) => {
  const email = `talent.${randomBytes(4).toString('hex')}@journey.example`;
  const password = 'Journey#2026ok';

  await page.goto('/sign-up');
  await a11y.accessible();
  await page.getByRole('link', { name: 'Sign up as talent' }).click();
  await expect(page).toHaveURL(/\/sign-up\/talent$/);
  await a11y.accessible();

  const form = page.getByRole('form', { name: 'Sign up as talent' });
  await form.getByLabel('First name').fill('Nora');
  await form.getByLabel('Last name').fill('Lindqvist');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check();
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/letsGetStartedConfirmScreen$/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await a11y.accessible();

  await followLinkInNewestMail(page, a11y, email, '/emailverification?token=');
  await expect(page).toHaveURL(/\/emailverification\?token=/);
  await a11y.accessible();
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await a11y.accessible();
  await page.getByRole('link', { name: 'Log in' }).last().click();

  await expect(page).toHaveURL(/\/login$/);
  await a11y.accessible();
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: /Welcome to .+, Nora!/ })).toBeVisible();
  await a11y.accessible();

  await signOut(page);
  await expect(page.getByRole('heading', { name: 'Logged out' })).toBeVisible();
  await a11y.accessible();

  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/login\?nextPage=%2Fuser%2Fdashboard$/);
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  await a11y.accessible();
});
