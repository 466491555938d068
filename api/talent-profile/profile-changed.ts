/**
 * Every write to a talent profile (roles, skills, languages, portfolio, about me, work, education…) ends here, in
 * the same transaction: the profile's updatedAt moves (sitemap lastmod, page caches), and its profile status is
 * computed again from what the profile now holds (the one computation, profile-status.ts) and stored, and so is its
 * trust badge (trust-badge.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructors } from '../db/schema/index.ts';
import type { ProfileStatus } from '../../src/domain/profile-status.ts';
import { syncProfileStatus } from './profile-status.ts';
import { syncTrustBadge } from './trust-badge.ts';

export async function profileChanged(db: Db, instrId: number, now: Date): Promise<ProfileStatus> {
  await db.update(instructors).set({ updatedAt: now }).where(eq(instructors.id, instrId));
  const status = await syncProfileStatus(db, instrId);
  await syncTrustBadge(db, instrId, status);
  return status;
}
