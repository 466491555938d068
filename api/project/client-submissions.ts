/**
 * GET /api/Project/GetSubmissions: the proposals waiting for the client's answer (Submission tab) on the jobs the
 * caller may see (an administrator: the company's; a Standard User: the jobs they are a contact on), newest first.
 * Completed jobs are left out, as their pipeline is final. The preview list reads the same rows on the open jobs.
 */
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructors, projects, proposals } from '../db/schema/index.ts';
import { formatRate } from '#domain/format.ts';
import { type SubmissionsPage } from '#domain/client-jobs.ts';
import { tabIdOfProposalStatus } from '#domain/client-job-texts.ts';
import { clientJobsFilter, type ClientContact } from '../access/client-job.ts';

const submissionsOn = (db: Db, contact: ClientContact, jobs: SQL) => and(clientJobsFilter(db, contact), jobs, eq(proposals.status, 'Submission'));

/** The proposals waiting in Submission on the caller's jobs that `jobs` keeps, with their talent, newest first. */
export function submissionRows(db: Db, contact: ClientContact, jobs: SQL) {
  return db
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
    .where(submissionsOn(db, contact, jobs))
    .orderBy(desc(proposals.submittedAt), desc(proposals.id));
}

export async function listSubmissions(db: Db, contact: ClientContact, query: { page: number; pageSize: number }): Promise<SubmissionsPage> {
  const notCompleted = ne(projects.status, 'completed');
  const [rows, [total]] = await Promise.all([
    submissionRows(db, contact, notCompleted)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(proposals).innerJoin(projects, eq(projects.id, proposals.projectId)).where(submissionsOn(db, contact, notCompleted)),
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
