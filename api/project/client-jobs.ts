/**
 * The client's side of jobs: the job lists per status tab (GET /api/Project/Get), the proposals of a job per tab
 * (GetProjectTalents) and the job with its contacts and permissions (ViewJobDetailsForClient).
 */
import { reportsTime } from '../work-reports/queries.ts';
import { workReportPagePath } from '#domain/work-reports.ts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { publicJobPath } from './job-hash.ts';
import { favorites, instructorRoles, instructors, projectRoles, projects, proposals, roles } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import type { JobStatus, RateType } from '#domain/constants.ts';
import { formatRate } from '#domain/format.ts';
import { messages } from '#domain/messages.ts';
import type { ProposalStatus } from '#domain/client-proposal.ts';
import {
  clientJobStatusLabel,
  jobListTabs,
  type ClientJobDetails,
  type ClientJobsPage,
  type JobListTabId,
  type ProjectTalents,
  type ProposalCounts,
  type ProposalSort,
} from '#domain/client-jobs.ts';
import { rankProposals } from './proposal-ranking.ts';
import type { MatchScore } from '#domain/match-score-texts.ts';

/** A proposal the ranking did not see (moved between the two reads): no score rather than a made-up one. */
const unscored: MatchScore = { score: 0, factors: [], line: '' };
import { allowedActions, jobAllowsMoves } from '#domain/pipeline.ts';
import { jobCanComplete } from '#domain/client-jobs.ts';
import { hasWorkOrder } from '../legal/work-order.ts';
import { clientJobsFilter, isAdministrator, type ClientContact } from '../access/client-job.ts';
import { loadJobView } from './job-view.ts';
import { loadProjectContacts } from './project-contacts.ts';
import type { JobMemberActor } from '../access/records.ts';

export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

const emptyCounts = (): ProposalCounts => ({ Submission: 0, Interview: 0, Rejected: 0, Hired: 0, Client: 0 });

/** Proposals per tab for each of the given jobs. */
export async function proposalCountsOf(db: Db, projectIds: number[]): Promise<Map<number, ProposalCounts>> {
  const out = new Map(projectIds.map((id) => [id, emptyCounts()]));
  if (!projectIds.length) return out;
  const rows = await db
    .select({ projectId: proposals.projectId, status: proposals.status, n: count() })
    .from(proposals)
    .where(inArray(proposals.projectId, projectIds))
    .groupBy(proposals.projectId, proposals.status);
  for (const row of rows) {
    const counts = out.get(row.projectId);
    if (counts) counts[row.status] = row.n;
  }
  return out;
}

/** A draft continues at the step it reached; the first step has no job id yet, so it resumes at job-details. */
const draftHref = (step: string, id: number) => `/client-profile-job/${step === 'create-new-job' ? 'job-details' : step}/${id}`;

/**
 * One page of a list tab: open jobs soonest start first, in the order of projects_company_status_start_idx so the
 * page is read from the index instead of sorting all the company's open jobs; the other tabs most recently changed first.
 */
