/**
 * "Jobs of {talent}": the jobs the talent was hired for that the calling contact may see (their company's, only
 * their own for a Standard User), newest first. A talent the company has no relation with and whose profile is
 * private is "not found", so names and photos do not leak to strangers.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clientJobsFilter, type ClientContact } from '../access/client-job.ts';
import { companyMaySeeTalent } from './talent-relation.ts';
import { companies, instructors, projects, proposals, proposalStatusHistory } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import type { TalentJobsView } from '#domain/client-proposal.ts';
import { jobRoleNames } from './proposal-details.ts';

export const TALENT_NOT_FOUND = 'Talent not found.';

export async function loadTalentJobs(db: Db, contact: ClientContact, instrId: number): Promise<TalentJobsView> {
  const [talent] = await db.select().from(instructors).where(eq(instructors.id, instrId));
  if (!talent || !(await companyMaySeeTalent(db, contact.companyId, talent))) throw notFound(TALENT_NOT_FOUND);
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, contact.companyId));
  const visibleHire = and(eq(proposals.instrId, instrId), clientJobsFilter(db, contact));
  const hired = await db
    .select({ projectID: projects.id, title: projects.title, projectStartDate: projects.startDate, proposalId: proposals.id })
    .from(proposals)
    .innerJoin(projects, eq(projects.id, proposals.projectId))
    .where(and(visibleHire, eq(proposals.status, 'Hired')))
    .orderBy(desc(projects.startDate), desc(projects.id));
  const roles = await jobRoleNames(db, hired.map((h) => h.projectID));
  const lastHire = hired.length
    ? await db
        .select({ at: proposalStatusHistory.changedAt })
        .from(proposalStatusHistory)
        .innerJoin(proposals, eq(proposals.id, proposalStatusHistory.proposalId))
        .innerJoin(projects, eq(projects.id, proposals.projectId))
        .where(and(visibleHire, eq(proposalStatusHistory.toStatus, 'Hired')))
        .orderBy(desc(proposalStatusHistory.changedAt))
        .limit(1)
    : [];
  return {
    instrID: talent.id,
    talentName: `${talent.firstName} ${talent.lastName}`,
    thumbnailBlobId: talent.thumbnailBlobId,
    noOfJobs: hired.length,
    companyName: company?.name ?? '',
    lastHiredDate: lastHire[0]?.at.toISOString() ?? null,
    talentProjects: hired.map((h) => ({ projectID: h.projectID, title: h.title, projectStartDate: h.projectStartDate, roles: roles.get(h.projectID) ?? [] })),
  };
}
