import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { users } from '../db/schema/index.ts';
import { createRecordingLogger } from '../testing/recording-logger.ts';
import { activeAccount, call, enterFreshWindow, linkToken, login, password, uniqueEmail } from '../testing/test-client.ts';

const wrong = 'Wr0ng!Pass';
const newPassword = 'N3w!Passw0rd';

describe('security events in the logs: account id, client address and reason, never a password', () => {
  const log = createRecordingLogger();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({}, { log });
  });
  afterAll(() => t.close());

  const userIdOf = async (email: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const newest = (event: string) => log.fieldsOf(event).at(-1);

  it('logs login failures and the lockout that follows', async () => {
    const { email } = await activeAccount(t.app, t.deps);
    const userId = await userIdOf(email);
    enterFreshWindow(t.clock);
    await login(t.app, email, { password: wrong, ip: '198.51.100.20' });
    expect(newest('auth.password_failed')).toEqual({ action: 'login', userId, ip: '198.51.100.20', reason: 'wrong password' });
    await login(t.app, uniqueEmail('ghost'), { password: wrong, ip: '198.51.100.21' });
    expect(newest('auth.password_failed')).toEqual({ action: 'login', userId: null, ip: '198.51.100.21', reason: 'no account with this e-mail' });

    for (let i = 0; i < 4; i++) await login(t.app, email, { password: wrong });
    expect((await login(t.app, email, { ip: '198.51.100.22' })).status).toBe(429);
    expect(newest('auth.locked_out')).toEqual({ action: 'login', userId, ip: '198.51.100.22', reason: 'too many failed passwords for this account' });
  });

  it('logs a lockout of ChangePassword and of ChangeEmail with the account', async () => {
    const { email, session: s } = await activeAccount(t.app, t.deps);
    const userId = await userIdOf(email);
    enterFreshWindow(t.clock);
    const ip = '198.51.100.30';
    for (let i = 0; i < 5; i++) await call(t.app, 'POST', '/api/User/ChangeEmail', { newEmail: uniqueEmail('to'), password: wrong }, { token: s.token, ip });
    expect(newest('auth.password_failed')).toEqual({ action: 'change-email', userId, ip, reason: 'wrong password' });
    const body = { oldPassword: password, newPassword, confirmPassword: newPassword };
    expect((await call(t.app, 'POST', '/api/User/ChangePassword', body, { token: s.token, ip })).status).toBe(429);
    expect(newest('auth.locked_out')).toEqual({ action: 'change-password', userId, ip, reason: 'too many failed passwords for this account' });
  });

  it('logs refused authorizations (401 and 403) with the account when there is one', async () => {
    const { email, session: s } = await activeAccount(t.app, t.deps, { accountType: 'talent' });
    await call(t.app, 'GET', '/api/User/Session', undefined, { ip: '198.51.100.40' });
    expect(newest('api.refused')).toEqual({ status: 401, method: 'GET', path: '/api/User/Session', userId: null, ip: '198.51.100.40', reason: 'Authentication is required.' });
    const refused = await call(t.app, 'GET', '/api/User/GetJoiningRequestedUsers', undefined, { token: s.token, ip: '198.51.100.41' });
    expect(refused.status).toBe(403);
    expect(newest('api.refused')).toEqual({
      status: 403,
      method: 'GET',
      path: '/api/User/GetJoiningRequestedUsers',
      userId: await userIdOf(email),
      ip: '198.51.100.41',
      reason: refused.body.message,
    });
  });

  it('logs password changes (signed in and by reset link) and e-mail changes (asked and confirmed)', async () => {
    const { email, session: s } = await activeAccount(t.app, t.deps);
    const userId = await userIdOf(email);
    const ip = '198.51.100.50';
    await call(t.app, 'POST', '/api/User/ChangePassword', { oldPassword: password, newPassword, confirmPassword: newPassword }, { token: s.token, ip });
    expect(newest('account.password_changed')).toEqual({ userId, ip, reason: 'changed by the user with the current password' });

    await call(t.app, 'POST', '/api/User/ForgotPassword', { email });
    const resetToken = await linkToken(t.deps, email, '/forgetpasswordemail');
    await call(t.app, 'POST', '/api/User/ResetPassword', { token: resetToken, newPassword: 'An0ther!Pass', confirmPassword: 'An0ther!Pass' }, { ip });
    expect(newest('account.password_changed')).toEqual({ userId, ip, reason: 'reset with an e-mailed link' });

    const fresh = await login(t.app, email, { password: 'An0ther!Pass' });
    const moved = uniqueEmail('moved');
    await call(t.app, 'POST', '/api/User/ChangeEmail', { newEmail: moved, password: 'An0ther!Pass' }, { token: String(fresh.body.token), ip });
    expect(newest('account.email_change_requested')).toEqual({ userId, ip, reason: 'confirmation link mailed to the new address' });
    await call(t.app, 'POST', '/api/User/VerifyEmail', { token: await linkToken(t.deps, moved, '/emailverification') }, { ip });
    expect(newest('account.email_changed')).toEqual({ userId, ip, reason: 'confirmed from the new mailbox' });
  });

  it('never writes a password into the logs', () => {
    const written = JSON.stringify(log.events);
    for (const secret of [password, wrong, newPassword, 'An0ther!Pass']) expect(written).not.toContain(secret);
  });
});
