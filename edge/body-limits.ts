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
import { limits } from '#domain/constants.ts';

/** Two tokens and their JSON keys need under 4 KB; the rest is room. */
export const TOKEN_BODY_LIMIT = 16 * 1024;
/** The pages' own forms carry a few short fields. */
export const PAGE_FORM_LIMIT = 64 * 1024;
/** Page forms that carry one picture (a portfolio thumbnail, an agency's logo; decision record 289): the picture and the short fields. */
const PAGE_UPLOAD_LIMIT = limits.thumbnailMaxBytes + PAGE_FORM_LIMIT;
export const PAGE_UPLOAD_LIMITS: Readonly<Record<string, number>> = {
  '/profile/portfolio/edit': PAGE_UPLOAD_LIMIT,
  '/settings/company-informations': PAGE_UPLOAD_LIMIT,
  '/profile/company-information': PAGE_UPLOAD_LIMIT,
};
export const tooLargeMessage = 'The request is too large.';

const tokenBodies = bodyLimit({ maxSize: TOKEN_BODY_LIMIT, onError: (c) => c.json({ message: tooLargeMessage }, 413) });

/**
 * Pages read their form posts from the Node request itself (Astro's middleware mode), so the edge must not start
 * reading that stream: a page form is judged by its declared length. Browsers always declare it; a body sent
 * without one (chunked) is refused with 411.
 */
const pageForms: MiddlewareHandler<EdgeEnv> = async (c, next) => {
  const declared = c.req.header('content-length');
  if (declared === undefined) return c.text('Send the form with a Content-Length.', 411);
  const limit = PAGE_UPLOAD_LIMITS[c.req.path] ?? PAGE_FORM_LIMIT;
  if (!/^\d+$/.test(declared) || Number(declared) > limit) return c.text(tooLargeMessage, 413);
  return next();
};

const hasBody = (headers: Headers) => headers.has('content-length') || headers.has('transfer-encoding');

export function edgeBodyLimits(): MiddlewareHandler<EdgeEnv> {
  return async (c, next) => {
    if (c.req.path === REFRESH_PATH || c.req.path === LOGOUT_PATH) return tokenBodies(c, next);
    if (!c.req.path.startsWith('/api/') && hasBody(c.req.raw.headers)) return pageForms(c, next);
    return next();
  };
}
