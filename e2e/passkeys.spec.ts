/**
 * A talent registers a passkey and signs in and changes payout details with it, in Chromium with its virtual
 * authenticator (the DevTools WebAuthn domain). Browsers offer passkeys to a domain only, never to an IP address
 * (decision record 343), so this journey runs a server of its own at http://localhost with that as its origin.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../bench/free-port.ts';
import { startNode, waitUntilReady } from '../bench/processes.ts';
import { demoPassword } from '#api/seed/demo-accounts.ts';
import { payoutDetailsTexts } from '#domain/payout-details.ts';
import { twoFactorTexts } from '#domain/two-factor.ts';
import { expect, test } from './support/fixtures.ts';
import { submitLogin } from './support/sign-in.ts';

let server: ReturnType<typeof startNode>;
let origin: string;
let dataDir: string;

test.beforeAll(async () => {
  // A server of its own seeds the demo data on a new folder first: slower than a page while the shards run.
  test.setTimeout(180_000);
  const port = await freePort();
  origin = `http://localhost:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-passkeys-'));
  server = startNode(['edge/server.ts'], {
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: origin,
    CAPTCHA_MAX_NUMBER: '2000',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    API_URL: '',
    SMTP_URL: '',
  });
  await waitUntilReady(`${origin}/healthz`, server);
});

test.afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a talent adds a passkey, signs in with it and changes payout details with it', async ({ page, a11y }) => {
  test.setTimeout(180_000);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  await page.goto(`${origin}/login?nextPage=%2Fsettings%2Ftwo-factor`);
  await a11y.accessible();
  await submitLogin(page, 'talent.good@demo.example', demoPassword);
  await expect(page).toHaveURL(`${origin}/settings/two-factor`);
  await a11y.accessible();
  const add = page.getByRole('form', { name: 'Add a passkey' });
  await add.getByLabel('Name of the passkey').fill('Work laptop');
  await add.getByLabel('Current password').fill(demoPassword);
  await add.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: twoFactorTexts.passkeyAdded })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Passkey Work laptop' })).toBeVisible();
  await a11y.accessible();

  // Signing in again now asks for the second step; the passkey answers it.
  await page.context().clearCookies();
  await page.goto(`${origin}/login?nextPage=%2Fsettings%2Fpayment-information`);
  await submitLogin(page, 'talent.good@demo.example', demoPassword);
  await expect(page).toHaveURL(/\/login\/second-step/);
  await a11y.accessible();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(`${origin}/settings/payment-information`);
  await a11y.accessible();

  // The passkey proved a second factor minutes ago: payout details may change.
  const form = page.getByRole('form', { name: 'Add your payout details' });
  await form.getByLabel('Account holder').fill('Maya Chen');
  await form.getByLabel('Routing number').fill('021000021');
  await form.getByLabel('Account number').fill('000123456789');
  await form.getByLabel('Your password').fill(demoPassword);
  await form.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page.getByRole('status').filter({ hasText: payoutDetailsTexts.saved })).toBeVisible();
  await expect(page.getByRole('region', { name: 'On file' })).toContainText('•••• 6789');
  await a11y.accessible();
});
