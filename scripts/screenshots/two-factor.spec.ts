/**
 * npm run screenshots, two-factor sign-in: the settings page before and after an authenticator app is turned on (with
 * the recovery codes shown once), the confirmation a money action asks for, a money page that asks to set it up, and
 * the second step of the sign-in. 360 and 1280 px, full length, in docs/screenshots/.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { submitLogin } from '../../e2e/support/sign-in.ts';
import { turnOnAuthenticatorApp } from '../../e2e/support/two-factor.ts';

const out = path.join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const demoPassword = 'Demo#2026pass';
const email = 'talent.pool07@demo.example';

async function shoot(page: Page, name: string, open?: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  if (open) await page.goto(open);
  await page.evaluate(() => document.fonts.ready);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width} px scrolls sideways`).toBe(true);
    await page.screenshot({ path: path.join(out, `two-factor-${name}-${width}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
  }
}

test('screenshots of two-factor sign-in', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await submitLogin(page, email, demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
  await shoot(page, 'settings-off', '/settings/two-factor');
  await shoot(page, 'payout-details-set-up-first', '/settings/payment-information');
  await page.goto('/settings/two-factor');
  const setUp = page.getByRole('form', { name: 'Set up an authenticator app' });
  await setUp.getByLabel('Current password').fill(demoPassword);
  await setUp.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('form', { name: 'Confirm the authenticator app' })).toBeVisible();
  await shoot(page, 'settings-key');
  await turnOnAuthenticatorApp(page, null);
  await shoot(page, 'recovery-codes');
  await shoot(page, 'settings-on', '/settings/two-factor');
  await shoot(page, 'confirm-it-is-you', '/confirm-it-is-you?nextPage=%2Fsettings%2Fpayment-information');
  await page.context().clearCookies();
  await page.goto('/login');
  await submitLogin(page, email, demoPassword);
  await expect(page).toHaveURL(/\/login\/second-step/);
  await shoot(page, 'second-step');
});
