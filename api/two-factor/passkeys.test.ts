import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { softwarePasskey } from '../testing/software-passkey.ts';
import { call, login } from '../testing/test-client.ts';
import { linkOrigin } from '../mail/links.ts';
import { demoPassword } from '../seed/demo-accounts.ts';
import { twoFactorTexts } from '#domain/two-factor.ts';

const talent = 'talent.better@demo.example';
const account = { kind: 'us', holderName: 'Daniel Okafor', accountType: 'checking', routingNumber: '021000021', accountNumber: '000123456789', currentPassword: demoPassword };

describe('passkeys (WebAuthn) as a second factor', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  it('registers a passkey, signs in with it, and changes payout details with it after the step-up ran out', async () => {
    const passkey = softwarePasskey(linkOrigin(t.deps.config));
    const token = await t.tokenOf(talent);
    const options = await call(t.app, 'POST', '/api/TwoFactor/PasskeyOptions', { password: demoPassword }, { token });
    expect(options.status).toBe(200);
    const added = await call(t.app, 'POST', '/api/TwoFactor/AddPasskey', { name: 'Laptop', passkey: passkey.register(String(options.body.optionsJSON)) }, { token });
    expect(added.status).toBe(200);
    expect(added.body.recoveryCodes).toHaveLength(10);
    const status = await call(t.app, 'GET', '/api/TwoFactor/Status', undefined, { token });
    expect(status.body).toMatchObject({ totp: false, passkeys: [{ name: 'Laptop' }], recoveryCodesLeft: 10 });

    // A replayed registration answer (its challenge is spent) is refused.
    const again = await call(t.app, 'POST', '/api/TwoFactor/AddPasskey', { name: 'Copy', passkey: passkey.register(String(options.body.optionsJSON)) }, { token });
    expect(again.body.message).toBe(twoFactorTexts.passkeyFailed);

    const first = await login(t.app, talent, { password: demoPassword });
    const signInStep = String(first.body.signInStep);
    expect(first.body.methods).toEqual({ totp: false, passkey: true });
    const stepOptions = await call(t.app, 'POST', '/api/User/LoginSecondStepOptions', { signInStep });
    const signedIn = await call(t.app, 'POST', '/api/User/LoginSecondStep', { signInStep, passkey: passkey.answer(String(stepOptions.body.optionsJSON)) });
    expect(signedIn.status).toBe(200);
    const session = String(signedIn.body.token);

    t.clock.advance(11 * 60_000);
    const save = () => call(t.app, 'POST', '/api/Payouts/SavePayoutDetails', account, { token: session });
    expect((await save()).body.message).toBe(twoFactorTexts.stepUpRequired);
    const confirmOptions = await call(t.app, 'POST', '/api/TwoFactor/ConfirmOptions', undefined, { token: session });
    const proof = passkey.answer(String(confirmOptions.body.optionsJSON));
    expect((await call(t.app, 'POST', '/api/TwoFactor/Confirm', { passkey: proof }, { token: session })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/TwoFactor/Confirm', { passkey: proof }, { token: session })).status).toBe(400);
    const saved = await save();
    expect(saved.status).toBe(200);
  });
});
