import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { activeAccount, call, enterFreshWindow, latestMail, login, password, solvedCaptcha } from '../testing/test-client.ts';
import { currentTotpCode } from './totp.ts';
import { twoFactorTexts } from '#domain/two-factor.ts';

describe('two-factor sign-in with an authenticator app', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const code = (secret: string) => currentTotpCode(secret, t.deps.now());
  /** Sets up TOTP for a new account; answers the secret and the recovery codes. */
  async function enrolled() {
    const account = await activeAccount(t.app, t.deps, { accountType: 'client' });
    const token = account.session.token;
    const started = await call(t.app, 'POST', '/api/TwoFactor/StartTotp', { password }, { token });
    expect(started.status).toBe(200);
    const secret = String(started.body.secret);
    expect(String(started.body.address)).toMatch(/^otpauth:\/\/totp\//);
    const confirmed = await call(t.app, 'POST', '/api/TwoFactor/ConfirmTotp', { code: await code(secret) }, { token });
    expect(confirmed.status).toBe(200);
    return { ...account, token, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
  }
  const secondStep = (signInStep: string, proof: { code?: string }, extra: { rememberBrowser?: boolean } = {}) =>
    call(t.app, 'POST', '/api/User/LoginSecondStep', { signInStep, ...proof, ...extra });

  it('asks for the current password before the first factor is set up', async () => {
    const { session } = await activeAccount(t.app, t.deps);
    const refused = await call(t.app, 'POST', '/api/TwoFactor/StartTotp', {}, { token: session.token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(twoFactorTexts.passwordForFirstFactor);
  });

  it('turns TOTP on with a code, answers 10 recovery codes once, and mails the change', async () => {
    const { email, recoveryCodes, token } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const mail = await latestMail(t.deps, email);
    expect(mail.subject).toContain('Two-factor sign-in changed');
    expect(mail.text).toContain('An authenticator app was set up');
    const status = await call(t.app, 'GET', '/api/TwoFactor/Status', undefined, { token });
    expect(status.body).toMatchObject({ totp: true, recoveryCodesLeft: 10, provenRecently: true, passwordNeeded: false });
    expect(JSON.stringify(status.body)).not.toContain(recoveryCodes[0]);
  });

  it('asks for the second step at login, signs in with a code, and refuses the same code again', async () => {
    const { email, secret } = await enrolled();
    t.clock.advance(31_000);
    const first = await login(t.app, email);
    expect(first.status).toBe(200);
    expect(first.body.token).toBeUndefined();
    expect(String(first.body.redirectTo)).toMatch(/^\/login\/second-step\?nextPage=/);
    const signInStep = String(first.body.signInStep);
    const now = await code(secret);
    const passed = await secondStep(signInStep, { code: now });
    expect(passed.status).toBe(200);
    expect(typeof passed.body.token).toBe('string');
    const again = await login(t.app, email);
    const replayed = await secondStep(String(again.body.signInStep), { code: now });
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe(twoFactorTexts.codeWrong);
    const reused = await secondStep(signInStep, { code: now });
    expect(reused.status).toBe(401);
  });

  it('takes each recovery code once', async () => {
    const { email, recoveryCodes } = await enrolled();
    const recovery = recoveryCodes[3] ?? '';
    const first = await login(t.app, email);
    expect((await secondStep(String(first.body.signInStep), { code: recovery.toUpperCase() })).status).toBe(200);
    const second = await login(t.app, email);
    expect((await secondStep(String(second.body.signInStep), { code: recovery })).status).toBe(400);
  });

  it('limits wrong codes like passwords: 5 a minute per account, then 429 even for the right code', async () => {
    const { email, secret } = await enrolled();
    enterFreshWindow(t.clock);
    const step = String((await login(t.app, email)).body.signInStep);
    const wrong = await Promise.all(Array.from({ length: 12 }, () => secondStep(step, { code: '000000' })));
    const statuses = wrong.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(400), ...Array<number>(7).fill(429)]);
    const right = await secondStep(step, { code: await code(secret) });
    expect(right.status).toBe(429);
    t.clock.advance(Number(right.headers.get('retry-after')) * 1000);
    expect((await secondStep(step, { code: await code(secret) })).status).toBe(200);
  });

  it('remembers the browser when asked, until a factor changes', async () => {
    const { email, secret, token } = await enrolled();
    t.clock.advance(31_000);
    const step = String((await login(t.app, email)).body.signInStep);
    const passed = await secondStep(step, { code: await code(secret) }, { rememberBrowser: true });
    const trustedBrowser = String(passed.body.trustedBrowser);
    const remembered = await call(t.app, 'POST', '/api/User/login', { ...(await loginBody(email)), trustedBrowser });
    expect(typeof remembered.body.token).toBe('string');
    expect((await call(t.app, 'POST', '/api/TwoFactor/NewRecoveryCodes', undefined, { token })).status).toBe(200);
    const afterChange = await call(t.app, 'POST', '/api/User/login', { ...(await loginBody(email)), trustedBrowser });
    expect(afterChange.body.token).toBeUndefined();
    expect(typeof afterChange.body.signInStep).toBe('string');
  });

  const loginBody = async (email: string) => ({ email, password, rememberMe: false, captcha: await solvedCaptcha(t.app) });
});
