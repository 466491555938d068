/**
 * The talent's trust badge (domain/trust-badge.ts) from what the database holds: the signed agreement, the
 * profile status, and the approved evidence of the certified badges (approval_requests). The stored
 * instructors.trust_badge is its cache: computing it writes the result back when it changed.
 */
import { and, eq, exists, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { approvalRequests, instructorRoles, instructors, roles } from '../db/schema/index.ts';
import { hasSignedLegalDocument } from '../access/signed-documents.ts';
import { trustBadgeOf, type TrustBadge } from '#domain/trust-badge.ts';
import type { ProfileStatus } from '#domain/profile-status.ts';
import { profileStatuses } from '#domain/constants.ts';

const statusLevels: readonly ProfileStatus[] = Object.values(profileStatuses);

/** The role a certified instructional designer holds (reference data). */
export const INSTRUCTIONAL_DESIGNER_ROLE = 'Instructional Designer';

/** An approved request of this badge whose certification is still on the profile (deleting it deletes the request). */
const approved = (instrId: number, kind: 'CT' | 'CID') =>
  and(eq(approvalRequests.instrId, instrId), eq(approvalRequests.kind, kind), eq(approvalRequests.status, 'approved'), isNotNull(approvalRequests.certificationId));

async function certifiedTrainer(db: Db, instrId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(approvalRequests).where(approved(instrId, 'CT')).limit(1);
  return row !== undefined;
}

/** The approved CID evidence, while the talent still holds the Instructional Designer role. */
async function certifiedInstructionalDesigner(db: Db, instrId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(approvalRequests)
    .where(and(approved(instrId, 'CID'), exists(designerRoleOf(db, instrId))))
    .limit(1);
  return row !== undefined;
}

/** The talent's Instructional Designer role, as a subquery. */
export function designerRoleOf(db: Db, instrId: number) {
  return db
    .select({ id: instructorRoles.id })
    .from(instructorRoles)
    .innerJoin(roles, eq(roles.id, instructorRoles.roleId))
    .where(and(eq(instructorRoles.instrId, instrId), eq(sql`lower(${roles.name})`, INSTRUCTIONAL_DESIGNER_ROLE.toLowerCase())));
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
