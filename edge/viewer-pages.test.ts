/**
 * Pages kept for their signed-in viewer that show the viewer's own data (`locals.cacheForViewer()`, decision record
 * 364), against the edge and the real API over real HTTP. The database's change notifications are held back here
 * (the instance listens to a source that sends none), so what drops a page is the edge's own doing: a write of the
 * viewer's session, a failed or writing call, a hard reload. Each render is counted: a page answered without one
 * came from the cache.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoTestApp } from '#api/testing/demo-app.ts';
import { testEdge } from './test-edge.ts';
import { ownApi } from './own-api.ts';
import type { AstroHandler } from './context.ts';
import { ACCESS_COOKIE } from './cookies.ts';
import { createPageCache, type PageCache } from './page-cache.ts';

/** Stand-ins for pages that ask to be kept for their viewer: one reading, one whose read fails, one that writes. */
function pages(renders: string[]): AstroHandler {
  return async (req, res, next, locals) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!['/mine', '/mine-missing', '/mine-writing'].includes(url.pathname)) return next();
    renders.push(url.pathname + url.search);
    locals.cacheForViewer();
    const read = url.pathname === '/mine-missing' ? '/api/Project/ViewJobDetailsForClient?projectId=999999' : '/api/User/Session';
    const answer = await locals.api(read);
    if (url.pathname === '/mine-writing') await locals.api('/api/Notification/ReadNotification?notificationId=999999', { method: 'PUT' });
    const who = answer.ok ? ((await answer.json()) as { email?: string }).email : `failed ${answer.status}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Mine</title><p>${who}</p><p>render ${renders.length}</p>`);
    return undefined;
  };
}

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
let pageCache: PageCache;
let server: ServerType;
let origin: string;
const renders: string[] = [];

beforeAll(async () => {
  t = await createDemoTestApp();
  pageCache = createPageCache();
  await pageCache.listen(async () => async () => undefined);
  const edge = testEdge(t.deps, ownApi(t.app, t.deps), { astro: pages(renders), pageCache });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: edge.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await pageCache?.close();
  await t?.close();
});

const cookieOf = async (email: string) => `${ACCESS_COOKIE}=${await t.tokenOf(email)}`;
const talent = 'talent.good@demo.example';
const client = 'client.admin@demo.example';

async function view(path: string, email: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${origin}${path}`, { headers: { cookie: await cookieOf(email), ...headers } });
  return { status: answer.status, body: await answer.text(), cacheControl: answer.headers.get('cache-control') };
}

const rendersOf = (path: string) => renders.filter((p) => p === path).length;
const keptFor = (path: string) => pageCache.keys().filter((key) => key.includes(`${path}\n`)).length;

/** Views a page and waits until it is kept (its variants are compressed after the answer). */
async function viewAndKeep(path: string, email: string) {
  const before = keptFor(path);
  const answer = await view(path, email);
  await vi.waitFor(() => expect(keptFor(path)).toBeGreaterThan(before));
  return answer;
}

describe('a page kept for its signed-in viewer', () => {
  it('is answered as first rendered, for that viewer alone, and kept by no cache outside the server', async () => {
    const first = await viewAndKeep('/mine', talent);
    expect(first.body).toContain(talent);
    const again = await view('/mine', talent);
    expect(again.body).toBe(first.body);
    expect(again.cacheControl).toBe('private, no-store');
    expect(rendersOf('/mine')).toBe(1);
    const other = await view('/mine', client);
    expect(other.body).toContain(client);
    expect(other.body).not.toContain(talent);
  });

  it('is rendered again on a hard reload', async () => {
    const path = '/mine?case=reload';
    await viewAndKeep(path, talent);
    await view(path, talent);
    expect(rendersOf(path)).toBe(1);
    await view(path, talent, { 'cache-control': 'no-cache', pragma: 'no-cache' });
    expect(rendersOf(path)).toBe(2);
  });

  it('goes when its viewer’s session writes, before the database says so, and other viewers keep theirs', async () => {
    const path = '/mine?case=write';
    await viewAndKeep(path, talent);
    await viewAndKeep(path, client);
    const write = await fetch(`${origin}/api/TalentJobCenter/AddSavedJob`, {
      method: 'POST',
      headers: { cookie: await cookieOf(talent), 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ projectId: 0 }),
    });
    expect(write.status).toBe(400);
    expect(keptFor(path)).toBe(1);
    await view(path, talent);
    expect(rendersOf(path)).toBe(3);
    await view(path, client);
    expect(rendersOf(path)).toBe(3);
  });

  it('is not kept when one of its reads failed, or when it wrote', async () => {
    for (const path of ['/mine-missing', '/mine-writing']) {
      const first = await view(path, talent);
      expect(first.status).toBe(200);
      await view(path, talent);
      expect(rendersOf(path)).toBe(2);
      expect(keptFor(path)).toBe(0);
    }
  });
});
