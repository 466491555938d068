/**
 * A signed-in request that is not a read (an API write, a form posted to a page, a refresh, a logout) may change who
 * its session is and what its pages show. Before it runs, the session's verified token and caller are forgotten
 * (session-cache.ts) and so are the pages kept for its viewer (page-cache.ts); the pages are forgotten again when it
 * has run, so that a page rendered meanwhile from the data before the write is not kept either. The person who
 * wrote sees the change on their very next page; other viewers' pages go when the database's change arrives.
 */
import type { MiddlewareHandler } from 'hono';
import { verifyAccessToken, type SigningKeys } from '#kernel/tokens.ts';
import type { EdgeEnv } from './context.ts';
import type { PageCache } from './page-cache.ts';
import type { SessionCache } from './session-cache.ts';

interface WriteDeps {
  keys: SigningKeys;
  now: () => Date;
  sessions: SessionCache;
  pageCache: PageCache | undefined;
}

export function sessionWrites(deps: WriteDeps): MiddlewareHandler<EdgeEnv> {
  return async (c, next) => {
    const { access } = c.var.tokens;
    if (!access || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const pages = deps.pageCache;
    const sid = pages ? (deps.sessions.claims(access)?.sid ?? (await sessionOf(deps, access))) : undefined;
    deps.sessions.forgetSessionOf(access);
    if (!pages || sid === undefined) return next();
    pages.forgetSession(sid);
    try {
      await next();
    } finally {
      pages.forgetSession(sid);
    }
  };
}

async function sessionOf(deps: WriteDeps, access: string): Promise<string | undefined> {
  const verified = await verifyAccessToken(deps.keys, access, deps.now());
  return verified.ok ? verified.claims.sid : undefined;
}
