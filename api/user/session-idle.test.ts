import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { sessionFamilies } from '../db/schema/index.ts';
import { activeAccount, call, login } from '../testing/test-client.ts';
import { authTexts } from '#domain/auth.ts';

const minutes = (n: number) => n * 60_000;

describe('server-side idle logout: a session without remember-me unused for 45 minutes cannot be refreshed', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) => call(t.app, 'POST', '/api/User/RefreshToken', { jwtToken: '', refreshToken });
  const session = (token: string) => call(t.app, 'GET', '/api/User/Session', undefined, { token });

  it('refuses the refresh after 45 minutes unused and ends the session', async () => {
    const { session: s } = await activeAccount(t.app, t.deps);
    expect(s.rememberMe).toBe(false);
    t.clock.advance(t.deps.config.idleLogoutMs);
    expect(await refresh(s.refreshToken)).toMatchObject({ status: 401, body: { message: authTexts.sessionEnded } });
    const [family] = await t.deps.db.select().from(sessionFamilies).where(eq(sessionFamilies.revokedReason, 'idle'));
    expect(family?.revokedAt).toBeTruthy();
  });

  it('counts refreshes and signed-in calls as use', async () => {
    const { session: s } = await activeAccount(t.app, t.deps);
    t.clock.advance(minutes(40));
    const renewed = await refresh(s.refreshToken);
    expect(renewed.status).toBe(200);
    expect(renewed.body.rememberMe).toBe(false);
    t.clock.advance(minutes(10));
    expect((await session(String(renewed.body.token))).status).toBe(200);
    t.clock.advance(minutes(40));
    const again = await refresh(String(renewed.body.refreshToken));
    expect(again.status).toBe(200);
    t.clock.advance(t.deps.config.idleLogoutMs);
    expect((await refresh(String(again.body.refreshToken))).status).toBe(401);
  });

  it('keeps a remember-me session refreshable after a long idle spell', async () => {
    const { email } = await activeAccount(t.app, t.deps);
    const remembered = await login(t.app, email, { rememberMe: true });
    expect(remembered.body.rememberMe).toBe(true);
    t.clock.advance(minutes(6 * 60));
    const renewed = await refresh(String(remembered.body.refreshToken));
    expect(renewed).toMatchObject({ status: 200, body: { rememberMe: true } });
  });
});
