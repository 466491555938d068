/** Counts and times every request the HTTP server answers, whoever answers it (a kept page, an asset, the edge, the API). */
import { createServer, type RequestListener } from 'node:http';
import { httpDuration, httpRequests } from '#kernel/metrics.ts';
import type { RouteLabel } from './route-label.ts';

/** Wraps a `createServer` (for @hono/node-server's `serve`) so each answered request is measured when its answer is sent. */
export function measuredServer(label: RouteLabel, inner: typeof createServer = createServer): typeof createServer {
  return ((options: object, listener: RequestListener) => {
    const server = inner(options, listener);
    // First among the request listeners, so the answers written before the edge app (assets, kept pages) count too.
    server.prependListener('request', (incoming, outgoing) => {
      const started = process.hrtime.bigint();
      outgoing.once('finish', () => {
        const method = incoming.method ?? 'GET';
        const route = label(method, incoming.url ?? '/');
        httpRequests.inc({ route, method, status_class: `${Math.floor(outgoing.statusCode / 100)}xx` });
        httpDuration.observe({ route, method }, Number(process.hrtime.bigint() - started) / 1e9);
      });
    });
    return server;
  }) as typeof createServer;
}
