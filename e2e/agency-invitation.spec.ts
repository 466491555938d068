/**
 * Agency invitations by e-mail (decision record 289): the owner invites a new person and withdraws a second
 * invitation; the new person signs up through the mailed link and works as a member; a used or withdrawn link says
 * so. A talent who has an account logs in from the link and accepts. The invitation part of /manage-members and /agency-invitation are looked at 360 and 1280 px wide.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { followLinkInNewestMail } from './support/mailbox.ts';
import { submitLogin } from './support/sign-in.ts';
import { solveCaptcha } from './support/captcha.ts';
import { signOut } from './support/sign-out.ts';
import { islandsReady } from './support/islands.ts';
import { signInAt } from './account-helpers.ts';
import { freshAccount, freshPassword } from './shell-support.ts';

const OWNER = 'agency.owner@demo.example';

async function lookAt(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
}

async function invite(page: Page, email: string, firstName: string, lastName: string) {
  const inviteForm = page.getByRole('form', { name: 'Invite a member by e-mail' });
  await inviteForm.getByLabel('E-mail address').fill(email);
  await inviteForm.getByLabel('First name').fill(firstName);
  await inviteForm.getByLabel('Last name').fill(lastName);
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(email);
}

test('an agency owner invites a new person, who signs up by the link and lands as a member', async ({ page, a11y }) => {
  test.setTimeout(180_000);
  const suffix = randomBytes(4).toString('hex');
  const invitee = { email: `trainer.${suffix}@journey.example`, password: 'Journey#2026ok' };
  const withdrawn = `withdrawn.${suffix}@journey.example`;

  await signInAt(page, '/manage-members', OWNER);
  const inviteForm = page.getByRole('form', { name: 'Invite a member by e-mail' });
  await inviteForm.getByLabel('Last name').fill('Okafor');
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteForm.getByText('Email address is Required.')).toBeVisible();
  await expect(inviteForm.getByLabel('Last name')).toHaveValue('Okafor');
  await a11y.accessible();
  await inviteForm.getByLabel('E-mail address').fill(invitee.email);
  await inviteForm.getByLabel('First name').fill('Zora');
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.locator('p.notice')).toHaveText('Invite Sent Successfully');
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending).toContainText(invitee.email);
  await a11y.accessible();

  await inviteForm.getByLabel('E-mail address').fill(withdrawn);
  await inviteForm.getByLabel('First name').fill('Wes');
  await inviteForm.getByLabel('Last name').fill('Withdrawn');
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(pending).toContainText(withdrawn);
  await lookAt(page, 'manage-members-invitations');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Withdraw the invitation to Wes Withdrawn' }).click();
  await expect(page.locator('p.notice')).toHaveText('The invitation was withdrawn.');
  await expect(pending).not.toContainText(withdrawn);
  await a11y.accessible();
  await signOut(page);
  await a11y.accessible();

  // The withdrawn link says so.
  await followLinkInNewestMail(page, a11y, withdrawn, '/agency-invitation?token=');
  await expect(page.getByRole('main').locator('p[role=alert]')).toHaveText('This invitation was withdrawn by the agency. Ask the agency’s owner if you should still join.');
  await a11y.accessible();

  await followLinkInNewestMail(page, a11y, invitee.email, '/agency-invitation?token=');
  await expect(page).toHaveURL(/\/agency-invitation\?token=/);
  const link = page.url();
  await islandsReady(page);
  const form = page.getByRole('form', { name: /^Join / });
  await expect(form.getByLabel('Email address')).toHaveValue(invitee.email);
  await expect(form.getByLabel('First name')).toHaveValue('Zora');
  await a11y.accessible();
  await lookAt(page, 'agency-invitation');
  await form.getByLabel('Password').fill(invitee.password);
  await form.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check();
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your account was created and you are now a member of the agency. You can log in now.',
  );
  await a11y.accessible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await a11y.accessible();
  await submitLogin(page, invitee.email, invitee.password);
  await expect(page).not.toHaveURL(/\/login/);
  await a11y.accessible();

  // A member of the agency: their own profile, the agency's members, no invitations of their own to send.
  await page.goto('/profile/about-me');
  await expect(page.getByText('You are editing your own profile: Zora Okafor (You).')).toBeVisible();
  await a11y.accessible();
  await page.goto('/manage-members');
  await expect(page.getByRole('list', { name: 'Members of your agency' })).toContainText('Hannah Brooks (Owner)');
  await expect(page.getByRole('form', { name: 'Invite a member by e-mail' })).toHaveCount(0);
  await a11y.accessible();

  // The link was used.
  await page.goto(link);
  await expect(page.getByRole('main').locator('p[role=alert]')).toHaveText('This invitation was already used. Log in to continue.');
  await a11y.accessible();
  await signOut(page);
  await a11y.accessible();

  await signInAt(page, '/manage-members', OWNER);
  await expect(page.getByRole('list', { name: 'Members of your agency' })).toContainText('Zora Okafor');
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
  await a11y.accessible();
});

test('a talent with an account logs in from the invitation and accepts it', async ({ page, a11y, request }) => {
  test.setTimeout(120_000);
  const email = await freshAccount(request, 'talent', 'Ines');
  await signInAt(page, '/manage-members', OWNER);
  await invite(page, email, 'Ines', 'Shell');
  await a11y.accessible();
  await signOut(page);
  await a11y.accessible();

  await followLinkInNewestMail(page, a11y, email, '/agency-invitation?token=');
  await page.getByRole('link', { name: 'Log in to accept' }).click();
  await expect(page).toHaveURL(/\/login\?nextPage=/);
  await a11y.accessible();
  await submitLogin(page, email, freshPassword);
  await expect(page).toHaveURL(/\/agency-invitation\?token=/);
  await islandsReady(page);
  await a11y.accessible();
  await page.getByRole('button', { name: /^Join / }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('You are editing your own profile: Ines Shell (You).')).toBeVisible();
  await a11y.accessible();
});
