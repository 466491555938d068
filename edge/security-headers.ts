/**
 * Headers every answer of the edge app carries; a page rendered by Astro replaces the CSP with its own (same
 * directives plus hashes). Built assets carry a shorter set of their own (`assetSecurityHeaders`).
 */
import type { MiddlewareHandler } from 'hono';
import type { EdgeEnv } from './context.ts';
import { edgeCsp } from './csp.ts';

const ONE_YEAR = 365 * 24 * 60 * 60;

export const securityHeaders = {
  'content-security-policy': edgeCsp,
  'strict-transport-security': `max-age=${ONE_YEAR}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;

export function addSecurityHeaders(): MiddlewareHandler<EdgeEnv> {
  return async (c, next) => {
    for (const [name, value] of Object.entries(securityHeaders)) c.var.outHeaders.set(name, value);
    await next();
  };
}

/**
 * The security headers of a built asset (decision record 310). A script, a stylesheet, a font or an image is not a
 * document, so the headers that only govern documents are left off: the opener policy, the permissions policy and the
 * referrer policy (ours is the browsers' default, which also governs what a stylesheet's own requests send). What
 * stays: HSTS, nosniff, and a Content-Security-Policy for the two ways an asset still runs as a context of its own. A
 * script started as a worker gets its policy from its own answer, so scripts carry `default-src 'self'`, the edge
 * policy's effect inside a worker. Anything else opened on its own (an SVG image is a document then) runs nothing.
 */
export function assetSecurityHeaders(contentType: string): Record<string, string> {
  return {
    'content-security-policy': contentType.startsWith('text/javascript') ? "default-src 'self'" : "default-src 'none'; sandbox",
    'strict-transport-security': securityHeaders['strict-transport-security'],
    'x-content-type-options': securityHeaders['x-content-type-options'],
  };
}
