/**
 * Answers that may hold personal data are never kept by a browser or a shared cache: every answer to a signed-in
 * request (one with an Authorization header) and every dev mailbox answer gets `Cache-Control: no-store`, unless
 * its handler chose its own Cache-Control (a profile photo's private caching, say).
 */
import type { MiddlewareHandler } from 'hono';

const personal = (request: Request) => request.headers.has('authorization') || new URL(request.url).pathname.startsWith('/api/DevMailbox/');

export function noStoreForPersonalData(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (personal(c.req.raw) && !c.res.headers.has('cache-control')) c.header('cache-control', 'no-store');
  };
}
