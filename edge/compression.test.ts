import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#kernel/config.ts';
import { openTestDatabase } from '#api/testing/test-app.ts';
import type { Database } from '#api/db/client.ts';
import { precompress } from '../scripts/precompress.mjs';
import { acceptedEncodings, compressResponses } from './compress-responses.ts';
import { loadAssets } from './static-files.ts';
import { startServer, type Running } from './boot.ts';
import { securityHeaders } from './security-headers.ts';

interface Raw {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A request whose body is read as it came over the wire, not decompressed. */
function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const decode = (raw: Raw) =>
  raw.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(raw.body).toString()
    : raw.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(raw.body).toString()
      : raw.body.toString();

const page = `<!doctype html><html><body>${'<p>A training job near you.</p>'.repeat(200)}</body></html>`;

describe('compressed answers', () => {
  let server: Server;
  let origin: string;
  const waiting: ServerResponse[] = [];

  beforeAll(async () => {
    const writers: Record<string, (res: ServerResponse) => void> = {
      // Astro's way: the head with its headers, then the page in chunks.
      '/page': (res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.write(page.slice(0, 100));
        res.write(page.slice(100));
        res.end();
      },
      // Hono's way for a buffered answer: the head with its length, then the whole body with end.
      '/json': (res) => {
        const body = JSON.stringify({ jobs: Array.from({ length: 100 }, (_, id) => ({ id, title: 'Facilitator' })) });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
        res.end(body);
      },
      '/small': (res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      },
      '/events': (res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(`data: ${'x'.repeat(2000)}\n\n`);
        res.end();
      },
      '/waiting-events': (res) => {
        // As the server writes a stream's head: before any event, flushed at once.
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.flushHeaders();
        waiting.push(res);
      },
      // An answer ended twice, as the server's error handler ends one whose writing failed once it was sent.
      '/ended-twice': (res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(page);
        res.end('Error: the answer failed');
      },
      '/pdf': (res) => {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.end(Buffer.alloc(4096, 1));
      },
    };
    server = createServer((req, res) => {
      compressResponses(req, res);
      writers[req.url ?? '']?.(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads Accept-Encoding with brotli first and q=0 as a refusal', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  it('compresses a streamed page with brotli and a buffered JSON answer with gzip, and the bytes decode to the original', async () => {
    const html = await rawGet(`${origin}/page`, { 'accept-encoding': 'gzip, br' });
    expect(html.headers['content-encoding']).toBe('br');
    expect(html.headers.vary).toContain('Accept-Encoding');
    expect(html.body.length).toBeLessThan(page.length / 5);
    expect(decode(html)).toBe(page);

    const json = await rawGet(`${origin}/json`, { 'accept-encoding': 'gzip' });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(json.headers['content-length']).toBeUndefined();
    expect(JSON.parse(decode(json)).jobs).toHaveLength(100);
  });

  it('sends the head of an event stream at once, before its first event', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      request(`${origin}/waiting-events`, { headers: { 'accept-encoding': 'br' } }, (res) => resolve(res.statusCode ?? 0)).on('error', reject).end();
    });
    expect(status).toBe(200);
    for (const res of waiting) res.end();
  });

  it('keeps an answer ended twice as it was first ended, and the server goes on answering', async () => {
    const twice = await rawGet(`${origin}/ended-twice`, { 'accept-encoding': 'br' });
    expect(twice.headers['content-encoding']).toBe('br');
    expect(decode(twice)).toBe(page);
    expect(decode(await rawGet(`${origin}/page`, { 'accept-encoding': 'gzip' }))).toBe(page);
  });

  it('leaves small answers, event streams, binary files and clients that accept no encoding alone', async () => {
    for (const pathname of ['/small', '/events', '/pdf']) {
      const raw = await rawGet(`${origin}${pathname}`, { 'accept-encoding': 'br, gzip' });
      expect(raw.headers['content-encoding'], pathname).toBeUndefined();
    }
    const identity = await rawGet(`${origin}/page`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(page);
  });
});

describe('built assets', () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'edge-assets-'));
  const script = `export const jobs = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Course ${i}`))};`;

  beforeAll(() => {
    mkdirSync(path.join(clientDir, '_astro'));
    writeFileSync(path.join(clientDir, '_astro', 'page.Ab12Cd34.js'), script);
    writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(path.join(clientDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it('are precompressed at build, only where it pays, and held in memory with their variants', () => {
    expect(precompress(clientDir)).toBe(1);
    const assets = loadAssets(clientDir);
    const page = assets.get('/_astro/page.Ab12Cd34.js');
    expect(zlib.brotliDecompressSync(page?.encoded.br?.body ?? Buffer.alloc(0)).toString()).toBe(script);
    expect(zlib.gunzipSync(page?.encoded.gzip?.body ?? Buffer.alloc(0)).toString()).toBe(script);
    expect(assets.get('/robots.txt')?.encoded).toEqual({});
    expect(assets.has('/_astro/page.Ab12Cd34.js.br')).toBe(false);
  });

  describe('through the server', () => {
    let database: Database;
    let running: Running;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'assets-'));

    beforeAll(async () => {
      database = await openTestDatabase();
      const config = { ...loadConfig({ DATA_DIR: dataDir }), logLevel: 'silent' as const };
      running = await startServer({ config, mode: 'all', database, port: 0, hostname: '127.0.0.1', clientDir });
    });
    afterAll(async () => {
      await running.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('serves the variant the browser accepts, with an ETag that answers 304 next time', async () => {
      const url = `${running.url}/_astro/page.Ab12Cd34.js`;
      const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(br)).toBe(script);
      const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decode(gzip)).toBe(script);
      const plain = await rawGet(url);
      expect(plain.body.toString()).toBe(script);
      const again = await rawGet(url, { 'if-none-match': String(br.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it('answers an asset, query string or not, with its request id, and a HEAD without its body', async () => {
      const got = await rawGet(`${running.url}/robots.txt?v=2`, { 'x-request-id': 'probe-1234' });
      expect(got.status).toBe(200);
      expect(got.body.toString()).toBe('User-agent: *\n');
      expect(got.headers['x-request-id']).toBe('probe-1234');
      expect(got.headers['cache-control']).toBe('public, max-age=600');
      const head = await rawGet(`${running.url}/robots.txt`, {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers['content-length']).toBe(String('User-agent: *\n'.length));
      expect(head.body.length).toBe(0);
      expect((await rawGet(`${running.url}/_astro/../../etc/passwd`)).status).toBe(404);
    });

    it('gives assets the security headers that apply to them: an image opened on its own runs nothing, a worker keeps the edge policy', async () => {
      const image = await rawGet(`${running.url}/logo.svg`);
      expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      const script = await rawGet(`${running.url}/_astro/page.Ab12Cd34.js`);
      expect(script.headers['content-security-policy']).toBe("default-src 'self'");
      for (const got of [image, script, await rawGet(`${running.url}/_astro/page.Ab12Cd34.js`, { 'if-none-match': String(script.headers.etag) })]) {
        expect(got.headers['x-content-type-options']).toBe('nosniff');
        expect(got.headers['strict-transport-security']).toBe(securityHeaders['strict-transport-security']);
        expect(got.headers['cross-origin-opener-policy']).toBeUndefined();
      }
    });

    it('gives a constant API answer the headers of every API answer', async () => {
      const countries = await rawGet(`${running.url}/api/Master/Countries`);
      for (const [name, value] of Object.entries(securityHeaders)) expect(countries.headers[name]).toBe(value);
    });

    it('compresses JSON from the API on the way out', async () => {
      const countries = await rawGet(`${running.url}/api/Master/Countries`, { 'accept-encoding': 'br' });
      expect(countries.headers['content-encoding']).toBe('br');
      expect(JSON.parse(decode(countries)).length).toBeGreaterThan(100);
    });
  });
});
