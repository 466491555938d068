/**
 * The session of a page request: the access cookie verified with the public key (a GET's once within the bound of
 * session-cache.ts; a write has made that session's entries forgotten first, session-writes.ts); when it has expired
 * and a refresh cookie is present, a refresh in-process, new cookies, and the page goes on signed in. A refresh the
 * API refuses clears the cookies; one that fails for another reason (the API unreachable) keeps them. Either way the
 * page goes on for a visitor.
 */
import type { Context } from 'hono';
import { verifyAccessToken, type AccessClaims, type SigningKeys } from '#kernel/tokens.ts';
import type { Config } from '#kernel/config.ts';
import type { EdgeEnv } from './context.ts';
import { clearedCookies, sessionCookies } from './cookies.ts';
import { issuedTokens, type Refresher } from './refresh.ts';
import type { CallerContext } from './api-transport.ts';
import type { SessionCache } from './session-cache.ts';

export interface SessionDeps {
  config: Config;
  keys: SigningKeys;
  refresher: Refresher;
  now: () => Date;
  sessions: SessionCache;
}

export async function resolvePageSession(c: Context<EdgeEnv>, deps: SessionDeps, caller: CallerContext): Promise<AccessClaims | null> {
  const { access, refresh } = c.var.tokens;
  if (access) {
    const reading = c.req.method === 'GET';
    const known = reading ? deps.sessions.claims(access) : undefined;
    if (known) return known;
    const verified = await verifyAccessToken(deps.keys, access, deps.now());
    if (verified.ok && reading) deps.sessions.verified(access, verified.claims, verified.expiresAt);
    if (verified.ok) return verified.claims;
  }
  if (!refresh) {
    if (access) endCookieSession(c);
    return null;
  }
  const answer = await deps.refresher.refresh({ access, refresh }, caller);
  const issued = answer.status === 200 ? issuedTokens(answer.body) : null;
  const verified = issued ? await verifyAccessToken(deps.keys, issued.token, deps.now()) : null;
  if (!issued || !verified?.ok) {
    if (refused(answer.status)) endCookieSession(c);
    return null;
  }
  for (const cookie of sessionCookies(deps.config, issued)) c.var.outHeaders.append('set-cookie', cookie);
  c.set('tokens', { access: issued.token, refresh: issued.refreshToken });
  return verified.claims;
}

/** The API's answer that the session is over (as opposed to a failure to reach it). */
export function refused(status: number): boolean {
  return status === 400 || status === 401;
}

/** Clears both cookies on the answer and forgets the tokens for the rest of the request. */
export function endCookieSession(c: Context<EdgeEnv>): void {
  for (const cookie of clearedCookies()) c.var.outHeaders.append('set-cookie', cookie);
  c.set('tokens', { access: undefined, refresh: undefined });
}
