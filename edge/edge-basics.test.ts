import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createApp } from '#api/app.ts';
import { route } from '#api/contract/route.ts';
import { visitor } from '#api/access/people.ts';
import { createTestDeps } from '#api/testing/test-app.ts';
import type { EdgeApp } from './app.ts';
import { testEdge } from './test-edge.ts';
import { inProcessApi } from './api-transport.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './cookies.ts';

const probe = [
  route({
    method: 'post',
    path: '/api/Probe/Echo',
    summary: 'Echoes what the edge forwarded',
    access: visitor,
    body: z.object({ value: z.string() }),
    response: z.object({ value: z.string(), ip: z.string(), requestId: z.string().optional(), pageUrl: z.string().nullable(), cookie: z.string().nullable() }),
    handler: ({ c, body, ip }) => ({
      value: body.value,
      ip,
      requestId: c.req.header('x-request-id'),
      pageUrl: c.req.header('x-page-url') ?? null,
      cookie: c.req.header('cookie') ?? null,
    }),
  }),
];

describe('edge basics', () => {
  let ctx: Awaited<ReturnType<typeof createTestDeps>>;
  let edge: EdgeApp;
  let healthy = true;

  beforeAll(async () => {
    ctx = await createTestDeps();
    const checkHealth = async () => {
      if (!healthy) throw new Error('database down');
      await ctx.deps.db.execute(sql`select 1`);
      return true;
    };
    edge = testEdge(ctx.deps, inProcessApi(createApp(ctx.deps, probe)), { checkHealth });
  });
  afterAll(() => ctx.close());

  it('puts the security headers on every answer', async () => {
    for (const res of [await edge.request('/healthz'), await edge.request('/api/nothing'), await edge.request('/no-page')]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('gives every request an id, echoes a sound incoming one and hands it to the API', async () => {
    const fresh = await edge.request('/healthz');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await edge.request('/healthz', { headers: { 'x-request-id': 'lb-1234567890' } });
    expect(echoed.headers.get('x-request-id')).toBe('lb-1234567890');
    const unsound = await edge.request('/healthz', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(unsound.headers.get('x-request-id')).not.toContain('script');

    const res = await edge.request('/api/Probe/Echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'lb-abcdefghij', referer: 'http://localhost/jobs?page=2' },
      body: JSON.stringify({ value: 'x' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      value: 'x',
      ip: '127.0.0.1',
      requestId: 'lb-abcdefghij',
      pageUrl: 'http://localhost/jobs?page=2',
      cookie: null,
    });
  });

  it('answers /healthz from the database: 200 while it answers, 503 when it does not', async () => {
    const ok = await edge.request('/healthz');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok' });
    expect(ok.headers.get('cache-control')).toBe('no-store');
    healthy = false;
    const down = await edge.request('/healthz');
    healthy = true;
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable' });
  });

  it('refuses a cross-origin state-changing request that carries our cookies', async () => {
    const cookie = `${ACCESS_COOKIE}=abc`;
    const post = (headers: Record<string, string>, target = '/api/Probe/Echo') =>
      edge.request(target, { method: 'POST', headers: { 'content-type': 'application/json', cookie, ...headers }, body: '{"value":"x"}' });

    const api = await post({ origin: 'https://evil.example' });
    expect(api.status).toBe(403);
    expect((await api.json()).message).toMatch(/did not come from this site/);
    const page = await post({ origin: 'https://evil.example' }, '/logout');
    expect(page.status).toBe(403);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Forbidden');

    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ origin: 'null' })).status).toBe(403);
    expect((await post({})).status).toBe(403);

    expect((await post({ origin: 'http://localhost' })).status).toBe(200);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('lets a cookie-less request without Origin through (API clients), but not a foreign Origin', async () => {
    const plain = await edge.request('/api/Probe/Echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"value":"x"}' });
    expect(plain.status).toBe(200);
    const foreign = await edge.request('/api/Probe/Echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{"value":"x"}',
    });
    expect(foreign.status).toBe(403);
  });

  it('never forwards the session cookies to the API', async () => {
    const res = await edge.request('/api/Probe/Echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie: `${ACCESS_COOKIE}=abc; theme=dark` },
      body: '{"value":"x"}',
    });
    expect((await res.json()).cookie).toBeNull();
  });

  it('keeps the session cookies when the API cannot be reached to refresh them', async () => {
    const offline = testEdge(ctx.deps, { fetch: () => Promise.reject(new Error('connection refused')) }, { checkHealth: async () => false });
    const page = await offline.request('/user/dashboard', { headers: { cookie: `${ACCESS_COOKIE}=old; ${REFRESH_COOKIE}=r1` } });
    expect(page.status).toBe(404);
    expect(page.headers.getSetCookie()).toEqual([]);
    const refresh = await offline.request('/api/User/RefreshToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie: `${REFRESH_COOKIE}=r1` },
      body: '{}',
    });
    expect(refresh.status).toBe(503);
    expect(refresh.headers.getSetCookie()).toEqual([]);
  });

  it('answers an unknown page with 404 when there is no Astro build', async () => {
    const res = await edge.request('/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
  });
});
