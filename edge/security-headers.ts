/** Headers every answer carries; a page rendered by Astro replaces the CSP with its own (same directives plus hashes). */
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
