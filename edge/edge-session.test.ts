import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#api/testing/test-app.ts';
import { verifyAccessToken } from '#kernel/tokens.ts';
import { call, linkToken, password, signUp, solvedCaptcha, uniqueEmail } from '#api/testing/test-client.ts';
import type { EdgeApp } from './app.ts';
import { testEdge } from './test-edge.ts';
import { inProcessApi } from './api-transport.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './cookies.ts';
import { cookieHeader, setCookies } from './test-cookies.ts';

const ORIGIN = 'http://localhost';

describe('edge sessions', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let edge: EdgeApp;

  beforeAll(async () => {
    ctx = await createTestApp();
    edge = testEdge(ctx.deps, inProcessApi(ctx.app));
  });
  afterAll(() => ctx.close());

  async function activatedEmail() {
    const email = uniqueEmail('edge');
    expect((await signUp(ctx.app, { email })).status).toBe(200);
    const token = await linkToken(ctx.deps, email, '/emailverification');
    expect((await call(ctx.app, 'POST', '/api/User/VerifyEmail', { token })).status).toBe(200);
    return email;
  }

  async function loginThroughEdge(email: string) {
    const res = await edge.request('/api/User/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email, password, rememberMe: false, captcha: await solvedCaptcha(ctx.app) }),
    });
    expect(res.status).toBe(200);
    const jar = setCookies(res);
    const access = jar.get(ACCESS_COOKIE)?.value ?? '';
    const refresh = jar.get(REFRESH_COOKIE)?.value ?? '';
    return { res, jar, access, refresh, cookie: cookieHeader({ [ACCESS_COOKIE]: access, [REFRESH_COOKIE]: refresh }) };
  }

  const bearerSession = (token: string) => call(ctx.app, 'GET', '/api/User/Session', undefined, { token });

  it('moves the login tokens into __Host- cookies and keeps them out of the JSON', async () => {
    const { res, jar, access, refresh } = await loginThroughEdge(await activatedEmail());
    for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
      const cookie = jar.get(name);
      expect(cookie?.value).toBeTruthy();
      expect(cookie?.attributes).toMatchObject({ httponly: true, secure: true, samesite: 'Lax', path: '/' });
      expect(cookie?.attributes.domain).toBeUndefined();
    }
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.token).toBeUndefined();
    expect(body.refreshToken).toBeUndefined();
    expect(body).toMatchObject({ redirectTo: '/welcome', fullName: 'Ada Lovelace' });
    expect(JSON.stringify(body)).not.toContain(access);
    expect(JSON.stringify(body)).not.toContain(refresh);
    expect((await verifyAccessToken(ctx.deps.keys, access, ctx.clock.now())).ok).toBe(true);
  });

  it('signs API calls with the access cookie as a bearer token', async () => {
    const email = await activatedEmail();
    const { cookie } = await loginThroughEdge(email);
    const res = await edge.request('/api/User/Session', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { email: string }).email).toBe(email);
  });

  it('refreshes a page request with an expired access cookie and sets new cookies', async () => {
    const { access, refresh, cookie } = await loginThroughEdge(await activatedEmail());
    ctx.clock.advance((ctx.deps.config.accessTokenSeconds + 60) * 1000);
    expect((await verifyAccessToken(ctx.deps.keys, access, ctx.clock.now())).ok).toBe(false);

    const page = await edge.request('/user/dashboard', { headers: { cookie } });
    const jar = setCookies(page);
    const newAccess = jar.get(ACCESS_COOKIE)?.value ?? '';
    const newRefresh = jar.get(REFRESH_COOKIE)?.value ?? '';
    expect(newAccess).toBeTruthy();
    expect(newAccess).not.toBe(access);
    expect(newRefresh).not.toBe(refresh);
    expect(jar.get(ACCESS_COOKIE)?.attributes).toMatchObject({ httponly: true, secure: true, samesite: 'Lax', path: '/' });
    expect((await verifyAccessToken(ctx.deps.keys, newAccess, ctx.clock.now())).ok).toBe(true);
    expect((await bearerSession(newAccess)).status).toBe(200);
  });

  it('lets two requests racing with the same expired cookies share one refresh instead of ending the session', async () => {
    const { cookie } = await loginThroughEdge(await activatedEmail());
    ctx.clock.advance((ctx.deps.config.accessTokenSeconds + 60) * 1000);
    const [a, b] = await Promise.all([edge.request('/', { headers: { cookie } }), edge.request('/', { headers: { cookie } })]);
    const first = setCookies(a).get(ACCESS_COOKIE)?.value ?? '';
    expect(first).toBeTruthy();
    expect(setCookies(b).get(ACCESS_COOKIE)?.value).toBe(first);
    expect((await bearerSession(first)).status).toBe(200);
  });

  it('clears the cookies and goes on as a visitor when the refresh token is refused', async () => {
    const { access, refresh } = await loginThroughEdge(await activatedEmail());
    ctx.clock.advance((ctx.deps.config.accessTokenSeconds + 60) * 1000);
    const forged = cookieHeader({ [ACCESS_COOKIE]: access, [REFRESH_COOKIE]: `${refresh}x` });
    const page = await edge.request('/', { headers: { cookie: forged } });
    const jar = setCookies(page);
    expect(jar.get(ACCESS_COOKIE)).toMatchObject({ value: '', attributes: { 'max-age': '0' } });
    expect(jar.get(REFRESH_COOKIE)).toMatchObject({ value: '', attributes: { 'max-age': '0' } });
  });

  it('fills POST /api/User/RefreshToken from the cookies, rotates them and strips the tokens', async () => {
    const { refresh, cookie } = await loginThroughEdge(await activatedEmail());
    const res = await edge.request('/api/User/RefreshToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.token).toBeUndefined();
    expect(body.refreshToken).toBeUndefined();
    expect(body.fullName).toBe('Ada Lovelace');
    const jar = setCookies(res);
    expect(jar.get(REFRESH_COOKIE)?.value).toBeTruthy();
    expect(jar.get(REFRESH_COOKIE)?.value).not.toBe(refresh);
  });

  it('answers a refresh without a refresh cookie with 401 and clears the cookies', async () => {
    const res = await edge.request('/api/User/RefreshToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(setCookies(res).get(ACCESS_COOKIE)?.attributes['max-age']).toBe('0');
  });

  it('ends the whole session when an old refresh token comes back after the grace period', async () => {
    const { cookie } = await loginThroughEdge(await activatedEmail());
    const refreshWith = (c: string) =>
      edge.request('/api/User/RefreshToken', { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: c }, body: '{}' });
    const rotated = setCookies(await refreshWith(cookie));
    const newAccess = rotated.get(ACCESS_COOKIE)?.value ?? '';
    ctx.clock.advance(11_000);
    const replay = await refreshWith(cookie);
    expect(replay.status).toBe(401);
    expect(setCookies(replay).get(REFRESH_COOKIE)?.attributes['max-age']).toBe('0');
    expect((await bearerSession(newAccess)).status).toBe(401);
  });

  it('logs out through the API: cookies cleared, the old access token refused at once', async () => {
    const { access, cookie } = await loginThroughEdge(await activatedEmail());
    expect((await bearerSession(access)).status).toBe(200);
    const res = await edge.request('/api/User/Logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const jar = setCookies(res);
    expect(jar.get(ACCESS_COOKIE)).toMatchObject({ value: '', attributes: { 'max-age': '0', path: '/', secure: true, httponly: true } });
    expect(jar.get(REFRESH_COOKIE)).toMatchObject({ value: '', attributes: { 'max-age': '0' } });
    expect((await bearerSession(access)).status).toBe(401);
  });

  it('logs out on the /logout page, even with an expired access token', async () => {
    const { access, refresh, cookie } = await loginThroughEdge(await activatedEmail());
    ctx.clock.advance((ctx.deps.config.accessTokenSeconds + 60) * 1000);
    const page = await edge.request('/logout', { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(setCookies(page).get(ACCESS_COOKIE)?.attributes['max-age']).toBe('0');
    const refreshAfter = await call(ctx.app, 'POST', '/api/User/RefreshToken', { jwtToken: access, refreshToken: refresh });
    expect(refreshAfter.status).toBe(401);
  });

  it('does not log out when another site links to /logout', async () => {
    const { access, cookie } = await loginThroughEdge(await activatedEmail());
    const page = await edge.request('/logout', { headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(page.headers.getSetCookie()).toEqual([]);
    expect((await bearerSession(access)).status).toBe(200);
  });
});
