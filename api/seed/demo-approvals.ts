/**
 * The demo's approval requests, stored as the product would have stored them (their reviewers' e-mail is sent once
 * the server has its keys: mailPendingReviews). Every talent shown with a certified badge (CT, CID, CTCID) has the
 * document of a certification and the approved request behind it; Daniel Okafor's CID badge waits for review; and
 * every skill a talent added that is not approved yet waits for review too.
 */
import { and, desc, eq, inArray, isNotNull, notExists } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { approvalRequests, certifications, instructors, skills } from '../db/schema/index.ts';
import type { DemoFiles } from './demo-files.ts';
import type { Cast } from './demo-people.ts';
import { addDays } from './random.ts';

/** The talent's latest certification, with a document: the evidence of a badge request. */
async function evidenceOf(db: Db, files: DemoFiles, instrId: number, userId: number) {
  const [certification] = await db
    .select({ id: certifications.id, name: certifications.name, organization: certifications.issuingOrganization })
    .from(certifications)
    .where(eq(certifications.instrId, instrId))
    .orderBy(desc(certifications.issueDate), desc(certifications.id))
    .limit(1);
  if (!certification) return null;
  const document = await files.pdf(`${certification.name}.pdf`, certification.name, [`Issued by ${certification.organization ?? 'the issuer'}`], userId);
  await db.update(certifications).set({ blobId: document }).where(eq(certifications.id, certification.id));
  return { certificationId: certification.id, evidenceBlobId: document };
}

export async function seedApprovals(db: Db, files: DemoFiles, cast: Cast, today: Date) {
  const certified = await db
    .select({ instrId: instructors.id, userId: instructors.userId, badge: instructors.trustBadge })
    .from(instructors)
    .where(and(inArray(instructors.trustBadge, ['CT', 'CID', 'CTCID']), isNotNull(instructors.userId)))
    .orderBy(instructors.id);
  for (const talent of certified) {
    const evidence = await evidenceOf(db, files, talent.instrId, talent.userId ?? 0);
    if (!evidence) throw new Error(`Demo talent ${talent.instrId} shows the ${talent.badge} badge without a certification.`);
    const kinds = talent.badge === 'CTCID' ? (['CT', 'CID'] as const) : ([talent.badge] as const);
    await db.insert(approvalRequests).values(
      kinds.map((kind) => ({
        kind: kind === 'CID' ? ('CID' as const) : ('CT' as const),
        instrId: talent.instrId,
        requestedByUserId: talent.userId ?? 0,
        ...evidence,
        status: 'approved' as const,
        createdAt: addDays(today, -40),
        decidedAt: addDays(today, -38),
      })),
    );
  }

  const designer = cast.talent.get('talent.better@demo.example');
  if (designer?.userId) {
    const evidence = await evidenceOf(db, files, designer.instrId, designer.userId);
    if (evidence) await db.insert(approvalRequests).values({ kind: 'CID', instrId: designer.instrId, requestedByUserId: designer.userId, ...evidence, createdAt: addDays(today, -1) });
  }

  const waiting = await db
    .select({ skillId: skills.id, userId: skills.addedByUserId, instrId: instructors.id })
    .from(skills)
    .innerJoin(instructors, eq(instructors.userId, skills.addedByUserId))
    .where(and(eq(skills.isApproved, false), notExists(db.select({ id: approvalRequests.id }).from(approvalRequests).where(eq(approvalRequests.skillId, skills.id)))))
    .orderBy(skills.id);
  if (waiting.length) {
    await db
      .insert(approvalRequests)
      .values(waiting.map((w) => ({ kind: 'skill' as const, instrId: w.instrId, requestedByUserId: w.userId ?? 0, skillId: w.skillId, createdAt: addDays(today, -2) })));
  }
}
