import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { mailOutbox, users } from '../db/schema/index.ts';
import { activeAccount, call, enterFreshWindow, linkToken, login, password, signUp, uniqueEmail } from '../testing/test-client.ts';
import { authTexts } from '#domain/auth.ts';
import { messages } from '#domain/messages.ts';

const newPassword = 'N3w!Passw0rd';

describe('change password', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string, body: Record<string, string>) => call(t.app, 'POST', '/api/User/ChangePassword', body, { token });
  const session = (token: string) => call(t.app, 'GET', '/api/User/Session', undefined, { token });

  it('checks the current password and the spec rules', async () => {
    const { session: s } = await activeAccount(t.app, t.deps);
    const wrongOld = await change(s.token, { oldPassword: 'Wr0ng!Pass', newPassword, confirmPassword: newPassword });
    expect(wrongOld).toMatchObject({ status: 400, body: { message: authTexts.currentPasswordWrong, errors: { oldPassword: [authTexts.currentPasswordWrong] } } });
    const same = await change(s.token, { oldPassword: password, newPassword: password, confirmPassword: password });
    expect(same.body.errors).toEqual({ newPassword: [messages.auth.newPasswordSameAsCurrent] });
    const mismatch = await change(s.token, { oldPassword: password, newPassword, confirmPassword: 'Other!Pass1' });
    expect(mismatch.body.errors).toEqual({ confirmPassword: [messages.auth.confirmPasswordMismatch] });
    const weak = await change(s.token, { oldPassword: password, newPassword: 'weakpass', confirmPassword: 'weakpass' });
    expect(weak.body.errors).toEqual({ newPassword: [messages.auth.passwordInvalid] });
    const empty = await change(s.token, { oldPassword: '', newPassword, confirmPassword: newPassword });
    expect(empty.body.errors).toEqual({ oldPassword: [messages.auth.passwordRequired] });
    expect((await call(t.app, 'POST', '/api/User/ChangePassword', { oldPassword: password, newPassword, confirmPassword: newPassword })).status).toBe(401);
  });

  it('changes it, clears a forced change, keeps this session and ends the others', async () => {
    const { email, session: s } = await activeAccount(t.app, t.deps);
    await t.deps.db.update(users).set({ forceChangePassword: 1 }).where(eq(users.email, email));
    const forced = await login(t.app, email);
    expect(forced.body.forceChangePassword).toBe(1);
    const current = forced.body as { token: string };

    const done = await change(current.token, { oldPassword: password, newPassword, confirmPassword: newPassword });
    expect(done).toMatchObject({ status: 200, body: { message: messages.shell.passwordChanged } });
    expect((await session(current.token)).body.forceChangePassword).toBe(0);
    expect((await session(s.token)).status).toBe(401);
    expect((await login(t.app, email)).status).toBe(400);
    expect((await login(t.app, email, { password: newPassword })).body.forceChangePassword).toBe(0);
  });
});

describe('forgotten password', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const forgot = (email: string) => call(t.app, 'POST', '/api/User/ForgotPassword', { email });
  const reset = (token: string, pw = newPassword) => call(t.app, 'POST', '/api/User/ResetPassword', { token, newPassword: pw, confirmPassword: pw });

  it('mails a single-use link to /forgetpasswordemail; the reset ends every session', async () => {
    const { email, session: s } = await activeAccount(t.app, t.deps);
    const res = await forgot(email);
    expect(res).toMatchObject({ status: 200, body: { message: authTexts.resetLinkSent } });
    const token = await linkToken(t.deps, email, '/forgetpasswordemail');

    const done = await reset(token);
    expect(done).toMatchObject({ status: 200, body: { message: authTexts.passwordReset } });
    expect((await call(t.app, 'GET', '/api/User/Session', undefined, { token: s.token })).status).toBe(401);
    expect((await login(t.app, email, { password: newPassword })).status).toBe(200);

    const again = await reset(token, 'An0ther!Pass');
    expect(again).toMatchObject({ status: 400, body: { errors: { token: [authTexts.linkInvalid] } } });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = (await t.deps.db.select().from(mailOutbox)).length;
    const res = await forgot(uniqueEmail('nobody'));
    expect(res).toMatchObject({ status: 200, body: { message: authTexts.resetLinkSent } });
    expect((await t.deps.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('refuses the link after 1 hour', async () => {
    const { email } = await activeAccount(t.app, t.deps);
    await forgot(email);
    const token = await linkToken(t.deps, email, '/forgetpasswordemail');
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await reset(token)).status).toBe(400);
    expect((await login(t.app, email)).status).toBe(200);
  });

  it('only the newest link works', async () => {
    const { email } = await activeAccount(t.app, t.deps);
    await forgot(email);
    const first = await linkToken(t.deps, email, '/forgetpasswordemail');
    await forgot(email);
    const second = await linkToken(t.deps, email, '/forgetpasswordemail');
    expect((await reset(first)).status).toBe(400);
    expect((await reset(second)).status).toBe(200);
  });

  it('checks the new password with the spec rules', async () => {
    const res = await call(t.app, 'POST', '/api/User/ResetPassword', { token: 'x', newPassword, confirmPassword: 'Else!Pass12' });
    expect(res.body.errors).toEqual({ confirmPassword: [messages.auth.confirmPasswordMismatch] });
  });

  it('activates an account that was never activated, as the link proves the mailbox', async () => {
    const email = uniqueEmail('unactivated');
    await signUp(t.app, { email });
    await forgot(email);
    expect((await reset(await linkToken(t.deps, email, '/forgetpasswordemail'))).status).toBe(200);
    expect((await login(t.app, email, { password: newPassword })).status).toBe(200);
  });

  it('limits forgot and reset requests per client address to 10 a minute', async () => {
    const ip = '203.0.113.5';
    enterFreshWindow(t.clock);
    for (let i = 0; i < 10; i++) expect((await call(t.app, 'POST', '/api/User/ForgotPassword', { email: uniqueEmail('x') }, { ip })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/User/ResetPassword', { token: 'x', newPassword, confirmPassword: newPassword }, { ip })).status).toBe(429);
  });
});
