import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestDeps, openSecondInstance } from '../testing/test-app.ts';
import type { Database } from '../db/client.ts';
import { REUSE_GRACE_MS } from '../auth/sessions.ts';
import { activeAccount, call, enterFreshWindow, login, solvedCaptcha, password } from '../testing/test-client.ts';
import { authTexts } from '#domain/auth.ts';

/** Two API instances over one database and one key: sign-in state must live in the database, not in a process. */
describe('two API instances sharing one database', () => {
  let ctx: Awaited<ReturnType<typeof createTestDeps>>;
  let a: ReturnType<typeof createApp>;
  let b: ReturnType<typeof createApp>;
  let second: Database;
  beforeAll(async () => {
    ctx = await createTestDeps();
    second = await openSecondInstance(ctx.deps.database);
    a = createApp(ctx.deps);
    b = createApp({ ...ctx.deps, database: second, db: second.db });
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  it('accepts a challenge from one instance at the other, once', async () => {
    const { email } = await activeAccount(a, ctx.deps);
    const captcha = await solvedCaptcha(a);
    const body = { email, password, rememberMe: false, captcha };
    expect((await call(b, 'POST', '/api/User/login', body)).status).toBe(200);
    expect((await call(a, 'POST', '/api/User/login', body)).body.errors).toEqual({ captcha: [authTexts.captchaUsed] });
  });

  it('answers the same token refreshed at both instances at once alike, keeping the session', async () => {
    const { session } = await activeAccount(a, ctx.deps);
    const body = { jwtToken: '', refreshToken: session.refreshToken };
    const [atA, atB] = await Promise.all([call(a, 'POST', '/api/User/RefreshToken', body), call(b, 'POST', '/api/User/RefreshToken', body)]);
    expect([atA.status, atB.status]).toEqual([200, 200]);
    expect(atA.body.refreshToken).toBe(atB.body.refreshToken);
    expect((await call(b, 'GET', '/api/User/Session', undefined, { token: String(atA.body.token) })).status).toBe(200);
  });

  it('detects a refresh token reused at the other instance after the grace and ends the session at both', async () => {
    const { session } = await activeAccount(a, ctx.deps);
    const rotated = await call(a, 'POST', '/api/User/RefreshToken', { jwtToken: session.token, refreshToken: session.refreshToken });
    expect(rotated.status).toBe(200);
    ctx.clock.advance(REUSE_GRACE_MS + 1_000);
    expect((await call(b, 'POST', '/api/User/RefreshToken', { jwtToken: '', refreshToken: session.refreshToken })).status).toBe(401);
    expect((await call(a, 'GET', '/api/User/Session', undefined, { token: String(rotated.body.token) })).status).toBe(401);
  });

  it('counts login failures for one e-mail across instances', async () => {
    const { email } = await activeAccount(a, ctx.deps);
    enterFreshWindow(ctx.clock);
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? a : b, email, { password: 'Wr0ng!Pass' })).status).toBe(400);
    expect((await login(a, email)).status).toBe(429);
    expect((await login(b, email)).status).toBe(429);
  });
});
