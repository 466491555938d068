/**
 * Bearer authentication for the API: a valid access token whose session family is still live. The same read tells
 * whether the account must change its password first (api/access/forced-password-change.ts).
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { sessionFamilies, users } from '../db/schema/index.ts';
import { verifyAccessToken, type AccessClaims } from '../auth/tokens.ts';
import { touchFamily } from '../auth/sessions.ts';

export interface Authenticated {
  user: AccessClaims;
  mustChangePassword: boolean;
}

export async function authenticate(deps: Deps, authorization: string | undefined): Promise<Authenticated | null> {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return null;
  const result = await verifyAccessToken(deps.keys, token, deps.now());
  if (!result.ok) return null;
  const [family] = await deps.db
    .select({
      revokedAt: sessionFamilies.revokedAt,
      expiresAt: sessionFamilies.expiresAt,
      lastUsedAt: sessionFamilies.lastUsedAt,
      forceChangePassword: users.forceChangePassword,
    })
    .from(sessionFamilies)
    .innerJoin(users, eq(users.id, sessionFamilies.userId))
    .where(eq(sessionFamilies.id, result.claims.sid));
  if (!family || family.revokedAt || family.expiresAt <= deps.now()) return null;
  await touchFamily(deps, result.claims.sid, family.lastUsedAt);
  return { user: result.claims, mustChangePassword: family.forceChangePassword > 0 };
}
