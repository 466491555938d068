/**
 * Sessions: one family per sign-in, short-lived access JWTs, opaque refresh tokens rotated on every use.
 * A refresh token presented twice revokes its whole family (RFC 9700 §4.14.2); authenticate() then
 * refuses the family's access tokens too.
 */
import { createHmac } from 'node:crypto';
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { Deps } from '../deps.ts';
import { refreshTokens, sessionFamilies } from '../db/schema/index.ts';
import { unauthorized } from '../http/errors.ts';
import { authTexts } from '#domain/auth.ts';
import { accessClaims, loadAccount, type Account } from './account.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';
import { signAccessToken } from '#kernel/tokens.ts';
import { publishLive } from '../live/events.ts';
import { purposeSecret } from './secrets.ts';

export interface IssuedTokens {
  familyId: string;
  token: string;
  refreshToken: string;
  /** The session outlives the browser and an idle spell (the edge then gives its cookies a lifetime). */
  rememberMe: boolean;
}

const ended = () => unauthorized(authTexts.sessionEnded);

/**
 * Requests that present one refresh token at nearly the same moment (two tabs, a page and an island, two
 * instances behind a load balancer) are one user, not a thief: within this window after a rotation, the same
 * token is answered with the same successor instead of ending the session.
 */
export const REUSE_GRACE_MS = 10_000;

/** The token that follows a refresh token. Derived with a server secret, so every request that rotates the same token gets the same one. */
const successorOf = (deps: Deps, refreshToken: string) =>
  createHmac('sha256', purposeSecret(deps, 'refresh-successor')).update(refreshToken).digest('base64url');

async function issueRefreshToken(deps: Deps, familyId: string): Promise<string> {
  const refreshToken = newOpaqueToken();
  await deps.db.insert(refreshTokens).values({ familyId, tokenHash: hashOpaqueToken(refreshToken), createdAt: deps.now() });
  return refreshToken;
}

const accessToken = (deps: Deps, account: Account, familyId: string) =>
  signAccessToken(deps.keys, accessClaims(account, familyId), deps.config.accessTokenSeconds, deps.now());

/** Starts a session family: 12 hours, or 30 days when remembered (config). */
export async function startSession(deps: Deps, account: Account, rememberMe: boolean, options: { secondFactor?: boolean } = {}): Promise<IssuedTokens> {
  const now = deps.now();
  const lifetime = rememberMe ? deps.config.rememberedRefreshTokenSeconds : deps.config.refreshTokenSeconds;
  const [family] = await deps.db
    .insert(sessionFamilies)
    .values({
      userId: account.user.id,
      rememberMe,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + lifetime * 1000),
      // A sign-in through its second step counts as a step-up for the money actions; a remembered browser does not.
      secondFactorAt: options.secondFactor ? now : null,
    })
    .returning({ id: sessionFamilies.id });
  if (!family) throw new Error('The session family was not created.');
  return {
    familyId: family.id,
    token: await accessToken(deps, account, family.id),
    refreshToken: await issueRefreshToken(deps, family.id),
    rememberMe,
  };
}

function sessionIdOf(jwt: string): string | null {
  try {
    const sid = decodeJwt(jwt).sid;
    return typeof sid === 'string' ? sid : null;
  } catch {
    return null;
  }
}

