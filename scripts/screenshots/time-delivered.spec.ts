/**
 * npm run screenshots, time and days delivered (decision record 345) and the payments subscription (346): the demo's
 * daily hire as its talent sees it (a disputed day to correct, the report form) and as the client's administrator
 * sees it (a day to approve or dispute); the e-mail subscriptions of a talent and of a client contact with
 * "Payments and invoices". 360 and 1280 px, full length, in docs/screenshots/.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { submitLogin } from '../../e2e/support/sign-in.ts';

const out = path.join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const demoPassword = 'Demo#2026pass';

async function shoot(page: Page, name: string, open?: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  if (open) await page.goto(open);
  await page.evaluate(() => document.fonts.ready);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
  }
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/login');
  await submitLogin(page, email, demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
}

test('screenshots of time and days delivered and of the payments subscription', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'talent.pool16@demo.example');
  await page.goto('/jobcenter/4');
  await page.getByRole('link', { name: 'Negotiation Skills for Carrier Managers' }).first().click();
  await page.getByRole('link', { name: 'Time and days delivered' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Time and days delivered' })).toBeVisible();
  const hire = new URL(page.url());
  await page.getByRole('region', { name: 'Report days delivered' }).getByLabel('Date').fill(new Date().toISOString().slice(0, 10));
  await page.getByRole('region', { name: 'Report days delivered' }).getByLabel('Days').fill('1');
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page).toHaveURL(/notice=/);
  await shoot(page, 'talent-time-delivered');
  await shoot(page, 'talent-email-subscriptions', '/settings/notification-settings/1');

  await signIn(page, 'client3.admin@demo.example');
  await shoot(page, 'client-time-delivered', `${hire.pathname}${hire.search}`);
  await shoot(page, 'client-email-subscriptions', '/client-profile/notification-settings/1');
});
