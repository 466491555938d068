/**
 * A page that signs someone in (the login form posted without script, decision record 313): the edge moves the
 * tokens of the API's answer into the session cookies of the page's own answer, and the page never sees them.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#api/testing/test-app.ts';
import { activeAccount, password, solvedCaptcha } from '#api/testing/test-client.ts';
import { testEdge } from './test-edge.ts';
import { inProcessApi } from './api-transport.ts';
import type { AstroHandler } from './context.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './cookies.ts';
import { cookieHeader, setCookies } from './test-cookies.ts';

describe('a login posted to a page', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let server: ServerType;
  let origin: string;
  /** What the page read of the API's answer. */
  let seen: Record<string, unknown> = {};

  /** Stands in for the login page: one POST /api/User/login with the form's fields, then a redirect where the API says. */
  const loginPage: AstroHandler = async (req, res, _next, locals) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    const answer = await locals.api('/api/User/login', {
      method: 'POST',
      body: JSON.stringify({ email: form.get('email'), password: form.get('password'), rememberMe: form.get('rememberMe') === 'true', captcha: form.get('captcha') }),
    });
    seen = (await answer.json()) as Record<string, unknown>;
    if (answer.ok) res.writeHead(303, { location: String(seen.redirectTo) }).end();
    else res.writeHead(401, { 'content-type': 'text/plain' }).end('refused');
    return undefined;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const edge = testEdge(ctx.deps, inProcessApi(ctx.app), { astro: loginPage });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: edge.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  async function post(fields: Record<string, string>) {
    return fetch(`${origin}/login`, { method: 'POST', redirect: 'manual', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  }

  it('answers the redirect with the session cookies, kept 30 days with remember me, and keeps the tokens from the page', async () => {
    const { email } = await activeAccount(ctx.app, ctx.deps);
    const res = await post({ email, password, rememberMe: 'true', captcha: await solvedCaptcha(ctx.app) });
    expect(res.status).toBe(303);
    const jar = setCookies(res);
    const days30 = String(ctx.deps.config.rememberedRefreshTokenSeconds);
    expect(jar.get(ACCESS_COOKIE)?.attributes).toMatchObject({ httponly: true, secure: true, samesite: 'Lax', path: '/', 'max-age': days30 });
    expect(jar.get(REFRESH_COOKIE)?.attributes['max-age']).toBe(days30);
    expect(seen).not.toHaveProperty('token');
    expect(seen).not.toHaveProperty('refreshToken');
    expect(seen.loginId).toEqual(expect.any(Number));

    const cookie = cookieHeader({ [ACCESS_COOKIE]: jar.get(ACCESS_COOKIE)?.value, [REFRESH_COOKIE]: jar.get(REFRESH_COOKIE)?.value });
    const session = await fetch(`${origin}/api/User/Session`, { headers: { cookie } });
    expect(((await session.json()) as { email: string }).email).toBe(email);
  });

  it('makes session cookies without remember me', async () => {
    const { email } = await activeAccount(ctx.app, ctx.deps);
    const jar = setCookies(await post({ email, password, captcha: await solvedCaptcha(ctx.app) }));
    expect(jar.get(ACCESS_COOKIE)?.value).toBeTruthy();
    expect(jar.get(ACCESS_COOKIE)?.attributes['max-age']).toBeUndefined();
  });

  it('sets no cookie on a refused login', async () => {
    const { email } = await activeAccount(ctx.app, ctx.deps);
    const res = await post({ email, password: 'Wrong#2026pass', captcha: await solvedCaptcha(ctx.app) });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a post from another site before the page runs', async () => {
    const res = await fetch(`${origin}/login`, { method: 'POST', headers: { origin: 'https://elsewhere.example', 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.example' });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
