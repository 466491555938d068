/**
 * Rate limits shared by every instance, counted in rate_limit_hits with one atomic upsert per hit; keys (e-mail, IP)
 * are stored hashed. Minute limits slide: a hit counts the current minute's hits plus the previous minute's share of
 * the last 60 seconds (decision record 368). Day limits are calendar days (UTC).
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, notLike, or, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';
import { tooManyRequests } from './errors.ts';
import { chatLimits } from '#domain/chat.ts';

export interface RateLimit {
  name: string;
  /** Hits allowed within a minute (or a calendar day); the next one is refused. */
  max: number;
  /** The window: a minute (the default) or a day. */
  per?: 'minute' | 'day';
}

export const WINDOW_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Windows older than this are deleted when a new window opens; day windows (their buckets start "day:") a day later. */
const KEEP_MS = 10 * WINDOW_MS;
const DAY_BUCKET = 'day:';

export const rateLimits = {
  loginFailuresPerEmail: { name: 'login-failure:email', max: 5 },
  loginFailuresPerIp: { name: 'login-failure:ip', max: 50 },
  /** Wrong second factors (TOTP codes, recovery codes, passkeys), limited like passwords. */
  secondFactorFailuresPerUser: { name: 'second-factor-failure:user', max: 5 },
  secondFactorFailuresPerIp: { name: 'second-factor-failure:ip', max: 50 },
  signupPerIp: { name: 'signup:ip', max: 20 },
  passwordResetPerIp: { name: 'password-reset:ip', max: 10 },
  activationMailPerIp: { name: 'activation-mail:ip', max: 10 },
  emailExistsPerIp: { name: 'email-exists:ip', max: 60 },
  /** Each request notifies the company's administrators: a contact cannot flood them by asking, cancelling and asking again. */
  joinRequestsPerContact: { name: 'join-request:contact', max: 5 },
  /** Chat messages per user over all chats (decision record 280). */
  chatSendsPerUser: { name: 'chat-send:user', max: chatLimits.sendsPerMinute },
  /** Each request e-mails an address the talent typed: a burst of them is refused. */
  testimonialRequestsPerUser: { name: 'testimonial-request:user', max: 10 },
  /** Each invitation e-mails an address the agency owner typed: a burst of them is refused. */
  agencyInvitationsPerUser: { name: 'agency-invitation:user', max: 20 },
  /** Each invitation to propose e-mails a talent: the same talent once a day per job, and a contact 30 a day in all. */
  invitesPerJobTalent: { name: 'invite-to-propose:job-talent', max: 1, per: 'day' },
  invitesPerContact: { name: 'invite-to-propose:contact', max: 30, per: 'day' },
  /** A submit link is a signed token: guessing at them is slowed down. */
  testimonialSubmitsPerIp: { name: 'testimonial-submit:ip', max: 30 },
} as const satisfies Record<string, RateLimit>;

const bucketOf = (limit: RateLimit, key: string) =>
  `${limit.per === 'day' ? DAY_BUCKET : ''}${limit.name}:${createHash('sha256').update(key.toLowerCase()).digest('base64url').slice(0, 32)}`;

interface RateWindow {
  start: Date;
  /** The minute before, whose hits still count in part; null for day windows, which are calendar days. */
  previousStart: Date | null;
  length: number;
  /** Milliseconds since the window began. */
  elapsed: number;
}

function windowOf(now: Date, limit: RateLimit): RateWindow {
  const length = limit.per === 'day' ? DAY_MS : WINDOW_MS;
  const start = Math.floor(now.getTime() / length) * length;
  return { start: new Date(start), previousStart: limit.per === 'day' ? null : new Date(start - length), length, elapsed: now.getTime() - start };
}

/** Hits of one key: in the current window, and in the window before it (0 for day windows). */
interface Counts {
  current: number;
  previous: number;
}

/**
 * The hits that count now: the current window's, plus the previous minute's in proportion to how much of it still
 * lies within the last 60 seconds, rounded up, so a burst at the end of one minute is not followed by a full second one.
 */
const counted = (window: RateWindow, counts: Counts) => counts.current + Math.ceil(counts.previous * (1 - window.elapsed / window.length));

