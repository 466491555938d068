import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '#kernel/config.ts';
import { openTestDatabase } from '#api/testing/test-app.ts';
import type { Database } from '#api/db/client.ts';
import { route } from '#api/contract/route.ts';
import { signedIn, visitor } from '#api/access/people.ts';
import { routes } from '#api/routes.ts';
import { countries } from '#api/master/data/countries.ts';
import type { Logger } from '#kernel/log.ts';
import { startServer, type Running } from './boot.ts';
import { keepConstantAnswers } from './constant-answers.ts';

describe('constant API answers', () => {
  let database: Database;
  let config: Config;
  const started: Running[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    config = { ...loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'constant-')) }), logLevel: 'silent' };
  });
  afterAll(async () => {
    for (const running of started.reverse()) await running.close();
    await database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('serves the country list from memory with the edge headers, a brotli variant and a 304 for a known copy', async () => {
    const all = await startServer({ config, mode: 'all', database, port: 0, hostname: '127.0.0.1' });
    started.push(all);
    const plain = await fetch(`${all.url}/api/Master/Countries`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('application/json');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=600');
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('x-request-id')).toBeTruthy();
    const etag = plain.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await plain.json()).toEqual(countries);

    // fetch() would decode the body itself; node:http hands it on as sent.
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      get(`${all.url}/api/Master/Countries`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(raw.encoding).toBe('br');
    expect(JSON.parse(brotliDecompressSync(raw.body).toString())).toEqual(countries);

    const again = await fetch(`${all.url}/api/Master/Countries`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('keeps the answers of a remote API host too', async () => {
    const api = await startServer({ config, mode: 'api', database, port: 0, hostname: '127.0.0.1' });
    started.push(api);
    const edge = await startServer({ config: { ...config, apiUrl: api.url }, mode: 'edge', port: 0, hostname: '127.0.0.1' });
    started.push(edge);
    const languages = await fetch(`${edge.url}/api/Master/Languages`);
    expect(languages.status).toBe(200);
    expect(languages.headers.get('etag')).toBeTruthy();
    expect(((await languages.json()) as unknown[]).length).toBeGreaterThan(100);
  });

  it('leaves the answers to the edge app when the API host cannot give them at start', async () => {
    const warned: string[] = [];
    const log = { debug: () => {}, info: () => {}, warn: (event: string) => warned.push(event), error: () => {} } as Logger;
    const kept = await keepConstantAnswers({ fetch: () => Promise.reject(new Error('connection refused')) }, routes, log);
    expect(kept.size).toBe(0);
    expect(warned.length).toBe(routes.filter((r) => r.constant).length);
  });

  it('refuses a constant declaration for a signed-in route, a query or another method than GET', () => {
    const base = { path: '/api/Test/List', summary: 'A list', response: z.array(z.string()), handler: () => [], constant: true } as const;
    expect(() => route({ ...base, method: 'get', access: signedIn })).toThrow(/only a visitor's GET/);
    expect(() => route({ ...base, method: 'post', access: visitor })).toThrow(/only a visitor's GET/);
    expect(() => route({ ...base, method: 'get', access: visitor, query: z.object({ q: z.string() }) })).toThrow(/only a visitor's GET/);
    expect(() => route({ ...base, method: 'get', access: visitor })).not.toThrow();
  });
});
