/**
 * Two-factor sign-in as a person does it on /settings/two-factor, with an authenticator app the journey plays: the
 * code is made from the key the page shows. Money actions ask for a second factor proven in the last 10 minutes,
 * so the money journeys turn the app on first and off again when done (the demo data has none).
 */
import { expect, type Page } from '@playwright/test';
import type { Accessibility } from './fixtures.ts';
import { currentTotpCode } from '#api/two-factor/totp.ts';
import { demoPassword } from '#api/seed/demo-accounts.ts';
import { twoFactorTexts } from '#domain/two-factor.ts';

/** The code the app shows now, or `stepsAhead` time steps later (a code is taken once, so a second sign-in uses the next one). */
export const totpCode = (key: string, stepsAhead = 0) => currentTotpCode(key, new Date(Date.now() + stepsAhead * 30_000));

/**
 * Turns the authenticator app on for the signed-in account (axe on each step when given), on the settings page or,
 * with `onThisPage`, on the one already open (reached through a link); answers its key and the recovery codes shown
 * once.
 */
export async function turnOnAuthenticatorApp(
  page: Page,
  a11y: Accessibility | null,
  { password = demoPassword, onThisPage = false }: { password?: string; onThisPage?: boolean } = {},
): Promise<{ key: string; recoveryCodes: string[] }> {
  if (!onThisPage) await page.goto('/settings/two-factor');
  await a11y?.accessible();
  const setUp = page.getByRole('form', { name: 'Set up an authenticator app' });
  await setUp.getByLabel('Current password').fill(password);
  await setUp.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const confirm = page.getByRole('form', { name: 'Confirm the authenticator app' });
  await expect(confirm).toBeVisible();
  await a11y?.accessible();
  const key = (await confirm.locator('code.key').textContent())?.trim() ?? '';
  await confirm.getByLabel('Code from the app').fill(await totpCode(key));
  await confirm.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('region', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('status').filter({ hasText: twoFactorTexts.totpEnabled })).toBeVisible();
  await a11y?.accessible();
  return { key, recoveryCodes: await codes.getByRole('listitem').allTextContents() };
}

/** Removes the app again (the session proved it within the last 10 minutes). */
export async function turnOffAuthenticatorApp(page: Page): Promise<void> {
  await page.goto('/settings/two-factor');
  await page.getByRole('button', { name: 'Remove the authenticator app' }).click();
  await expect(page.getByRole('status').filter({ hasText: twoFactorTexts.totpDisabled })).toBeVisible();
}