export function clientJobsPageQuery(db: Db, contact: ClientContact, status: JobStatus, page: number, pageSize: number) {
  const order = status === 'open' ? [asc(projects.startDate), asc(projects.id)] : [desc(projects.updatedAt), desc(projects.id)];
  return db
    .select()
    .from(projects)
    .where(and(clientJobsFilter(db, contact), eq(projects.status, status)))
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function listClientJobs(
  db: Db,
  contact: ClientContact,
  query: { status: number; page: number; pageSize: number },
  now: Date,
): Promise<ClientJobsPage> {
  const visible = clientJobsFilter(db, contact);
  const tabCounts = Object.fromEntries(jobListTabs.map((t) => [t.tabId, 0])) as Record<JobListTabId, number>;
  const perStatus = await db.select({ status: projects.status, n: count() }).from(projects).where(visible).groupBy(projects.status);
  for (const row of perStatus) {
    const tab = jobListTabs.find((t) => t.status === row.status);
    if (tab) tabCounts[tab.tabId] = row.n;
  }
  const tab = jobListTabs.find((t) => t.tabId === query.status) ?? jobListTabs[0];
  const rows = await clientJobsPageQuery(db, contact, tab.status, query.page, query.pageSize);
  const ids = rows.map((r) => r.id);
  const counts = await proposalCountsOf(db, ids);
  const roleRows = ids.length
    ? await db
        .select({ projectId: projectRoles.projectId, name: roles.name })
        .from(projectRoles)
        .innerJoin(roles, eq(roles.id, projectRoles.roleId))
        .where(inArray(projectRoles.projectId, ids))
        .orderBy(asc(roles.sortOrder), asc(roles.name))
    : [];
  const today = isoDay(now);
  return {
    items: rows.map((r) => ({
      projectID: r.id,
      title: r.title,
      status: r.status,
      statusLabel: clientJobStatusLabel(r.status, r.startDate, today),
      startDate: r.startDate,
      endDate: r.endDate,
      stagePostingDate: r.publishedAt?.toISOString() ?? null,
      roles: roleRows.filter((x) => x.projectId === r.id).map((x) => x.name),
      proposalCounts: counts.get(r.id) ?? emptyCounts(),
      href: r.status === 'draft' ? draftHref(r.wizardStep, r.id) : `/client-job/job-entity/1/${r.id}`,
    })),
    total: tabCounts[tab.tabId],
    page: query.page,
    pageSize: query.pageSize,
    tabCounts,
  };
}

/** The roles a job asks for. */
const jobRoleIds = (projectId: number) => sql`(select ${projectRoles.roleId} from ${projectRoles} where ${eq(projectRoles.projectId, projectId)})`;

/** The talent's role names (sorted as roles are), optionally only those the job asks for. */
const talentRoleNames = (projectId: number, onlyJobRoles: boolean) =>
  sql<string[]>`array(select ${roles.name} from ${instructorRoles} inner join ${roles} on ${eq(roles.id, instructorRoles.roleId)} where ${and(
    eq(instructorRoles.instrId, proposals.instrId),
    onlyJobRoles ? inArray(instructorRoles.roleId, jobRoleIds(projectId)) : undefined,
  )} order by ${roles.sortOrder}, ${roles.name})`;

/** The proposals of the job in one tab with their talent, roles, favourite flag and agency: one statement, and one for the counts. */
export async function listProjectTalents(
  db: Db,
  { project, contact }: JobMemberActor,
  { status, sort }: { status: ProposalStatus; sort: ProposalSort },
  today: Date,
): Promise<ProjectTalents> {
  const projectId = project.id;
  const agency = alias(instructors, 'agency');
  const [countsById, ranking, rows] = await Promise.all([
    proposalCountsOf(db, [projectId]),
    rankProposals(db, projectId, status, today),
    db
      .select({
        proposalId: proposals.id,
        instrId: proposals.instrId,
        rate: proposals.rate,
        submittedAt: proposals.submittedAt,
        status: proposals.status,
        firstName: instructors.firstName,
        lastName: instructors.lastName,
        thumbnailBlobId: instructors.thumbnailBlobId,
        agencyCompanyName: agency.companyName,
        workOrderIssued: hasWorkOrder,
        reportsTime,
        roles: talentRoleNames(projectId, false),
        matchingRoles: talentRoleNames(projectId, true),
        isFavorite: sql<boolean>`exists (select 1 from ${favorites} where ${and(eq(favorites.companyId, contact.companyId), eq(favorites.instrId, proposals.instrId))})`,
      })
      .from(proposals)
      .innerJoin(instructors, eq(instructors.id, proposals.instrId))
      .leftJoin(agency, eq(agency.id, instructors.agencyId))
      .where(and(eq(proposals.projectId, projectId), eq(proposals.status, status)))
      .orderBy(desc(proposals.submittedAt), desc(proposals.id)),
  ]);
  const counts = countsById.get(projectId) ?? emptyCounts();
  const rateType: RateType | null = project.rateType;
  const rankOf = (proposalId: number) => ranking.get(proposalId)?.rank ?? Number.MAX_SAFE_INTEGER;
  if (sort === 'best') rows.sort((a, b) => rankOf(a.proposalId) - rankOf(b.proposalId));
  return {
    projectId,
    status,
    sort,
    counts,
    proposals: rows.map((r) => {
      return {
        proposalId: r.proposalId,
        instrId: r.instrId,
        talentName: `${r.firstName} ${r.lastName}`,
        thumbnailBlobId: r.thumbnailBlobId,
        roles: r.matchingRoles.length ? r.matchingRoles : r.roles,
        rateType,
        rate: r.rate,
        rateText: formatRate(r.rate, rateType),
        submittalDate: r.submittedAt.toISOString(),
        status: r.status,
        isFavorite: r.isFavorite,
        agencyCompanyName: r.agencyCompanyName,
        actions: allowedActions(r.status, project.status),
        workOrderIssued: r.workOrderIssued,
        timeDeliveredHref: r.status === 'Hired' && r.reportsTime ? workReportPagePath(r.proposalId) : null,
        match: ranking.get(r.proposalId)?.match ?? unscored,
      };
    }),
  };
}

export async function clientJobDetails(deps: Deps, { project, contact }: JobMemberActor): Promise<ClientJobDetails> {
  const { db } = deps;
  const now = deps.now();
  const projectId = project.id;
  const job = await loadJobView(db, projectId);
  if (!job) throw notFound(messages.job.notFound);
  return {
    job,
    statusLabel: clientJobStatusLabel(project.status, project.startDate, isoDay(now)),
    proposalCounts: (await proposalCountsOf(db, [projectId])).get(projectId) ?? emptyCounts(),
    contacts: await loadProjectContacts(db, projectId, contact),
    publicPath: project.status === 'draft' ? null : publicJobPath(deps, projectId),
    permissions: {
      canAddContacts: true,
      canInviteCoworkers: isAdministrator(contact),
      canMoveProposals: jobAllowsMoves(project.status),
      canComplete: jobCanComplete(project.status),
    },
  };
}
