/**
 * What the job center's lists share: the columns of a list item (roles and the saved flag read with the page's
 * rows, in the same statement), a page of items with a count capped at countCap, and the newest-first order.
 * Paging is by page number with a bounded depth (jobCenterLimits.maxPage): each page reads at most
 * pageSize × maxPage + 1 rows, so it costs about the same at 1,000 and 100,000 jobs (decision records 140 and 292).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, projectRoles, projects, proposals, roles, savedJobs } from '../db/schema/index.ts';
import { countCap, jobCenterLimits, type JobCenterItem, type JobCenterPage } from '#domain/job-center.ts';
import { jobDetailsHref, type JobCenterTabId } from '#domain/job-center-tabs.ts';
import type { TalentParty } from '../access/talent-party.ts';

/** The role names of the job of the row (a fragment of its own, so its columns stay qualified in any query). */
const jobRoleNames = sql`select ${roles.name} from ${projectRoles} inner join ${roles} on ${eq(roles.id, projectRoles.roleId)} where ${eq(
  projectRoles.projectId,
  projects.id,
)} order by ${roles.sortOrder}, ${roles.name}`;

const itemColumns = {
  projectId: projects.id,
  title: projects.title,
  companyName: companies.name,
  rateType: projects.rateType,
  rateMin: projects.rateMin,
  rateMax: projects.rateMax,
  rateNegotiable: projects.rateNegotiable,
  locationType: projects.locationType,
  city: projects.city,
  state: projects.stateCode,
  country: projects.countryCode,
  timeZone: projects.timeZone,
  publishedAt: projects.publishedAt,
  roles: sql<string[]>`array(${jobRoleNames})`,
};

/** Whether one of the party's talent saved the job of the row. */
const savedBy = (party: TalentParty) =>
  party.instrIds.length === 0
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${savedJobs} where ${and(eq(savedJobs.projectId, projects.id), inArray(savedJobs.instrId, party.instrIds))})`;

/** The columns of a list item, for the party's view of it. */
export const itemOf = (party: TalentParty) => ({ ...itemColumns, isSaved: savedBy(party) });

export type ItemRow = {
  projectId: number;
  title: string;
  companyName: string | null;
  rateType: JobCenterItem['rateType'];
  rateMin: number | null;
  rateMax: number | null;
  rateNegotiable: boolean;
  locationType: JobCenterItem['locationType'];
  city: string | null;
  state: string | null;
  country: string | null;
  timeZone: string | null;
  publishedAt: Date | null;
  roles: string[];
  isSaved: boolean;
  proposalStatus?: string | null;
  talentName?: string | null;
};

/** Exactly the order of projects_status_published_idx (nulls last included), so the planner reads the index in order. */
export const newestFirst = [sql`${projects.publishedAt} desc nulls last`, sql`${projects.id} desc nulls last`];

export const offsetOf = (page: number) => (page - 1) * jobCenterLimits.pageSize;

/** The list items of the page's rows. */
export function toItems(tabId: JobCenterTabId, rows: ItemRow[]): JobCenterItem[] {
  return rows.map((r) => ({
    projectId: r.projectId,
    title: r.title,
    companyName: r.companyName,
    roles: r.roles,
    rateType: r.rateType,
    rateMin: r.rateMin,
    rateMax: r.rateMax,
    rateNegotiable: r.rateNegotiable,
    locationType: r.locationType,
    city: r.city,
    state: r.state,
    country: r.country,
    timeZone: r.timeZone,
    stagePostingDate: r.publishedAt ? r.publishedAt.toISOString() : null,
    isSaved: r.isSaved,
    proposalStatus: r.proposalStatus ?? null,
    talentName: r.talentName ?? null,
    href: jobDetailsHref(tabId, r.projectId),
    matchScore: null,
  }));
}

/** The page of items, whether there is a next one, and the capped count (skipped when the first page says it all). */
export async function pageOf(
  tabId: JobCenterTabId,
  page: number,
  fetchRows: (limit: number, offset: number) => Promise<ItemRow[]>,
  countRows: (cap: number) => Promise<number>,
): Promise<JobCenterPage> {
  const { pageSize } = jobCenterLimits;
  const rows = await fetchRows(pageSize + 1, offsetOf(page));
  const hasNextPage = rows.length > pageSize && page < jobCenterLimits.maxPage;
  const pageRows = rows.slice(0, pageSize);
  const known = page === 1 && rows.length <= pageSize;
  const counted = known ? pageRows.length : await countRows(countCap + 1);
  return {
    tabId,
    items: toItems(tabId, pageRows),
    page,
    pageSize,
    total: Math.min(counted, countCap),
    totalCapped: counted > countCap,
    hasNextPage,
  };
}

export async function cappedCount(db: Db, where: SQL | undefined, from: 'projects' | 'proposals' | 'saved', cap: number): Promise<number> {
  const base =
    from === 'projects'
      ? db.select({ one: sql`1` }).from(projects)
      : from === 'proposals'
        ? db.select({ one: sql`1` }).from(proposals).innerJoin(projects, eq(projects.id, proposals.projectId))
        : db.select({ one: sql`1` }).from(savedJobs).innerJoin(projects, eq(projects.id, savedJobs.projectId));
  const limited = base.where(where).limit(cap).as('limited');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return row?.n ?? 0;
}
