import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { invoices, mailOutbox } from '../db/schema/index.ts';
import { routes } from '../routes.ts';
import { call } from '../testing/test-client.ts';
import { demoPassword } from '../seed/demo-accounts.ts';
import { currentTotpCode } from './totp.ts';
import { twoFactorTexts } from '#domain/two-factor.ts';

const admin = 'client.admin@demo.example';

describe('a money action asks for a second factor proven in the last 10 minutes', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let invoiceId = 0;
  beforeAll(async () => {
    t = await createDemoTestApp();
    const [open] = await t.deps.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.status, 'open')).limit(1);
    invoiceId = open?.id ?? 0;
  });
  afterAll(() => t.close());

  const pay = () => t.request(admin, 'POST', '/api/Payment/PayByCard', { invoiceId, idempotencyKey: 'step-up-attempt-0001', card: { token: 'not-a-real-token' } });

  it('tells an administrator without a second factor to set one up, then to confirm it, then lets the payment through', async () => {
    const refused = await pay();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: twoFactorTexts.noSecondFactor });

    const token = await t.tokenOf(admin);
    const started = await call(t.app, 'POST', '/api/TwoFactor/StartTotp', { password: demoPassword }, { token });
    const secret = String(started.body.secret);
    expect((await call(t.app, 'POST', '/api/TwoFactor/ConfirmTotp', { code: await currentTotpCode(secret, t.deps.now()) }, { token })).status).toBe(200);
    const mails = await t.deps.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.toAddress, admin));
    expect(mails.some((m) => m.subject.includes('Two-factor sign-in changed'))).toBe(true);

    // Setting it up proved it: the payment is let through (to the gateway, which refuses the made-up card).
    expect((await pay()).status).not.toBe(403);

    t.clock.advance(10 * 60_000 + 31_000);
    const stale = await pay();
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({ message: twoFactorTexts.stepUpRequired });

    expect((await call(t.app, 'POST', '/api/TwoFactor/Confirm', { code: '123456' }, { token })).status).toBe(400);
    const confirmed = await call(t.app, 'POST', '/api/TwoFactor/Confirm', { code: await currentTotpCode(secret, t.deps.now()) }, { token });
    expect(confirmed.body.message).toBe(twoFactorTexts.confirmed);
    expect((await pay()).status).not.toBe(403);
  });

  it('asks the same of payout details and tax forms', () => {
    const declared = routes.filter((r) => r.secondFactor).map((r) => r.path);
    expect(declared.sort()).toEqual(['/api/Payment/PayByCard', '/api/Payouts/SavePayoutDetails', '/api/TaxForm/SignW8Ben', '/api/TaxForm/SignW8BenE', '/api/TaxForm/SignW9']);
  });
});