/** Seconds until one more hit would be allowed, given the hits that stay counted. */
function retryAfterSeconds(limit: RateLimit, window: RateWindow, counts: Counts): number {
  const { length, elapsed } = window;
  const room = limit.max - 1 - counts.current;
  let wait: number;
  if (window.previousStart === null) wait = length - elapsed;
  else if (room >= 0 && counts.previous > 0) wait = length * (1 - room / counts.previous) - elapsed;
  else wait = length - elapsed + (counts.current < limit.max ? 0 : length * (1 - (limit.max - 1) / counts.current));
  return Math.max(1, Math.ceil(wait / 1000));
}

async function countHit(deps: Deps, db: Db, bucket: string, window: RateWindow): Promise<Counts> {
  const previous = window.previousStart
    ? sql<number | null>`(select p.hits from ${rateLimitHits} p where p.bucket = ${bucket} and p.window_start = ${window.previousStart.toISOString()}::timestamptz)`
    : sql<null>`null`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, windowStart: window.start, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits, previous });
  const hits = row?.hits ?? 1;
  if (hits === 1) {
    const now = deps.now().getTime();
    const old = or(
      and(lt(rateLimitHits.windowStart, new Date(now - KEEP_MS)), notLike(rateLimitHits.bucket, `${DAY_BUCKET}%`)),
      lt(rateLimitHits.windowStart, new Date(now - DAY_MS - KEEP_MS)),
    );
    await db.delete(rateLimitHits).where(old);
  }
  return { current: hits, previous: Number(row?.previous ?? 0) };
}

async function uncountHit(db: Db, bucket: string, windowStart: Date): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
    .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.windowStart, windowStart)));
}

export type Reservation =
  | { ok: true; /** Gives the slots back (an attempt that turned out fine). */ release: () => Promise<void> }
  | { ok: false; /** The limit that was full. */ limit: RateLimit; retryAfterSeconds: number };

/**
 * Reserves one attempt under every limit given before the attempt is made: one atomic upsert per limit counts
 * it and returns the window's total. When a total goes over its limit, every slot just taken is given back and
 * the attempt is refused, so attempts sent in parallel can never pass a limit. Slots of an accepted attempt
 * stay taken unless it releases them. Given a transaction (`db`), the slots are counted in it: a rollback gives them
 * back, and adds that take turns under a lock reserve only once their other checks have passed.
 */
export async function reserveAttempt(deps: Deps, entries: ReadonlyArray<readonly [RateLimit, string]>, db: Db = deps.db): Promise<Reservation> {
  const now = deps.now();
  const taken: Array<{ bucket: string; start: Date }> = [];
  const giveBack = () => Promise.all(taken.map(({ bucket, start }) => uncountHit(db, bucket, start))).then(() => undefined);
  for (const [limit, key] of entries) {
    const window = windowOf(now, limit);
    const bucket = bucketOf(limit, key);
    taken.push({ bucket, start: window.start });
    const counts = await countHit(deps, db, bucket, window);
    if (counted(window, counts) > limit.max) {
      await giveBack();
      return { ok: false, limit, retryAfterSeconds: retryAfterSeconds(limit, window, { ...counts, current: counts.current - 1 }) };
    }
  }
  return { ok: true, release: giveBack };
}

/** The seconds until one more hit would be allowed when the hits that count already reach `max`, else null; records nothing. */
export async function limitReached(deps: Deps, limit: RateLimit, key: string): Promise<number | null> {
  const window = windowOf(deps.now(), limit);
  const starts = window.previousStart ? [window.start, window.previousStart] : [window.start];
  const rows = await deps.db
    .select({ windowStart: rateLimitHits.windowStart, hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucketOf(limit, key)), inArray(rateLimitHits.windowStart, starts)));
  const hitsAt = (start: Date | null) => rows.find((r) => r.windowStart.getTime() === start?.getTime())?.hits ?? 0;
  const counts = { current: hitsAt(window.start), previous: hitsAt(window.previousStart) };
  return counted(window, counts) >= limit.max ? retryAfterSeconds(limit, window, counts) : null;
}

/** Counts the hit, or gives it back and throws 429 (with Retry-After) when it would go over the limit. */
export async function consumeRateLimit(deps: Deps, limit: RateLimit, key: string): Promise<void> {
  const slot = await reserveAttempt(deps, [[limit, key]]);
  if (!slot.ok) throw tooManyRequests(slot.retryAfterSeconds);
}
