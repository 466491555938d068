import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { companies, contacts, users } from '../db/schema/index.ts';
import { hashPassword } from '../auth/password.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { activeAccount, call, linkToken, login, password, signUp, solvedCaptcha, uniqueEmail } from '../testing/test-client.ts';
import { authTexts } from '#domain/auth.ts';
import { messages } from '#domain/messages.ts';

/** Meets the spec's rule (8–32 characters, upper, lower, digit, special) yet is among the most guessed passwords. */
const common = 'Password1!';
const tooCommon = (field: string) => ({ status: 400, body: { message: authTexts.passwordTooCommon, errors: { [field]: [authTexts.passwordTooCommon] } } });

describe('the most common passwords are refused for new passwords', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('knows common passwords whatever their case, also with digits and symbols added around a listed word', async () => {
    for (const p of ['password', 'P@ssw0rd', 'Password1!', 'Qwerty123!', '!Dragon2024', 'ILOVEYOU', 'Sunshine#1']) expect(await isCommonPassword(p)).toBe(true);
    for (const p of [password, 'N3w!Passw0rd', 'Changed#2026ok', 'Demo#2026pass', 'Tq7#vLm2pX']) expect(await isCommonPassword(p)).toBe(false);
  });

  it('refuses one at sign-up, with the spec rule still checked first', async () => {
    const email = uniqueEmail('common');
    const captcha = await solvedCaptcha(t.app);
    const body = { accountType: 'talent', firstName: 'Ada', lastName: 'Lovelace', email, acceptTerms: true, captcha };
    expect(await call(t.app, 'POST', '/api/User/signup', { ...body, password: common })).toMatchObject(tooCommon('password'));
    expect((await call(t.app, 'POST', '/api/User/signup', { ...body, password: 'weakpass' })).body.errors).toEqual({ password: [messages.auth.passwordInvalid] });
    expect((await call(t.app, 'POST', '/api/User/signup', { ...body, password })).status).toBe(200);
  });

  it('refuses one as the new password of ChangePassword and ResetPassword', async () => {
    const { email, session: s } = await activeAccount(t.app, t.deps);
    const change = await call(t.app, 'POST', '/api/User/ChangePassword', { oldPassword: password, newPassword: common, confirmPassword: common }, { token: s.token });
    expect(change).toMatchObject(tooCommon('newPassword'));
    await call(t.app, 'POST', '/api/User/ForgotPassword', { email });
    const token = await linkToken(t.deps, email, '/forgetpasswordemail');
    expect(await call(t.app, 'POST', '/api/User/ResetPassword', { token, newPassword: common, confirmPassword: common })).toMatchObject(tooCommon('newPassword'));
    expect((await call(t.app, 'POST', '/api/User/ResetPassword', { token, newPassword: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' })).status).toBe(200);
  });

  it('refuses one at sign-up by invitation', async () => {
    const [company] = await t.deps.db.insert(companies).values({ name: 'Common Passwords Ltd' }).returning();
    const admin = await activeAccount(t.app, t.deps, { accountType: 'client' });
    await t.deps.db.update(contacts).set({ companyId: company?.id ?? 0, webRole: 3 }).where(eq(contacts.id, Number(admin.session.contactId)));
    const adminToken = String((await login(t.app, admin.email)).body.token);
    const invitee = uniqueEmail('invitee');
    const invited = await call(t.app, 'POST', '/api/Contact/Post', { firstName: 'Grace', lastName: 'Hopper', email: invitee, webRole: 1 }, { token: adminToken });
    expect(invited.status).toBe(200);
    const token = await linkToken(t.deps, invitee, '/signupinvite');
    const body = { token, firstName: 'Grace', lastName: 'Hopper', acceptTerms: true, captcha: await solvedCaptcha(t.app) };
    expect(await call(t.app, 'POST', '/api/User/SignupInvite', { ...body, password: common })).toMatchObject(tooCommon('password'));
    expect((await call(t.app, 'POST', '/api/User/SignupInvite', { ...body, password })).status).toBe(200);
  });

  it('still logs in with an existing password that is on the list', async () => {
    const email = uniqueEmail('old');
    await signUp(t.app, { email });
    await t.deps.db.update(users).set({ passwordHash: await hashPassword(common), activatedAt: new Date() }).where(eq(users.email, email));
    expect((await login(t.app, email, { password: common })).status).toBe(200);
  });
});
