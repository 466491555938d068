/**
 * Limits on the request bodies the edge itself reads: the RefreshToken and Logout calls (tokens only) and the
 * form posts of server-rendered pages. A body over its limit is answered 413 as soon as it is known: at once
 * from Content-Length, or when the streamed bytes pass the limit, never after reading it all. Every other
 * /api/* body streams to the API host, which holds each route's own limit.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { EdgeEnv } from './context.ts';
import { LOGOUT_PATH } from './logout.ts';
import { REFRESH_PATH } from './refresh.ts';

/** Two tokens and their JSON keys need under 4 KB; the rest is room. */
export const TOKEN_BODY_LIMIT = 16 * 1024;
/** The pages' own forms carry a few short fields. */
export const PAGE_FORM_LIMIT = 64 * 1024;
export const tooLargeMessage = 'The request is too large.';

const tokenBodies = bodyLimit({ maxSize: TOKEN_BODY_LIMIT, onError: (c) => c.json({ message: tooLargeMessage }, 413) });
const pageForms = bodyLimit({ maxSize: PAGE_FORM_LIMIT, onError: (c) => c.text(tooLargeMessage, 413) });

export function edgeBodyLimits(): MiddlewareHandler<EdgeEnv> {
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    if (c.req.path === REFRESH_PATH || c.req.path === LOGOUT_PATH) return tokenBodies(c, next);
    if (!c.req.path.startsWith('/api/')) return pageForms(c, next);
    return next();
  };
}
