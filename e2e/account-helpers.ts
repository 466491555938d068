/** Steps the account journeys share: signing in on the way to a page, a client sign-up, pictures to upload, axe on a second browser. */
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { Accessibility } from './support/fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { solveCaptcha } from './support/captcha.ts';
import { followLinkInNewestMail } from './support/mailbox.ts';
import { signInByPost, submitLogin } from './support/sign-in.ts';
import { islandsReady } from './support/islands.ts';

export const demoPassword = 'Demo#2026pass';

const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Signs in on the way to a signed-in page and opens it, where signing in is not what the journey is about: the login
 * form's post alone (signInByPost). Coming back to a page after the login form it led to is return-after-sign-in's.
 */
export async function signInAt(page: Page, path: string, email: string, password = demoPassword): Promise<void> {
  await signInByPost(page, email, password, path);
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${escaped(path)}$`));
  await islandsReady(page);
}

/** The same on a page whose pages the fixture does not follow (a second browser): axe runs here instead. */
export async function signInElsewhere(page: Page, path: string, email: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?nextPage=/);
  await expectAccessible(page);
  await submitLogin(page, email, demoPassword);
  await expect(page).toHaveURL(new RegExp(`${escaped(path)}$`));
  await islandsReady(page);
}

/** axe on a page outside the fixture's page. */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  expect((await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `axe on ${page.url()}`).toEqual([]);
}

export interface NewClient {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A client signs up, confirms the address from the dev mailbox and signs in; a new contact has no company yet. */
export async function signUpClient(page: Page, a11y: Accessibility, firstName: string, lastName: string): Promise<NewClient> {
  const client = { firstName, lastName, email: `client.${randomBytes(4).toString('hex')}@journey.example`, password: 'Journey#2026ok' };
  await page.goto('/sign-up/client');
  await a11y.accessible();
  const form = page.getByRole('form', { name: 'Sign up as a client' });
  await form.getByLabel('First name').fill(client.firstName);
  await form.getByLabel('Last name').fill(client.lastName);
  await form.getByLabel('Email address').fill(client.email);
  await form.getByLabel('Password').fill(client.password);
  await form.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check();
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/letsGetStartedConfirmScreen$/);
  await a11y.accessible();

  await followLinkInNewestMail(page, a11y, client.email, '/emailverification?token=');
  await expect(page).toHaveURL(/\/emailverification\?token=/);
  await a11y.accessible();
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await a11y.accessible();

  await page.goto('/login');
  await a11y.accessible();
  await submitLogin(page, client.email, client.password);
  await expect(page).toHaveURL(/\/clientCompany$/);
  await islandsReady(page);
  return client;
}

/** A png or jpeg picture drawn by the browser: two coloured halves, so a crop shows which part was kept. */
export async function picture(page: Page, width: number, height: number, type: 'image/png' | 'image/jpeg'): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height, type }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas.');
      context.fillStyle = '#c0392b';
      context.fillRect(0, 0, width / 2, height);
      context.fillStyle = '#2471a3';
      context.fillRect(width / 2, 0, width / 2, height);
      return canvas.toDataURL(type);
    },
    { width, height, type },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

