/**
 * Cross-site request forgery guard: a state-changing request must come from our own origin. The Origin header
 * decides; without it, Sec-Fetch-Site; a request with neither is let through only when it carries no session cookie.
 */
import type { MiddlewareHandler } from 'hono';
import type { EdgeEnv } from './context.ts';
import { hasSessionCookies } from './cookies.ts';
import { forbiddenHtml } from './plain-pages.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const crossSiteMessage = 'This request did not come from this site, so it was refused.';

export function sameOrigin(request: Request, publicOrigin: string | undefined, withCookies: boolean): boolean {
  const origin = request.headers.get('origin');
  if (origin) {
    if (origin === 'null') return false;
    if (publicOrigin) return origin === new URL(publicOrigin).origin;
    // Without a configured public origin the edge may sit behind a TLS proxy, so the host decides, not the scheme.
    return URL.canParse(origin) && new URL(origin).host === new URL(request.url).host;
  }
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  return !withCookies;
}

export function originCheck(publicOrigin: string | undefined): MiddlewareHandler<EdgeEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || sameOrigin(c.req.raw, publicOrigin, hasSessionCookies(c.var.tokens))) {
      return next();
    }
    if (c.req.path.startsWith('/api/')) return c.json({ message: crossSiteMessage }, 403);
    return c.html(forbiddenHtml(crossSiteMessage), 403);
  };
}