/** Exchanges a refresh token for a new pair. The access token, when sent, must belong to the same session. */
export async function rotateSession(deps: Deps, refreshToken: string, jwtToken: string): Promise<IssuedTokens & { account: Account }> {
  const now = deps.now();
  const [presented] = await deps.db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      userId: sessionFamilies.userId,
      revokedAt: sessionFamilies.revokedAt,
      expiresAt: sessionFamilies.expiresAt,
      rememberMe: sessionFamilies.rememberMe,
      lastUsedAt: sessionFamilies.lastUsedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)));
  if (!presented) throw ended();
  if (jwtToken && sessionIdOf(jwtToken) !== presented.familyId) throw ended();
  if (presented.revokedAt || presented.expiresAt <= now) throw ended();
  if (idleTooLong(deps, presented, now)) {
    await revokeFamily(deps, presented.familyId, 'idle');
    deps.log.info('session.idle_ended', { userId: presented.userId, familyId: presented.familyId, reason: 'unused longer than the idle logout' });
    throw ended();
  }

  const successor = successorOf(deps, refreshToken);
  const rotated = await deps.db.transaction(async (tx) => {
    const spent = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, presented.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (spent.length === 0) return false;
    await tx.insert(refreshTokens).values({ familyId: presented.familyId, tokenHash: hashOpaqueToken(successor), createdAt: now });
    await tx.update(sessionFamilies).set({ lastUsedAt: now }).where(eq(sessionFamilies.id, presented.familyId));
    return true;
  });
  if (!rotated && !(await racedWithinGrace(deps, presented.id, successor))) {
    await revokeFamily(deps, presented.familyId, 'refresh token reused');
    deps.log.warn('session.refresh_reuse', { userId: presented.userId, familyId: presented.familyId });
    throw ended();
  }

  const account = await loadAccount(deps.db, presented.userId);
  if (!account || account.contact?.status === 'I') throw ended();
  return {
    account,
    familyId: presented.familyId,
    token: await accessToken(deps, account, presented.familyId),
    refreshToken: successor,
    rememberMe: presented.rememberMe,
  };
}

/**
 * The server's half of the idle logout (IDLE_LOGOUT_MS): a session without remember-me that nobody
 * used for that long cannot be refreshed, even if the browser that held it was closed or never ran the timer.
 */
function idleTooLong(deps: Deps, family: { rememberMe: boolean; lastUsedAt: Date }, now: Date): boolean {
  return !family.rememberMe && now.getTime() - family.lastUsedAt.getTime() >= deps.config.idleLogoutMs;
}

/** How stale lastUsedAt may get before an authenticated call writes it: one write a minute per session at most. */
export const LAST_USE_PRECISION_MS = 60_000;

/** Notes that a session was used, when its last use is older than the precision (cheap on busy sessions). */
export async function touchFamily(deps: Deps, familyId: string, lastUsedAt: Date): Promise<void> {
  const now = deps.now();
  if (now.getTime() - lastUsedAt.getTime() < LAST_USE_PRECISION_MS) return;
  await deps.db.update(sessionFamilies).set({ lastUsedAt: now }).where(and(eq(sessionFamilies.id, familyId), lt(sessionFamilies.lastUsedAt, now)));
}

/** The token was rotated moments ago and its successor is still unused: the same user asking twice. */
async function racedWithinGrace(deps: Deps, tokenId: number, successor: string): Promise<boolean> {
  const [spent] = await deps.db.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.id, tokenId));
  const [next] = await deps.db
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(successor)));
  if (!spent?.usedAt || !next || next.usedAt) return false;
  return deps.now().getTime() - spent.usedAt.getTime() <= REUSE_GRACE_MS;
}

export async function revokeFamily(deps: Deps, familyId: string, reason: string): Promise<void> {
  const [revoked] = await deps.db
    .update(sessionFamilies)
    .set({ revokedAt: deps.now(), revokedReason: reason })
    .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt)))
    .returning({ userId: sessionFamilies.userId });
  if (revoked) await publishLive(deps.db, { userId: revoked.userId, kind: 'session-ended', sid: familyId });
}

/** The family a refresh token belongs to, whether or not the token was used. */
export async function familyOfRefreshToken(deps: Deps, refreshToken: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)));
  return row?.familyId ?? null;
}

/** Ends every session of a user, except the one given (the session that changed the password). */
export async function revokeUserSessions(deps: Deps, userId: number, reason: string, exceptFamilyId?: string): Promise<void> {
  const revoked = await deps.db
    .update(sessionFamilies)
    .set({ revokedAt: deps.now(), revokedReason: reason })
    .where(
      and(
        eq(sessionFamilies.userId, userId),
        isNull(sessionFamilies.revokedAt),
        exceptFamilyId ? ne(sessionFamilies.id, exceptFamilyId) : undefined,
      ),
    )
    .returning({ id: sessionFamilies.id });
  // Their live streams end now; heartbeats do not look at the database.
  for (const family of revoked) await publishLive(deps.db, { userId, kind: 'session-ended', sid: family.id });
}
