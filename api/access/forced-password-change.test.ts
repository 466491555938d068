import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { users } from '../db/schema/index.ts';
import { activeAccount, call, login, password } from '../testing/test-client.ts';
import { authTexts } from '#domain/auth.ts';

const newPassword = 'N3w!Passw0rd';

describe('a forced password change is enforced by the API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const force = (email: string, value: number) => t.deps.db.update(users).set({ forceChangePassword: value }).where(eq(users.email, email));
  const refused = { status: 403, body: { message: authTexts.passwordChangeRequired } };

  it('answers 403 to every call but the session, change-password, refresh and logout until the password is changed', async () => {
    const { email } = await activeAccount(t.app, t.deps);
    await force(email, 1);
    const s = (await login(t.app, email)).body as { token: string; refreshToken: string };
    const as = { token: s.token };

    expect(await call(t.app, 'GET', '/api/MyInformation/Get', undefined, as)).toMatchObject(refused);
    expect(await call(t.app, 'GET', '/api/Notification/Get', undefined, as)).toMatchObject(refused);
    expect(await call(t.app, 'POST', '/api/User/SplashSeen', undefined, as)).toMatchObject(refused);
    expect(await call(t.app, 'POST', '/api/User/ChangeEmail', { newEmail: 'elsewhere@example.com', password }, as)).toMatchObject(refused);
    expect(await call(t.app, 'GET', '/api/User/EmailExists?Email=someone@example.com', undefined, as)).toMatchObject(refused);

    expect(await call(t.app, 'GET', '/api/User/Session', undefined, as)).toMatchObject({ status: 200, body: { forceChangePassword: 1 } });
    const refreshed = await call(t.app, 'POST', '/api/User/RefreshToken', { jwtToken: s.token, refreshToken: s.refreshToken }, as);
    expect(refreshed.status).toBe(200);
    const token = String(refreshed.body.token);

    const changed = await call(t.app, 'POST', '/api/User/ChangePassword', { oldPassword: password, newPassword, confirmPassword: newPassword }, { token });
    expect(changed.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/MyInformation/Get', undefined, { token })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/User/Logout', {}, { token })).status).toBe(200);
  });

  it('applies at once to a token issued before the change was required, and lets that session log out', async () => {
    const { email, session: s } = await activeAccount(t.app, t.deps);
    expect((await call(t.app, 'GET', '/api/MyInformation/Get', undefined, { token: s.token })).status).toBe(200);
    await force(email, 1);
    expect(await call(t.app, 'GET', '/api/MyInformation/Get', undefined, { token: s.token })).toMatchObject(refused);
    expect((await call(t.app, 'POST', '/api/User/Logout', {}, { token: s.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/User/Session', undefined, { token: s.token })).status).toBe(401);
  });

  it('leaves visitors and public calls alone', async () => {
    expect((await call(t.app, 'GET', '/api/User/EmailExists?Email=someone@example.com')).status).toBe(200);
  });
});
