/**
 * A page Astro writes on the Node response itself, served by an edge whose modules load after a server in the same
 * process has already replaced the global Response with @hono/node-server's lighter one (any test file before it in a
 * shared worker; a second server in one process). The edge must still tell the server that the answer was sent:
 * otherwise the server writes a head again, fails ("Cannot set headers after they are sent to the client"), logs the
 * error, ends the answer once more with it and closes the connection, and a kept page would keep the error with it.
 * Runs in a process of its own (vitest.config.ts), so that the globals are replaced before the edge is first loaded.
 */
import type { AddressInfo } from 'node:net';
import { getRequestListener, serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AstroHandler } from './context.ts';

getRequestListener(() => new Response('an earlier server'));

const { createTestApp } = await import('#api/testing/test-app.ts');
const { testEdge } = await import('./test-edge.ts');
const { inProcessApi } = await import('./api-transport.ts');
const { createPageCache } = await import('./page-cache.ts');
const { serveFirst } = await import('./serve-first.ts');
const { requestQueue } = await import('./request-queue.ts');

const renders: string[] = [];
const page: AstroHandler = async (req, res, next, locals) => {
  if (req.url !== '/written') return next();
  renders.push(req.url);
  locals.cacheForVisitors([]);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>Written</title><p>render ${renders.length}</p>`);
  return undefined;
};

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let server: ServerType;
let origin: string;
const pageCache = createPageCache();
const serverErrors = vi.spyOn(console, 'error');

beforeAll(async () => {
  ctx = await createTestApp();
  await pageCache.listen(async () => async () => undefined);
  const edge = testEdge(ctx.deps, inProcessApi(ctx.app), { astro: page, pageCache });
  server = await new Promise<ServerType>((resolve) => {
    const createServer = serveFirst([(incoming, outgoing) => pageCache.answer(incoming, outgoing, ctx.deps.log)], requestQueue(8));
    const started = serve({ fetch: edge.fetch, port: 0, hostname: '127.0.0.1', createServer }, () => resolve(started));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await pageCache.close();
  await ctx?.close();
});

describe('a page written by Astro after the globals were replaced', () => {
  it('goes out once, without an error, and is kept as it went out', async () => {
    const first = await fetch(`${origin}/written`);
    expect(first.status).toBe(200);
    const body = await first.text();
    expect(body).toBe('<!doctype html><title>Written</title><p>render 1</p>');
    await vi.waitFor(() => expect(pageCache.keys().some((key) => key.endsWith('/written'))).toBe(true));
    const again = await fetch(`${origin}/written`);
    expect(await again.text()).toBe(body);
    expect(renders).toHaveLength(1);
    expect(serverErrors).not.toHaveBeenCalled();
  });
});
