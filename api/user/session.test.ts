import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { agencyMembers, instructors, refreshTokens, sessionFamilies, users } from '../db/schema/index.ts';
import { REUSE_GRACE_MS } from '../auth/sessions.ts';
import { verifyAccessToken } from '#kernel/tokens.ts';
import { activeAccount, call, enterFreshWindow, login, uniqueEmail } from '../testing/test-client.ts';
import { authTexts } from '#domain/auth.ts';
import { makePng } from '../seed/demo-files.ts';

const loginFields = [
  'token', 'refreshToken', 'loginId', 'chatEmail', 'contactId', 'clientId', 'instrId', 'fullName', 'isWizardFinished',
  'lastVisitedPage', 'webRole', 'forceChangePassword', 'agencyInstrId', 'showContactSplashScreen', 'showTalentSplashScreen',
  'showTrainerRole', 'rememberMe', 'redirectTo',
];
const refreshFields = ['token', 'refreshToken', 'loginId', 'contactId', 'clientId', 'instrId', 'fullName', 'webRole', 'agencyInstrId', 'chatEmail', 'showTrainerRole', 'rememberMe'];

describe('sessions: login, refresh rotation, reuse detection, logout', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const session = (token: string) => call(t.app, 'GET', '/api/User/Session', undefined, { token });
  const refresh = (refreshToken: string, jwtToken = '') => call(t.app, 'POST', '/api/User/RefreshToken', { jwtToken, refreshToken });

  it('answers login with exactly the spec fields plus redirectTo, and an access token with the claims', async () => {
    const { email, session: s } = await activeAccount(t.app, t.deps, { accountType: 'talent' });
    expect(Object.keys(s).sort()).toEqual([...loginFields].sort());
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    const [talent] = await t.deps.db.select().from(instructors).where(eq(instructors.userId, user?.id ?? 0));
    expect(s).toMatchObject({
      loginId: user?.id,
      chatEmail: email,
      contactId: null,
      clientId: null,
      instrId: talent?.id,
      fullName: 'Ada Lovelace',
      isWizardFinished: false,
      lastVisitedPage: null,
      webRole: null,
      forceChangePassword: 0,
      agencyInstrId: null,
      showContactSplashScreen: true,
      showTalentSplashScreen: true,
      showTrainerRole: false,
      redirectTo: '/welcome',
    });
    expect(s.refreshToken).toMatch(/^[\w-]{43}$/);
    const verified = await verifyAccessToken(t.deps.keys, s.token, t.deps.now());
    expect(verified.ok && verified.claims).toMatchObject({ userId: user?.id, instrId: talent?.id, contactId: null });
  });

  it('stores refresh tokens only as hashes', async () => {
    const { session: s } = await activeAccount(t.app, t.deps);
    const stored = await t.deps.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(stored.map((r) => r.hash)).not.toContain(s.refreshToken);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });

  it('sends a company-less client to /clientCompany, and honours a next page on this site only', async () => {
    const { email, session: s } = await activeAccount(t.app, t.deps, { accountType: 'client' });
    expect(s).toMatchObject({ redirectTo: '/clientCompany', webRole: 3, clientId: null, instrId: null });
    expect(typeof s.contactId).toBe('number');
    expect((await login(t.app, email, { nextPage: '/client-job/jobpost/3?hash=x' })).body.redirectTo).toBe('/client-job/jobpost/3?hash=x');
    expect((await login(t.app, email, { nextPage: 'https://evil.example/' })).body.redirectTo).toBe('/clientCompany');
  });

  it("answers instrId 'all' and agencyInstrId for an agency member; the claims carry their own profile in the agency", async () => {
    const { email } = await activeAccount(t.app, t.deps, { accountType: 'talent' });
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    const [agency] = await t.deps.db.insert(instructors).values({ isAgency: true, firstName: 'Acme', lastName: 'Agency' }).returning();
    const [profile] = await t.deps.db.insert(instructors).values({ agencyId: agency?.id ?? 0, firstName: 'Ada', lastName: 'Lovelace' }).returning();
    await t.deps.db.insert(agencyMembers).values({ agencyId: agency?.id ?? 0, userId: user?.id ?? 0, instrId: profile?.id ?? null });
    const s = await login(t.app, email);
    expect(s.body).toMatchObject({ instrId: 'all', agencyInstrId: agency?.id, redirectTo: '/user/dashboard' });
    const claims = await verifyAccessToken(t.deps.keys, String(s.body.token), t.deps.now());
    expect(claims.ok && claims.claims).toMatchObject({ instrId: profile?.id, agencyInstrId: agency?.id });
  });

  it('rotates on refresh; a reused refresh token revokes the whole family, its access tokens included; logout ends a session', async () => {
    const { email, session: s } = await activeAccount(t.app, t.deps);
    expect((await session(s.token)).status).toBe(200);

    const first = await refresh(s.refreshToken, s.token);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual([...refreshFields].sort());
    const next = first.body as { token: string; refreshToken: string };
    expect(next.refreshToken).not.toBe(s.refreshToken);
    expect((await session(next.token)).status).toBe(200);

    t.clock.advance(REUSE_GRACE_MS + 1_000);
    const reused = await refresh(s.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(authTexts.sessionEnded);
    expect((await refresh(next.refreshToken)).status).toBe(401);
    expect((await session(next.token)).status).toBe(401);
    expect((await session(s.token)).status).toBe(401);
    const [family] = await t.deps.db.select().from(sessionFamilies).where(eq(sessionFamilies.revokedReason, 'refresh token reused'));
    expect(family?.revokedAt).toBeInstanceOf(Date);

    const o = (await login(t.app, email)).body as { token: string; refreshToken: string };
    expect((await session(o.token)).status).toBe(200);
    const out = await call(t.app, 'POST', '/api/User/Logout', { refreshToken: o.refreshToken }, { token: o.token });
    expect(out).toMatchObject({ status: 200, body: { message: authTexts.loggedOut } });
    expect((await session(o.token)).status).toBe(401);
    expect((await refresh(o.refreshToken)).status).toBe(401);
  });

  it('ends the session on logout with only the refresh token (expired access token)', async () => {
    const { session: s } = await activeAccount(t.app, t.deps);
    expect((await call(t.app, 'POST', '/api/User/Logout', { refreshToken: s.refreshToken })).status).toBe(200);
    expect((await session(s.token)).status).toBe(401);
    expect((await refresh(s.refreshToken)).status).toBe(401);
  });

  it('refuses a refresh whose access token belongs to another session, without spending the refresh token', async () => {
    const a = await activeAccount(t.app, t.deps);
    const b = await activeAccount(t.app, t.deps);
    expect((await refresh(a.session.refreshToken, b.session.token)).status).toBe(401);
    expect((await refresh(a.session.refreshToken, 'not-a-jwt')).status).toBe(401);
    expect((await refresh(a.session.refreshToken, a.session.token)).status).toBe(200);
  });

  it('refuses an unknown refresh token and a missing one', async () => {
    expect((await refresh('x'.repeat(43))).status).toBe(401);
    const missing = await call(t.app, 'POST', '/api/User/RefreshToken', { jwtToken: '' });
    expect(missing.status).toBe(400);
  });

  it('expires a session family after 12 hours, or 30 days with remember-me', async () => {
    const { email, session: short } = await activeAccount(t.app, t.deps);
    const long = (await login(t.app, email, { rememberMe: true })).body as { token: string; refreshToken: string; redirectTo: string };
    expect(long.redirectTo).toBe('/user/dashboard');
    t.clock.advance(12 * 60 * 60 * 1000 + 1000);
    expect((await refresh(short.refreshToken)).status).toBe(401);
    const kept = await refresh(long.refreshToken);
    expect(kept.status).toBe(200);
    t.clock.advance(30 * 24 * 60 * 60 * 1000);
    expect((await refresh(String(kept.body.refreshToken))).status).toBe(401);
  });

  it('refuses an expired access token but refreshes it', async () => {
    const { session: s } = await activeAccount(t.app, t.deps);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await session(s.token)).status).toBe(401);
    const renewed = await refresh(s.refreshToken, s.token);
    expect(renewed.status).toBe(200);
    expect((await session(String(renewed.body.token))).status).toBe(200);
  });

  it('describes the current session: the login fields without tokens plus firstName, nickname, email', async () => {
    const { email, session: s } = await activeAccount(t.app, t.deps, { accountType: 'client' });
    const res = await session(s.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ loginId: s.loginId, contactId: s.contactId, firstName: 'Ada', nickname: null, email, rememberMe: false, redirectTo: '/clientCompany' });
    expect(res.body).not.toHaveProperty('token');
    expect(res.body).not.toHaveProperty('refreshToken');
    expect((await call(t.app, 'GET', '/api/User/Session')).status).toBe(401);
  });

  it('names the saved photo in the session answer, so the header shows it instead of the initials', async () => {
    const { session: s } = await activeAccount(t.app, t.deps, { accountType: 'talent' });
    expect((await session(s.token)).body).toMatchObject({ photoBlobId: null });
    const saved = await call(t.app, 'POST', '/api/MyInformation/UpdatePhoto', { imageAsBase64String: `data:image/png;base64,${Buffer.from(makePng([10, 20, 30], 4)).toString('base64')}` }, { token: s.token });
    expect(saved.status).toBe(200);
    const res = await session(s.token);
    expect(res.body.photoBlobId).toBe(saved.body.thumbnailBlobId);
    const photo = await t.app.request(`/api/Blob/Photo?id=${String(res.body.photoBlobId)}`, { headers: { authorization: `Bearer ${s.token}` } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
  });

  it('clears the first-time splash flags once the welcome splash has been shown', async () => {
    const { session: s } = await activeAccount(t.app, t.deps, { accountType: 'talent' });
    expect((await session(s.token)).body).toMatchObject({ showTalentSplashScreen: true, redirectTo: '/welcome' });
    expect((await call(t.app, 'POST', '/api/User/SplashSeen', {}, { token: s.token })).status).toBe(200);
    expect((await session(s.token)).body).toMatchObject({ showTalentSplashScreen: false, showContactSplashScreen: false });
    expect((await call(t.app, 'POST', '/api/User/SplashSeen', {})).status).toBe(401);
  });

  it('answers two racing refreshes with one token alike, so a user with two tabs keeps the session', async () => {
    const { session: s } = await activeAccount(t.app, t.deps);
    const results = await Promise.all([refresh(s.refreshToken), refresh(s.refreshToken)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0]?.body.refreshToken).toBe(results[1]?.body.refreshToken);
    expect((await session(String(results[1]?.body.token))).status).toBe(200);
    const next = await refresh(String(results[0]?.body.refreshToken));
    expect(next.status).toBe(200);
    expect((await session(String(next.body.token))).status).toBe(200);
  });

  it('ends the session when a rotated token comes back after its successor was used, even within the grace', async () => {
    const { session: s } = await activeAccount(t.app, t.deps);
    const first = await refresh(s.refreshToken);
    const second = await refresh(String(first.body.refreshToken));
    expect(second.status).toBe(200);
    expect((await refresh(s.refreshToken)).status).toBe(401);
    expect((await session(String(second.body.token))).status).toBe(401);
  });
});

