/**
 * What a reviewer reads about an approval request, in sentences: the skill and where it was added, or the badge asked
 * for with the certification and role behind it. The support e-mail and the review page both say it.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { approvalRequests, blobs, certifications, instructorRoles, instructors, roles, skillGroups, skills, users } from '../db/schema/index.ts';
import { trustBadges } from '#domain/constants.ts';
import type { ApprovalRequestView } from '#domain/approvals.ts';

export type ApprovalRow = typeof approvalRequests.$inferSelect;

async function skillFacts(db: Db, row: ApprovalRow, talentName: string): Promise<string[]> {
  const [skill] = await db
    .select({ name: skills.name, group: skillGroups.name, discipline: skillGroups.discipline, vendorName: skills.proposedVendorName })
    .from(skills)
    .innerJoin(skillGroups, eq(skillGroups.id, skills.groupId))
    .where(eq(skills.id, row.skillId ?? 0));
  if (!skill) return [`${talentName} added a skill that no longer exists.`];
  const where = `${skill.discipline}, ${skill.group}${skill.vendorName ? ` (vendor named: ${skill.vendorName})` : ''}`;
  return [
    `${talentName} added the skill “${skill.name}” to ${where}.`,
    'Approved, it joins the catalogue and skill search for everyone; rejected, it stays on the talent’s own profile only.',
  ];
}

async function badgeFacts(db: Db, row: ApprovalRow, talentName: string): Promise<string[]> {
  const [certification] = await db.select().from(certifications).where(eq(certifications.id, row.certificationId ?? 0));
  const held = await db
    .select({ role: roles.name, since: instructorRoles.startYear })
    .from(instructorRoles)
    .innerJoin(roles, eq(roles.id, instructorRoles.roleId))
    .where(eq(instructorRoles.instrId, row.instrId));
  const badge = row.kind === 'skill' ? '' : trustBadges[row.kind];
  const issued = certification
    ? [certification.name, certification.issuingOrganization && `issued by ${certification.issuingOrganization}`, certification.issueDate && `on ${certification.issueDate}`]
        .filter(Boolean)
        .join(' ')
    : 'a certification that is no longer on the profile';
  const proof = [certification?.credentialId && `credential id ${certification.credentialId}`, certification?.credentialUrl].filter(Boolean).join(', ');
  return [
    `${talentName} asks for the trust badge ${row.kind} (${badge}).`,
    `Certification: ${issued}${proof ? ` (${proof})` : ''}.`,
    `Roles on the profile: ${held.map((h) => `${h.role} since ${h.since}`).join('; ') || 'none'}.`,
  ];
}

/** The subject of the reviewers' e-mail: what is to be reviewed. */
export async function reviewSubject(db: Db, row: ApprovalRow): Promise<string> {
  if (row.kind !== 'skill') return `Trust badge to review: ${row.kind} (${trustBadges[row.kind]})`;
  const [skill] = await db.select({ name: skills.name }).from(skills).where(eq(skills.id, row.skillId ?? 0));
  return `New skill to review: ${skill?.name ?? 'a skill no longer in the catalogue'}`;
}

/** The request as the reviewer sees it. */
export async function approvalView(db: Db, row: ApprovalRow): Promise<ApprovalRequestView> {
  const [talent] = await db
    .select({ firstName: instructors.firstName, lastName: instructors.lastName, email: users.email })
    .from(instructors)
    .leftJoin(users, eq(users.id, instructors.userId))
    .where(eq(instructors.id, row.instrId));
  const talentName = talent ? `${talent.firstName} ${talent.lastName}${talent.email ? ` <${talent.email}>` : ''}` : `Talent ${row.instrId}`;
  const [document] = row.evidenceBlobId
    ? await db.select({ fileName: blobs.fileName }).from(blobs).where(and(eq(blobs.id, row.evidenceBlobId)))
    : [];
  return {
    kind: row.kind,
    status: row.status,
    talentName,
    facts: row.kind === 'skill' ? await skillFacts(db, row, talentName) : await badgeFacts(db, row, talentName),
    documentName: document?.fileName ?? null,
  };
}
