import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#api/testing/test-app.ts';
import { call, linkToken, password, signUp, solvedCaptcha, uniqueEmail } from '#api/testing/test-client.ts';
import { testEdge } from './test-edge.ts';
import { inProcessApi } from './api-transport.ts';
import type { AstroHandler } from './context.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './cookies.ts';
import { cookieHeader, setCookies } from './test-cookies.ts';

/** Stands in for the Astro build: answers with what it received in locals, the way a page would see them. */
const pages: AstroHandler = async (req, res, next, locals) => {
  if (req.url?.startsWith('/missing')) return next();
  if (req.url === '/404') {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('the 404 page');
    return undefined;
  }
  if (req.url === '/broken') return next(new Error('render failed'));
  const me = locals.session ? await (await locals.api('/api/User/Session')).json() : null;
  res
    .writeHead(200, { 'content-type': 'application/json', 'content-security-policy': "default-src 'self'; script-src 'self' 'sha256-page'" })
    .end(JSON.stringify({ session: locals.session, requestId: locals.requestId, config: locals.config, me }));
  return undefined;
};

describe('hand-off to Astro over real HTTP', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let server: ServerType;
  let origin: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const edge = testEdge(ctx.deps, inProcessApi(ctx.app), { astro: pages });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: edge.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  async function signedInCookie() {
    const email = uniqueEmail('pages');
    expect((await signUp(ctx.app, { email })).status).toBe(200);
    expect((await call(ctx.app, 'POST', '/api/User/VerifyEmail', { token: await linkToken(ctx.deps, email, '/emailverification') })).status).toBe(200);
    const res = await fetch(`${origin}/api/User/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password, rememberMe: true, captcha: await solvedCaptcha(ctx.app) }),
    });
    expect(res.status).toBe(200);
    const jar = setCookies(res);
    return { email, cookie: cookieHeader({ [ACCESS_COOKIE]: jar.get(ACCESS_COOKIE)?.value, [REFRESH_COOKIE]: jar.get(REFRESH_COOKIE)?.value }) };
  }

  it('hands a visitor to the pages with no session, the page config and the request id; edge headers stay, the page CSP wins', async () => {
    const res = await fetch(`${origin}/`, { headers: { 'x-request-id': 'trace-123456' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      session: null,
      requestId: 'trace-123456',
      me: null,
      config: { productName: ctx.deps.config.productName, helpCenterUrl: ctx.deps.config.helpCenterUrl, mainSiteUrl: ctx.deps.config.mainSiteUrl, devMailbox: true },
    });
    expect(res.headers.get('x-request-id')).toBe('trace-123456');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'self' 'sha256-page'");
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('gives a signed-in page the claims and an API caller carrying the user’s token', async () => {
    const { email, cookie } = await signedInCookie();
    const body = (await (await fetch(`${origin}/user/dashboard`, { headers: { cookie } })).json()) as {
      session: { userId: number } | null;
      me: { email: string };
    };
    expect(body.session?.userId).toBeGreaterThan(0);
    expect(body.me.email).toBe(email);
  });

  it('refreshes an expired session before the page renders and writes the new cookies on the Node response', async () => {
    const { email, cookie } = await signedInCookie();
    ctx.clock.advance((ctx.deps.config.accessTokenSeconds + 60) * 1000);
    const res = await fetch(`${origin}/user/dashboard`, { headers: { cookie } });
    const jar = setCookies(res);
    expect(jar.get(ACCESS_COOKIE)?.value).toBeTruthy();
    expect(jar.get(REFRESH_COOKIE)?.attributes).toMatchObject({ httponly: true, secure: true, samesite: 'Lax', path: '/' });
    const body = (await res.json()) as { session: unknown; me: { email: string } };
    expect(body.session).not.toBeNull();
    expect(body.me.email).toBe(email);
  });

  it('renders /404 for a path no page matches', async () => {
    const res = await fetch(`${origin}/missing/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('the 404 page');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 500 when rendering fails, without the error text', async () => {
    const res = await fetch(`${origin}/broken`);
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('render failed');
  });
});
