/** The built browser assets: /_astro/* are content-hashed and cached for a year; files from public/ briefly. */
import type { MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { EdgeEnv } from './context.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=600';

export function staticFiles(clientDir: string): MiddlewareHandler<EdgeEnv> {
  return serveStatic<EdgeEnv>({
    root: clientDir,
    onFound: (_path, c) => {
      c.header('cache-control', c.req.path.startsWith('/_astro/') ? IMMUTABLE : SHORT);
    },
  });
}