describe('login failures', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers a wrong password and an unknown e-mail alike with 400 'Invalid email or password.'", async () => {
    const { email } = await activeAccount(t.app, t.deps);
    const wrong = await login(t.app, email, { password: 'Wr0ng!Pass' });
    const unknown = await login(t.app, uniqueEmail('ghost'));
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Invalid email or password.' } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses the sixth attempt for one e-mail within a minute with 429 even with the right password, until its Retry-After has passed', async () => {
    const { email } = await activeAccount(t.app, t.deps);
    enterFreshWindow(t.clock);
    for (let i = 0; i < 5; i++) expect((await login(t.app, email, { password: 'Wr0ng!Pass' })).status).toBe(400);
    const sixth = await login(t.app, email);
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    // The test clock runs on with real time between calls: two seconds early is still refused, whatever the milliseconds.
    t.clock.advance((retryAfter - 2) * 1000);
    expect((await login(t.app, email)).status).toBe(429);
    t.clock.advance(2000);
    expect((await login(t.app, email)).status).toBe(200);
  });

  it('limits failures per client address too (50 a minute)', async () => {
    const ip = '198.51.100.7';
    enterFreshWindow(t.clock);
    for (let i = 0; i < 50; i++) {
      expect((await login(t.app, uniqueEmail('spray'), { password: 'Wr0ng!Pass', ip })).status).toBe(400);
    }
    expect((await login(t.app, uniqueEmail('spray'), { ip })).status).toBe(429);
  });
});
