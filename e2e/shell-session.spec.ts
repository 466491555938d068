/**
 * Session rules of the shell: the forced password change blocks everything but logout
 * until the password is changed; an idle session ends at /logout (a second server with IDLE_LOGOUT_MS shortened),
 * except on /lmiiwatta.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { freePort } from '../bench/free-port.ts';
import { startNode, waitUntilReady } from '../bench/processes.ts';
import { expect, test } from './support/fixtures.ts';
import { submitLogin } from './support/sign-in.ts';
import { islandsReady } from './support/islands.ts';

const demoPassword = 'Demo#2026pass';
const newPassword = 'Changed#2026ok';

const focusInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);

async function changePasswordInPage(page: Page, oldPassword: string, password: string): Promise<number> {
  return page.evaluate(
    async (body) => {
      const res = await fetch('/api/User/ChangePassword', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return res.status;
    },
    { oldPassword, newPassword: password, confirmPassword: password },
  );
}

test('a forced password change blocks every page but logout until the password is changed', async ({ page, a11y }) => {
  await page.goto('/login');
  await a11y.accessible();
  await submitLogin(page, 'talent.forcechange@demo.example', demoPassword);
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  await islandsReady(page);
  await a11y.accessible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await expect(banner.getByRole('button', { name: /account menu$/ })).toHaveCount(0);
  await expect(banner.locator('a[aria-disabled="true"]')).toHaveText('My Jobs');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await focusInDialog(page), 'focus stays in the dialog').toBe(true);
  }

  await page.goto('/jobcenter/6');
  await expect(dialog).toBeVisible();
  await islandsReady(page);
  await a11y.accessible();

  await dialog.getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Logged out' })).toBeVisible();
  await a11y.accessible();
  await page.goto('/login');
  await submitLogin(page, 'talent.forcechange@demo.example', demoPassword);
  await expect(dialog).toBeVisible();
  await islandsReady(page);

  await dialog.getByLabel('Current password').fill('Not-the-password1!');
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm new password').fill('Something#else1');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Confirmed password does not match the password.')).toBeVisible();
  await dialog.getByLabel('Confirm new password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('The current password is not correct.')).toBeVisible();
  await a11y.accessible();

  await dialog.getByLabel('Current password').fill(demoPassword);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  const changed = page.getByRole('dialog', { name: 'Password Changed Successfully' });
  await expect(changed).toBeVisible();
  await a11y.accessible();
  await expect(changed).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(banner.getByRole('button', { name: /account menu$/ })).toBeVisible();
  await expect(banner.getByRole('link', { name: /^My Jobs/ })).toHaveAttribute('target', '_blank');
  await a11y.accessible();

  // The demo account keeps its documented password for whoever signs in next.
  expect(await changePasswordInPage(page, newPassword, demoPassword)).toBe(200);
});

test.describe('idle logout', () => {
  let server: ReturnType<typeof startNode>;
  let origin: string;
  let dataDir: string;

  test.beforeAll(async () => {
    // A server of its own seeds the demo data on a new folder first: slower than a page while the shards run.
    test.setTimeout(180_000);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-idle-'));
    server = startNode(['edge/server.ts'], {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: origin,
      CAPTCHA_MAX_NUMBER: '2000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      API_URL: '',
      SMTP_URL: '',
      IDLE_LOGOUT_MS: '6000',
    });
    await waitUntilReady(`${origin}/healthz`, server);
  });

  test.afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an idle signed-in page goes to /logout after IDLE_LOGOUT_MS; /lmiiwatta has no idle logout', async ({ page, a11y }) => {
    await page.goto(`${origin}/login`);
    await a11y.accessible();
    await submitLogin(page, 'client.admin@demo.example', demoPassword);
    await expect(page).toHaveURL(`${origin}/client-dashboard`);
    await expect(page.locator('[data-idle-logout-ms]')).toHaveAttribute('data-idle-logout-ms', '6000');
    await a11y.accessible();
    await expect(page).toHaveURL(`${origin}/logout`);
    await expect(page.getByRole('heading', { name: 'Logged out' })).toBeVisible();
    await a11y.accessible();

    await page.goto(`${origin}/login?nextPage=%2Flmiiwatta`);
    await a11y.accessible();
    await submitLogin(page, 'client.admin@demo.example', demoPassword);
    await expect(page).toHaveURL(`${origin}/lmiiwatta`);
    await expect(page.getByRole('status')).toHaveText('Signed in as client.admin@demo.example.');
    await expect(page.locator('[data-idle-logout-ms]')).toHaveCount(0);
    await a11y.accessible();
  });
});
