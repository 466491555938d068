/**
 * GET /api/Project/GetSubmissions: the proposals waiting for the client's answer (Submission tab) on the jobs the
 * caller may see (an administrator: the company's; a Standard User: the jobs they are a contact on), newest first.
 * Completed jobs are left out, as their pipeline is final.
 */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructors, projects, proposals } from '../db/schema/index.ts';
import { formatRate } from '#domain/format.ts';
import { type SubmissionsPage } from '#domain/client-jobs.ts';
import { tabIdOfProposalStatus } from '#domain/client-job-texts.ts';
import { clientJobsFilter, type ClientContact } from '../access/client-job.ts';

export async function listSubmissions(db: Db, contact: ClientContact, query: { page: number; pageSize: number }): Promise<SubmissionsPage> {
  const where = and(clientJobsFilter(db, contact), ne(projects.status, 'completed'), eq(proposals.status, 'Submission'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        proposalId: proposals.id,
        instrId: proposals.instrId,
        projectId: projects.id,
        projectTitle: projects.title,
        rateType: projects.rateType,
        rate: proposals.rate,
        submittedAt: proposals.submittedAt,
        firstName: instructors.firstName,
        lastName: instructors.lastName,
        photoBlobId: instructors.thumbnailBlobId,
      })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectId))
      .innerJoin(instructors, eq(instructors.id, proposals.instrId))
      .where(where)
      .orderBy(desc(proposals.submittedAt), desc(proposals.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(proposals).innerJoin(projects, eq(projects.id, proposals.projectId)).where(where),
  ]);
  const tabId = tabIdOfProposalStatus('Submission');
  return {
    items: rows.map((r) => ({
      proposalId: r.proposalId,
      instrId: r.instrId,
      projectId: r.projectId,
      projectTitle: r.projectTitle,
      talentName: `${r.firstName} ${r.lastName}`,
      photoBlobId: r.photoBlobId,
      rateText: formatRate(r.rate, r.rateType),
      submittalDate: r.submittedAt.toISOString(),
      href: `/client-job/job-entity/${tabId}/${r.projectId}?proposal=${r.proposalId}`,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}
