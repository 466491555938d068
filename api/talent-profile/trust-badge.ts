/**
 * The talent's trust badge (src/domain/trust-badge.ts) from what the database holds. The stored
 * instructors.trust_badge is its cache: computing it writes the result back when it changed.
 */
import { and, eq, exists, ne, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { certifications, instructorRoles, instructorSkills, instructors, roles } from '../db/schema/index.ts';
import { hasSignedLegalDocument } from '../legal/signed-documents.ts';
import { trustBadgeOf, type TrustBadge } from '../../src/domain/trust-badge.ts';
import type { ProfileStatus } from '../../src/domain/profile-status.ts';
import { profileStatuses } from '../../src/domain/constants.ts';

const statusLevels: readonly ProfileStatus[] = Object.values(profileStatuses);

/** The role whose certification makes a certified instructional designer (reference data). */
export const INSTRUCTIONAL_DESIGNER_ROLE = 'Instructional Designer';

async function certifiedTrainer(db: Db, instrId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(instructorSkills)
    .innerJoin(instructorRoles, eq(instructorRoles.id, instructorSkills.instructorRoleId))
    .innerJoin(roles, eq(roles.id, instructorRoles.roleId))
    .where(and(eq(instructorRoles.instrId, instrId), eq(roles.isInstructorType, true), eq(instructorSkills.certifiedToTeach, true)))
    .limit(1);
  return row !== undefined;
}

async function certifiedInstructionalDesigner(db: Db, instrId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(instructorRoles)
    .innerJoin(roles, eq(roles.id, instructorRoles.roleId))
    .where(
      and(
        eq(instructorRoles.instrId, instrId),
        eq(sql`lower(${roles.name})`, INSTRUCTIONAL_DESIGNER_ROLE.toLowerCase()),
        exists(db.select({ id: certifications.id }).from(certifications).where(eq(certifications.instrId, instrId))),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The talent's badge now; the stored column is updated when it differs. */
export async function syncTrustBadge(db: Db, instrId: number, profileStatus: ProfileStatus): Promise<TrustBadge | null> {
  const badge = trustBadgeOf({
    signedIca: await hasSignedLegalDocument(db, { instrId }, 'ICA'),
    profileStatus,
    certifiedTrainer: await certifiedTrainer(db, instrId),
    certifiedInstructionalDesigner: await certifiedInstructionalDesigner(db, instrId),
  });
  await db
    .update(instructors)
    .set({ trustBadge: badge })
    .where(and(eq(instructors.id, instrId), badge === null ? sql`${instructors.trustBadge} is not null` : or(isNull(instructors.trustBadge), ne(instructors.trustBadge, badge))));
  return badge;
}

/** After a change outside the profile (an agreement signed): the badge from the stored profile status. */
export async function refreshTrustBadge(db: Db, instrId: number): Promise<TrustBadge | null> {
  const [talent] = await db.select({ profileStatus: instructors.profileStatus }).from(instructors).where(eq(instructors.id, instrId));
  if (!talent) return null;
  const status = statusLevels.find((level) => level === talent.profileStatus) ?? profileStatuses.Incomplete;
  return syncTrustBadge(db, instrId, status);
}
