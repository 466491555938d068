/** A company administrator invites a co-worker, who signs up by the mailed link and then works for the company. */
import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { followLinkInNewestMail } from './support/mailbox.ts';
import { submitLogin } from './support/sign-in.ts';
import { solveCaptcha } from './support/captcha.ts';
import { signOut } from './support/sign-out.ts';
import { islandsReady } from './support/islands.ts';
import { signInAt } from './account-helpers.ts';

test('an invited co-worker signs up by the link, signs in to the company and shows as active', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  const invitee = { email: `coworker.${randomBytes(4).toString('hex')}@journey.example`, password: 'Journey#2026ok' };

  await signInAt(page, '/client-profile/company-contact', 'client.admin@demo.example');
  await a11y.accessible();
  // The page is one of the administrator's account settings, and its tab says so.
  await expect(page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Company contacts' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Company Contact' });
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByLabel('Last name').fill('Hopper');
  await dialog.getByLabel('Email address').fill(invitee.email);
  await dialog.getByRole('combobox').selectOption({ label: 'Standard User' });
  await a11y.accessible();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Invite Sent Successfully' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: invitee.email });
  await expect(row).toContainText('Invitation pending');
  await a11y.accessible();
  await signOut(page);
  await a11y.accessible();

  await followLinkInNewestMail(page, a11y, invitee.email, '/signupinvite?token=');
  await expect(page).toHaveURL(/\/signupinvite\?token=/);
  await islandsReady(page);
  await a11y.accessible();
  const form = page.getByRole('form', { name: /Join / });
  await expect(form.getByLabel('Email address')).toHaveValue(invitee.email);
  await form.getByLabel('Password').fill(invitee.password);
  await form.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check();
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Your account was created' })).toBeVisible();
  await a11y.accessible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await a11y.accessible();
  await submitLogin(page, invitee.email, invitee.password);
  await expect(page).toHaveURL(/\/welcome$/);
  await a11y.accessible();
  await page.getByRole('main').getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/client-dashboard/);
  await a11y.accessible();
  await signOut(page);
  await a11y.accessible();

  await signInAt(page, '/client-profile/company-contact', 'client.admin@demo.example');
  const active = page.getByRole('row').filter({ hasText: invitee.email });
  await expect(active).toContainText('Active');
  await a11y.accessible();
  await active.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Company Contact' });
  await expect(edit.getByLabel('First name')).toBeDisabled();
  await expect(edit.getByLabel('Email address')).toBeDisabled();
  await a11y.accessible();
});

test('an invitation link that is not valid is refused', async ({ page, a11y }) => {
  await page.goto('/signupinvite?token=not-a-real-invitation');
  await expect(page.getByRole('alert')).toContainText('This invitation link is invalid, expired or already used.');
  await expect(page.getByRole('form')).toHaveCount(0);
  await a11y.accessible();
});
