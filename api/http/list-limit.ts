/**
 * Lists that hold at most so many rows per owner (a user's job alerts, a profile's courses, a company's
 * locations, …). An add counts and inserts in one transaction that first takes a transaction-level advisory lock on
 * (list, owner): adds to one owner's list take turns on every instance, so concurrent requests cannot all read a
 * count below the limit and all insert. Removing rows needs no lock; it only makes room.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { HttpError } from './errors.ts';

/** The first key of each list's lock (the owner's id is the second); a number is never reused for another list. */
const LIST_LOCKS = {
  jobAlerts: 728_001,
  references: 728_002,
  companyLocations: 728_003,
  portfolioItems: 728_004,
  portfolioLinks: 728_005,
  courses: 728_006,
  certifications: 728_007,
  workExperiences: 728_008,
  educations: 728_009,
  customSkills: 728_010,
  testimonialRequests: 728_011,
} as const;

export interface ListLimit {
  list: keyof typeof LIST_LOCKS;
  max: number;
  /** The message when the list is full. */
  message: string;
  /** 409 by default; 429 for a limit per period ("as many as one day allows"). */
  status?: 409 | 429;
}

/**
 * Inside the transaction that then adds `adding` rows: waits for the owner's other adds to this list to finish,
 * then refuses (409, or the limit's status, with its message) when the list has no room for them. The owner is an
 * id, or a text such as an e-mail address (its hash keys the lock).
 */
export async function holdListLimit(tx: Db, limit: ListLimit, owner: number | string, count: () => Promise<number>, adding = 1): Promise<void> {
  const ownerKey = typeof owner === 'number' ? sql`${owner}::int` : sql`hashtext(${owner})`;
  await tx.execute(sql`select pg_advisory_xact_lock(${LIST_LOCKS[limit.list]}::int, ${ownerKey})`);
  if ((await count()) + adding > limit.max) throw new HttpError(limit.status ?? 409, limit.message);
}
