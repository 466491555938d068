/**
 * The certified trust badges asked for on /profile/certifications (domain/badge-requests.ts): the document of a
 * certification (uploaded like the resume, by its bytes and under the upload rate and quota), the request that
 * points at it, and where each badge stands. A request goes to the support team by its signed links
 * (api/approval/request-approval.ts); the badge shows once a reviewer approves it.
 */
import { and, desc, eq, exists, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { approvalRequests, blobs, certifications, instructors } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { receiveStagedFile } from '../blob/staged-file.ts';
import { discardUnreferenced } from '../storage/blob-references.ts';
import { requestApproval } from '../approval/request-approval.ts';
import { badgeRequestTexts, certificationDocumentTypes, certifiedBadges, type CertifiedBadge } from '#domain/badge-request-texts.ts';
import type { BadgeRequestInput, BadgeRequests } from '#domain/badge-requests.ts';
import { designerRoleOf } from '../talent-standing/trust-badge.ts';
import { lockProfile } from '../talent-standing/profile-lock.ts';

type Badge = BadgeRequests['badge'];

/** The talent's badge, certifications with their documents, the designer role and the latest request of each badge. */
export async function badgeRequestsOf(db: Db, instrId: number): Promise<BadgeRequests> {
  const [talent] = await db
    .select({ badge: instructors.trustBadge, hasDesignerRole: exists(designerRoleOf(db, instrId)) })
    .from(instructors)
    .where(eq(instructors.id, instrId));
  const held = await db
    .select({ id: certifications.id, name: certifications.name, documentName: blobs.fileName })
    .from(certifications)
    .leftJoin(blobs, eq(blobs.id, certifications.blobId))
    .where(eq(certifications.instrId, instrId))
    .orderBy(desc(certifications.id));
  const asked = await db
    .select({
      kind: approvalRequests.kind,
      status: approvalRequests.status,
      certificationName: certifications.name,
      createdAt: approvalRequests.createdAt,
      decidedAt: approvalRequests.decidedAt,
    })
    .from(approvalRequests)
    .leftJoin(certifications, eq(certifications.id, approvalRequests.certificationId))
    .where(and(eq(approvalRequests.instrId, instrId), inArray(approvalRequests.kind, [...certifiedBadges])))
    .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id));
  const latest = (kind: CertifiedBadge) => {
    const row = asked.find((r) => r.kind === kind);
    return row
      ? { status: row.status, certificationName: row.certificationName, requestedAt: row.createdAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null }
      : null;
  };
  return {
    badge: (talent?.badge ?? null) as Badge,
    hasDesignerRole: Boolean(talent?.hasDesignerRole),
    certifications: held,
    requests: { CT: latest('CT'), CID: latest('CID') },
  };
}

/**
 * Asks for a badge with a certification of the profile: refused when the certification is not the talent's (404),
 * has no document or CID lacks the designer role (400), or the badge is held or already waiting (409). The profile
 * row is locked first, so two requests sent together make one.
 */
export async function requestBadge(deps: Deps, userId: number, instrId: number, input: BadgeRequestInput): Promise<BadgeRequests & { message: string }> {
  await deps.db.transaction(async (tx) => {
    await lockProfile(tx, instrId);
    const [certification] = await tx
      .select({ id: certifications.id, name: certifications.name, blobId: certifications.blobId })
      .from(certifications)
      .where(and(eq(certifications.id, input.certificationId), eq(certifications.instrId, instrId)));
    if (!certification) throw notFound(badgeRequestTexts.certificationNotFound);
    if (!certification.blobId) throw conflict(badgeRequestTexts.documentMissing, { certificationId: [badgeRequestTexts.documentMissing] });
    const state = await badgeRequestsOf(tx, instrId);
    if (input.kind === 'CID' && !state.hasDesignerRole) throw conflict(badgeRequestTexts.designerRoleMissing);
    const last = state.requests[input.kind];
    if (last?.status === 'pending') throw conflict(badgeRequestTexts.pending(input.kind));
    if (last?.status === 'approved' && (state.badge === input.kind || state.badge === 'CTCID')) throw conflict(badgeRequestTexts.held(input.kind));
    await requestApproval(deps, tx, {
      kind: input.kind,
      instrId,
      requestedByUserId: userId,
      certificationId: certification.id,
      evidenceBlobId: certification.blobId,
    });
  });
  return { message: badgeRequestTexts.requested(input.kind), ...(await badgeRequestsOf(deps.db, instrId)) };
}

/** Stores the document of a certification (PDF, JPG or PNG, 20 MB), replacing the one before. */
export async function uploadCertificationDocument(deps: Deps, userId: number, instrId: number, certificationId: number, request: Request) {
  const [certification] = await deps.db
    .select({ blobId: certifications.blobId })
    .from(certifications)
    .where(and(eq(certifications.id, certificationId), eq(certifications.instrId, instrId)));
  if (!certification) throw notFound(badgeRequestTexts.certificationNotFound);
  const { blob } = await receiveStagedFile(deps, userId, request, { types: certificationDocumentTypes, tooLarge: badgeRequestTexts.tooLarge, wrongType: badgeRequestTexts.wrongType });
  const updated = await deps.db
    .update(certifications)
    .set({ blobId: blob.id })
    .where(and(eq(certifications.id, certificationId), eq(certifications.instrId, instrId)))
    .returning({ id: certifications.id });
  await discardUnreferenced(deps.db, deps.storage, updated.length ? [certification.blobId] : [blob.id]);
  if (!updated.length) throw notFound(badgeRequestTexts.certificationNotFound);
  return { message: badgeRequestTexts.documentSaved, ...(await badgeRequestsOf(deps.db, instrId)) };
}
