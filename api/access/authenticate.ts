/**
 * Bearer authentication for the API: a valid access token whose session family is still live, resolved into the
 * caller (api/access/caller.ts) in the same statement, which also tells whether the account must change its password
 * first (api/access/forced-password-change.ts). Nothing is kept between requests: a revoked session, a password
 * change forced by an administrator or a new role counts from the very next request.
 */
import type { Deps } from '../deps.ts';
import { verifyAccessToken } from '#kernel/tokens.ts';
import { touchFamily } from '../auth/sessions.ts';
import { loadCaller, type Caller } from './caller.ts';

export async function authenticate(deps: Deps, authorization: string | undefined): Promise<Caller | null> {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return null;
  const result = await verifyAccessToken(deps.keys, token, deps.now());
  if (!result.ok) return null;
  const caller = await loadCaller(deps.db, result.claims, deps.now());
  if (caller) await touchFamily(deps, result.claims.sid, caller.lastUsedAt);
  return caller;
}
