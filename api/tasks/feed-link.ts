/**
 * The calendar feed link of a user: /api/Calendar/Feed?token={userId}.{version}.{HMAC}. The token stands in for a
 * session for that one feed (calendar apps cannot sign in); making a new link raises the version signed into it,
 * so every link given out before stops working.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { calendarFeeds } from '../db/schema/index.ts';
import { purposeSecret } from '../auth/secrets.ts';

type KeyDeps = Pick<Deps, 'config' | 'keys'>;

const mac = (deps: KeyDeps, userId: number, version: number) =>
  createHmac('sha256', purposeSecret(deps, 'calendar-feed-link')).update(`user:${userId}:v${version}`).digest('base64url');

const feedPath = (deps: KeyDeps, userId: number, version: number) => `/api/Calendar/Feed?token=${userId}.${version}.${mac(deps, userId, version)}`;

async function versionOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ version: calendarFeeds.version }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row?.version ?? 0;
}

export async function currentFeedPath(deps: KeyDeps & { db: Db }, userId: number): Promise<string> {
  return feedPath(deps, userId, await versionOf(deps.db, userId));
}

/** Revokes every link given out so far and answers the new one. */
export async function renewFeedPath(deps: KeyDeps & { db: Db }, userId: number): Promise<string> {
  const [row] = await deps.db
    .insert(calendarFeeds)
    .values({ userId, version: 1 })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { version: sql`${calendarFeeds.version} + 1`, updatedAt: new Date() } })
    .returning({ version: calendarFeeds.version });
  return feedPath(deps, userId, row?.version ?? 1);
}

/** The user a token opens the feed of, or null when it is malformed, forged or revoked. */
export async function feedOwner(deps: KeyDeps & { db: Db }, token: string): Promise<number | null> {
  const match = /^(\d{1,9})\.(\d{1,9})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const version = Number(match[2]);
  const expected = Buffer.from(mac(deps, userId, version));
  const given = Buffer.from(match[3] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return (await versionOf(deps.db, userId)) === version ? userId : null;
}
