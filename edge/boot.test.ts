import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { captchaAnswer, captchaPath } from '#api/testing/captcha-answer.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '#kernel/config.ts';
import { openTestDatabase } from '#api/testing/test-app.ts';
import type { Database } from '#api/db/client.ts';
import { roles, users } from '#api/db/schema/index.ts';
import { demoPassword } from '#api/seed/index.ts';
import { startServer, type Running } from './boot.ts';
import { serveMode } from './serve-mode.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './cookies.ts';
import { cookieHeader, setCookies } from './test-cookies.ts';

async function solvedCaptcha(origin: string): Promise<string> {
  return captchaAnswer(await (await fetch(`${origin}${captchaPath}`)).json());
}

describe('starting the server', () => {
  let database: Database;
  let config: Config;
  const started: Running[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'boot-'));
    config = { ...loadConfig({ DATA_DIR: dataDir }), captchaMaxNumber: 1000, logLevel: 'silent' };
  });
  afterAll(async () => {
    for (const running of started.reverse()) await running.close();
    await database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('picks the shape from the environment', () => {
    expect(serveMode({ SERVE: 'api' }, config)).toBe('api');
    expect(serveMode({}, { ...config, apiUrl: 'http://api:4000' })).toBe('edge');
    expect(serveMode({}, config)).toBe('all');
  });

  it('runs database, API and edge in one process, with the demo data seeded', async () => {
    const all = await startServer({ config, mode: 'all', database, port: 0, hostname: '127.0.0.1' });
    started.push(all);
    const health = await fetch(`${all.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const countries = await fetch(`${all.url}/api/Master/Countries`);
    expect(countries.status).toBe(200);
    expect(((await countries.json()) as unknown[]).length).toBeGreaterThan(100);
  });

  it('leaves out the demo accounts when demo data is off, keeping the reference data', async () => {
    const empty = await openTestDatabase();
    const production = { ...loadConfig({ DATA_DIR: config.dataDir, NODE_ENV: 'production' }), logLevel: 'silent' as const };
    expect(production.demoData).toBe(false);
    const running = await startServer({ config: production, mode: 'all', database: empty, port: 0, hostname: '127.0.0.1' });
    try {
      expect(await empty.db.$count(users)).toBe(0);
      expect(await empty.db.$count(roles)).toBeGreaterThan(0);
    } finally {
      await running.close();
      await empty.close();
    }
  });

  it('splits into an API host and an edge that reaches it over HTTP', async () => {
    const api = await startServer({ config, mode: 'api', database, port: 0, hostname: '127.0.0.1' });
    started.push(api);
    const edge = await startServer({ config: { ...config, apiUrl: api.url }, mode: 'edge', port: 0, hostname: '127.0.0.1' });
    started.push(edge);

    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${edge.url}/healthz`)).status).toBe(200);

    const login = await fetch(`${edge.url}/api/User/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: edge.url },
      body: JSON.stringify({ email: 'talent.good@demo.example', password: demoPassword, rememberMe: false, captcha: await solvedCaptcha(edge.url) }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as Record<string, unknown>).token).toBeUndefined();
    const jar = setCookies(login);
    const cookie = cookieHeader({ [ACCESS_COOKIE]: jar.get(ACCESS_COOKIE)?.value, [REFRESH_COOKIE]: jar.get(REFRESH_COOKIE)?.value });
    const session = await fetch(`${edge.url}/api/User/Session`, { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { email: string }).email).toBe('talent.good@demo.example');
  });
});
