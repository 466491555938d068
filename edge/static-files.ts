/** The built browser assets: /_astro/* are content-hashed and cached for a year; files from public/ briefly. */
import type { MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { EdgeEnv } from './context.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=600';

export function staticFiles(clientDir: string): MiddlewareHandler<EdgeEnv> {
  const serve = serveStatic<EdgeEnv>({ root: clientDir });
  return async (c, next) => {
    let missing = false;
    const found = await serve(c, async () => {
      missing = true;
    });
    if (missing || !found) return next();
    found.headers.set('cache-control', c.req.path.startsWith('/_astro/') ? IMMUTABLE : SHORT);
    return found;
  };
}
