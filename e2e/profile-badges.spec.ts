/**
 * The demo's waiting reviews reach the support mailbox when the server seeds a new database: the operator opens the
 * mail of the unapproved skill Camtasia and of Daniel Okafor's CID badge and approves each by its signed link; Daniel
 * then sees the badge on his certifications page, with how each badge is earned, and his photo in the header; the
 * profile overview names the badge and links to how badges are earned.
 */
import { expect, test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';
import { approvalTexts } from '#domain/approvals.ts';
import { badgeSteps } from '#domain/badge-request-texts.ts';
import type { Page } from '@playwright/test';
import type { Accessibility } from './support/fixtures.ts';

async function approveFromMailbox(page: Page, a11y: Accessibility, subject: string, heading: string): Promise<void> {
  await page.goto('/dev/mailbox');
  await a11y.accessible();
  await page.getByRole('link', { name: new RegExp(subject) }).first().click();
  await a11y.accessible();
  await page.getByRole('region', { name: 'Links in this message' }).getByRole('link').filter({ hasText: 'decision=approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await a11y.accessible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: approvalTexts.approved })).toBeVisible();
  await a11y.accessible();
}

test('the operator approves the demo’s waiting skill and CID badge by the mailed links, and the talent sees the badge', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  await approveFromMailbox(page, a11y, 'New skill to review: Camtasia', 'Review a new skill');
  await approveFromMailbox(page, a11y, 'Trust badge to review: CID', 'Review the trust badge CID');

  await signInAt(page, '/profile/certifications', 'talent.better@demo.example');
  await a11y.accessible();
  const header = page.getByRole('button', { name: /account menu/ });
  await expect(header.locator('img.avatar')).toHaveAttribute('src', /^\/api\/Blob\/Photo\?id=/);
  const badges = page.getByRole('region', { name: 'Trust badges' });
  await expect(badges).toContainText('Your badge: CID, certified instructional designer.');
  const cid = badges.getByRole('article', { name: 'CID: certified instructional designer' });
  await expect(cid).toContainText(badgeSteps.CID);
  await expect(cid).toContainText(/Status: Approved on .+: clients see it\./);
  await expect(badges.getByRole('article', { name: 'CT: certified trainer' }).getByRole('button', { name: 'Ask for the CT badge' })).toBeVisible();

  await page.goto('/profile');
  await a11y.accessible();
  await expect(page.getByText('Trust badge CID, certified instructional designer.')).toBeVisible();
  await page.getByRole('link', { name: 'How trust badges are earned' }).click();
  await expect(page).toHaveURL(/\/profile\/certifications#trust-badges-heading$/);
  await a11y.accessible();

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
