import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '#api/app.ts';
import { route } from '#api/contract/route.ts';
import { visitor } from '#api/access/people.ts';
import { unauthorized } from '#api/http/errors.ts';
import { routes } from '#api/routes.ts';
import { createTestDeps } from '#api/testing/test-app.ts';
import { call, linkToken, password, signUp, solvedCaptcha, uniqueEmail } from '#api/testing/test-client.ts';
import { testEdge } from '#edge/test-edge.ts';
import { inProcessApi } from '#edge/api-transport.ts';
import { REFRESH_COOKIE } from '#edge/cookies.ts';
import { createApiClient, type ApiClient } from './api-client.ts';
import { User_login, User_Session } from './api/operations.gen.ts';
import { mayLeaveForLogout } from './go-to-logout.ts';

const alwaysUnauthorized = route({
  method: 'get',
  path: '/api/Probe/AlwaysUnauthorized',
  summary: 'Refuses every caller',
  access: visitor,
  response: 'file',
  handler: () => {
    throw unauthorized();
  },
});

/** A browser stand-in: keeps the cookies the edge sets, sends them back with our Origin, and counts refreshes. */
function browserFetch(origin: string) {
  const jar = new Map<string, string>();
  const state = { refreshes: 0, stallRefresh: false, jar };
  const doFetch: typeof fetch = async (input, init = {}) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/User/RefreshToken') {
      state.refreshes += 1;
      if (state.stallRefresh) {
        return new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      }
    }
    const headers = new Headers(init.headers);
    headers.set('origin', origin);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  return { doFetch, state };
}

describe('browser API client against a real edge and API', () => {
  let ctx: Awaited<ReturnType<typeof createTestDeps>>;
  let server: ServerType;
  let origin: string;

  beforeAll(async () => {
    ctx = await createTestDeps();
    const app = createApp(ctx.deps, [...routes, alwaysUnauthorized]);
    const edge = testEdge(ctx.deps, inProcessApi(app));
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: edge.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  let browser: ReturnType<typeof browserFetch>;
  let ended: number;
  let client: ApiClient;
  /** Long enough for a refresh on a busy machine; the timeout test passes its own. */
  const REFRESH_TIMEOUT_MS = 30_000;
  const clientWithTimeout = (refreshTimeoutMs: number) =>
    createApiClient({ baseUrl: origin, fetch: browser.doFetch, onSessionEnded: () => void (ended += 1), refreshTimeoutMs });

  beforeEach(async () => {
    browser = browserFetch(origin);
    ended = 0;
    client = clientWithTimeout(REFRESH_TIMEOUT_MS);
    const app = createApp(ctx.deps);
    const email = uniqueEmail('client');
    expect((await signUp(app, { email })).status).toBe(200);
    expect((await call(app, 'POST', '/api/User/VerifyEmail', { token: await linkToken(ctx.deps, email, '/emailverification') })).status).toBe(200);
    const login = await client.call(User_login, { body: { email, password, rememberMe: false, captcha: await solvedCaptcha(app) } });
    expect(login.ok).toBe(true);
    expect(browser.state.jar.size).toBe(2);
  });

  /** Moves the clock past the access token's lifetime. */
  const expireAccess = () => ctx.clock.advance((ctx.deps.config.accessTokenSeconds + 60) * 1000);

  it('refreshes once on a 401 and replays the request', async () => {
    expireAccess();
    const res = await client.call(User_Session);
    expect(res.ok).toBe(true);
    expect(browser.state.refreshes).toBe(1);
    expect(ended).toBe(0);
  });

  it('queues the requests that arrive during a refresh and replays them after one refresh', async () => {
    expireAccess();
    const results = await Promise.all([1, 2, 3, 4].map(() => client.call(User_Session)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(browser.state.refreshes).toBe(1);
  });

  it('sends the user to /logout when the refresh is refused', async () => {
    const refresh = browser.state.jar.get(REFRESH_COOKIE) ?? '';
    await call(createApp(ctx.deps), 'POST', '/api/User/Logout', { refreshToken: decodeURIComponent(refresh) });
    expireAccess();
    const res = await client.call(User_Session);
    expect(res.status).toBe(401);
    expect(ended).toBe(1);
  });

  it('sends the user to /logout when the refresh takes longer than its timeout', async () => {
    expireAccess();
    browser.state.stallRefresh = true;
    const res = await clientWithTimeout(300).call(User_Session);
    expect(res.status).toBe(401);
    expect(ended).toBe(1);
  });

  it('gives up after 3 consecutive refresh cycles', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await client.request('/api/Probe/AlwaysUnauthorized')).status).toBe(401);
      expect(browser.state.refreshes).toBe(attempt);
      expect(ended).toBe(attempt === 3 ? 1 : 0);
    }
  });

  it('counts cycles only while they are consecutive', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect((await client.request('/api/Probe/AlwaysUnauthorized')).status).toBe(401);
      expect((await client.call(User_Session)).status).toBe(200);
    }
    expect(ended).toBe(0);
  });

  it('does not refresh on a failed login', async () => {
    const res = await client.call(User_login, { body: { email: 'nobody@example.com', password: 'wrong', rememberMe: false, captcha: 'x' } });
    expect(res.ok).toBe(false);
    expect(browser.state.refreshes).toBe(0);
  });
});

describe('where the session may end', () => {
  it('never leaves /lmiiwatta or a logout page for /logout', () => {
    expect(mayLeaveForLogout('/lmiiwatta')).toBe(false);
    expect(mayLeaveForLogout('/logout')).toBe(false);
    expect(mayLeaveForLogout('/user/dashboard')).toBe(true);
  });
});
