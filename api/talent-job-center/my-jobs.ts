/** The job center's tabs of the caller's own jobs: saved jobs, and proposals by status. */
import { and, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, instructors, projects, proposals, savedJobs } from '../db/schema/index.ts';
import { jobCenterLimits, type JobCenterPage } from '#domain/job-center.ts';
import type { MyJobsTabId } from '#domain/job-center-tabs.ts';
import type { TalentParty } from '../access/talent-party.ts';
import { cappedCount, itemOf, pageOf } from './job-list.ts';

const talentName = sql<string>`${instructors.firstName} || ' ' || ${instructors.lastName}`;

/** The proposal statuses and job condition of each proposals tab. */
function proposalTabCondition(tabId: Exclude<MyJobsTabId, 2>): SQL | undefined {
  switch (tabId) {
    case 3:
      return inArray(proposals.status, ['Submission', 'Interview', 'Client']);
    case 4:
      return and(eq(proposals.status, 'Hired'), ne(projects.status, 'completed'));
    case 5:
      return and(eq(proposals.status, 'Hired'), eq(projects.status, 'completed'));
    case 7:
      return eq(proposals.status, 'Rejected');
  }
}

/** Tabs 2, 3, 4, 5 and 7: the party's saved jobs or proposals, most recent first. Drafts never appear. */
export async function myJobs(db: Db, party: TalentParty, tabId: MyJobsTabId, page: number): Promise<JobCenterPage> {
  if (party.instrIds.length === 0) return { tabId, items: [], page, pageSize: jobCenterLimits.pageSize, total: 0, totalCapped: false, hasNextPage: false };
  const visible = and(ne(projects.status, 'draft'), isNotNull(projects.publishedAt));
  if (tabId === 2) {
    const where = and(inArray(savedJobs.instrId, party.instrIds), visible);
    return pageOf(
      tabId,
      page,
      (limit, offset) =>
        db
          .select({ ...itemOf(party), talentName })
          .from(savedJobs)
          .innerJoin(projects, eq(projects.id, savedJobs.projectId))
          .innerJoin(companies, eq(companies.id, projects.companyId))
          .innerJoin(instructors, eq(instructors.id, savedJobs.instrId))
          .where(where)
          .orderBy(desc(savedJobs.createdAt), desc(projects.id))
          .limit(limit)
          .offset(offset),
      (cap) => cappedCount(db, where, 'saved', cap),
    );
  }
  const where = and(inArray(proposals.instrId, party.instrIds), visible, proposalTabCondition(tabId));
  return pageOf(
    tabId,
    page,
    (limit, offset) =>
      db
        .select({ ...itemOf(party), proposalStatus: proposals.status, talentName })
        .from(proposals)
        .innerJoin(projects, eq(projects.id, proposals.projectId))
        .innerJoin(companies, eq(companies.id, projects.companyId))
        .innerJoin(instructors, eq(instructors.id, proposals.instrId))
        .where(where)
        .orderBy(desc(proposals.updatedAt), desc(proposals.id))
        .limit(limit)
        .offset(offset),
    (cap) => cappedCount(db, where, 'proposals', cap),
  );
}
