import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#api/testing/test-app.ts';
import { activeAccount, password, solvedCaptcha } from '#api/testing/test-client.ts';
import type { EdgeApp } from './app.ts';
import { testEdge } from './test-edge.ts';
import { inProcessApi } from './api-transport.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './cookies.ts';
import { cookieHeader, setCookies } from './test-cookies.ts';

const ORIGIN = 'http://localhost';

describe('session cookies last only as long as the session may', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let edge: EdgeApp;

  beforeAll(async () => {
    ctx = await createTestApp();
    edge = testEdge(ctx.deps, inProcessApi(ctx.app));
  });
  afterAll(() => ctx.close());

  async function loginThroughEdge(rememberMe: boolean) {
    const { email } = await activeAccount(ctx.app, ctx.deps);
    const res = await edge.request('/api/User/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email, password, rememberMe, captcha: await solvedCaptcha(ctx.app) }),
    });
    expect(res.status).toBe(200);
    return setCookies(res);
  }

  async function refreshThroughEdge(jar: ReturnType<typeof setCookies>) {
    const cookie = cookieHeader({ [ACCESS_COOKIE]: jar.get(ACCESS_COOKIE)?.value, [REFRESH_COOKIE]: jar.get(REFRESH_COOKIE)?.value });
    const res = await edge.request('/api/User/RefreshToken', { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, cookie }, body: '{}' });
    expect(res.status).toBe(200);
    return setCookies(res);
  }

  const lifetimes = (jar: ReturnType<typeof setCookies>) => [ACCESS_COOKIE, REFRESH_COOKIE].map((name) => jar.get(name)?.attributes['max-age']);

  it('makes session cookies (no Max-Age) without remember-me, at login and after a refresh', async () => {
    const jar = await loginThroughEdge(false);
    expect(jar.get(REFRESH_COOKIE)?.value).toBeTruthy();
    expect(lifetimes(jar)).toEqual([undefined, undefined]);
    expect(lifetimes(await refreshThroughEdge(jar))).toEqual([undefined, undefined]);
  });

  it('keeps the cookies for 30 days with remember-me, at login and after a refresh', async () => {
    const days30 = String(ctx.deps.config.rememberedRefreshTokenSeconds);
    const jar = await loginThroughEdge(true);
    expect(lifetimes(jar)).toEqual([days30, days30]);
    expect(lifetimes(await refreshThroughEdge(jar))).toEqual([days30, days30]);
  });
});
