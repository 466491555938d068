/**
 * Every write to a talent profile (roles, skills, languages, portfolio, courses, about me, work, education…) ends
 * here, in the same transaction: the profile's updatedAt moves (sitemap lastmod, page caches), its profile status is
 * computed again from what the profile now holds (the one computation, profile-status.ts) and stored, and so is its
 * trust badge (trust-badge.ts). When the status moved, the talent is told (a notification on the bell).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { instructors } from '../db/schema/index.ts';
import { asProfileStatus, type ProfileStatus } from '#domain/profile-status.ts';
import { computeProfileStatus } from './profile-status.ts';
import { syncTrustBadge } from './trust-badge.ts';
import { notifyProfileStatusChanged } from './profile-status-notice.ts';

export async function profileChanged(deps: Deps, tx: Db, instrId: number): Promise<ProfileStatus> {
  const [before] = await tx
    .select({ status: instructors.profileStatus, userId: instructors.userId })
    .from(instructors)
    .where(eq(instructors.id, instrId));
  const status = (await computeProfileStatus(tx, instrId)) ?? 0;
  await tx.update(instructors).set({ updatedAt: deps.now(), profileStatus: status }).where(eq(instructors.id, instrId));
  await syncTrustBadge(tx, instrId, status);
  const previous = asProfileStatus(before?.status ?? 0);
  if (before?.userId && previous !== status) await notifyProfileStatusChanged(deps, tx, before.userId, previous, status);
  return status;
}
