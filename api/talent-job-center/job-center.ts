/**
 * The job center lists. Tab 6 searches open jobs: full text (websearch syntax, ranked) over the generated
 * search_document plus filters; the others list the caller's saved jobs and proposals by status.
 * Paging is by page number with a bounded depth (jobCenterLimits.maxPage) and a count capped at countCap: each
 * page reads at most pageSize × maxPage + 1 rows, so it costs about the same at 1,000 and 100,000 jobs
 * (decision records 140 and 292). Roles and the saved flag are read with the page's rows, in the same statement.
 */
import { and, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { estimatedMatches, jobRank, openJobsWhere } from '../db/job-search.ts';
import { companies, instructors, projectRoles, projects, proposals, roles, savedJobs } from '../db/schema/index.ts';
import {
  countCap,
  jobCenterLimits,
  jobCenterTexts,
  type JobCenterItem,
  type JobCenterPage,
  type SearchJobsQuery,
  type SearchJobsResult,
} from '#domain/job-center.ts';
import { jobDetailsHref, type JobCenterTabId, type MyJobsTabId } from '#domain/job-center-tabs.ts';
import type { TalentParty } from '../access/talent-party.ts';
import { HttpError } from '../http/errors.ts';
import { filterOptions } from '../master/job-filter-options.ts';

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
const itemOf = (party: TalentParty) => ({ ...itemColumns, isSaved: savedBy(party) });

type ItemRow = {
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
const newestFirst = [sql`${projects.publishedAt} desc nulls last`, sql`${projects.id} desc nulls last`];

const offsetOf = (page: number) => (page - 1) * jobCenterLimits.pageSize;

/** The list items of the page's rows. */
function toItems(tabId: JobCenterTabId, rows: ItemRow[]): JobCenterItem[] {
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
async function pageOf(
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

async function cappedCount(db: Db, where: SQL | undefined, from: 'projects' | 'proposals' | 'saved', cap: number): Promise<number> {
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

/**
 * Tab 6: open jobs matching the keyword and filters, newest first; a keyword also orders each page best match first.
 * The order is that of the index of every filter (published_at desc, id desc), so a page is an index scan that
 * stops after its rows; following a page's link (after / before: the key of its last / first job) seeks in the
 * index instead of skipping rows, so the deepest page costs what the first does. A page is found by its ids alone
 * (a page opened by number skips only ids and sort keys), then only its rows are read in full and ranked (ts_rank).
 * Beyond countCap matches the count is the planner's estimate, shown as "about N" (decision record 292).
 */
export async function searchJobs(db: Db, party: TalentParty, query: SearchJobsQuery): Promise<SearchJobsResult> {
  const { pageSize, maxPage } = jobCenterLimits;
  if (query.after !== undefined && query.before !== undefined) throw new HttpError(400, jobCenterTexts.invalidPageLink);
  const page = query.page ?? 1;
  const matching = openJobsWhere(query);
  const backwards = query.before !== undefined;
  const cursor = query.after ?? query.before;
  const rank = query.keyword ? jobRank(query.keyword) : sql<number>`0`;
  const order = backwards ? oldestFirst : newestFirst;
  const pageIds = db
    .select({ id: projects.id })
    .from(projects)
    .where(cursor ? and(matching, keysetAfter(cursor, backwards ? 'newer' : 'older')) : matching)
    .orderBy(...order)
    .limit(pageSize + 1)
    .offset(cursor ? 0 : offsetOf(page));
  const rows = await db
    .select({ ...itemOf(party), rank, key: cursorKey })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(inArray(projects.id, pageIds))
    .orderBy(...order);
  const more = rows.length > pageSize;
  const newest = backwards ? rows.slice(0, pageSize).reverse() : rows.slice(0, pageSize);
  const hasNextPage = (backwards || more) && page < maxPage;
  const count =
    page === 1 && !cursor && !more ? { total: newest.length, totalCapped: false, totalEstimated: false } : await matchCount(db, matching);
  const best = query.keyword ? [...newest].sort((a, b) => Number(b.rank) - Number(a.rank)) : newest;
  return {
    tabId: 6,
    items: toItems(6, best),
    page,
    pageSize,
    ...count,
    hasNextPage,
    nextCursor: hasNextPage ? (newest[newest.length - 1]?.key ?? null) : null,
    previousCursor: page > 1 ? (newest[0]?.key ?? null) : null,
    filters: await filterOptions(db),
  };
}

/** The oldest-first order, for reading the page before a cursor (then reversed). */
const oldestFirst = [sql`${projects.publishedAt} asc nulls first`, sql`${projects.id} asc nulls first`];

/** A job's place in the newest-first order, exact to the microsecond: "<published_at in µs since 1970>.<id>". */
const cursorKey = sql<string>`(extract(epoch from ${projects.publishedAt}) * 1000000)::bigint::text || '.' || ${projects.id}`;

/** Jobs older (after, in newest-first order) or newer (before) than the cursor's job; an index condition. */
function keysetAfter(cursor: string, side: 'older' | 'newer'): SQL {
  const [micros = '0', id = '0'] = cursor.split('.');
  const key = sql`(to_timestamp(0) + ${micros}::bigint * interval '1 microsecond', ${Number(id)}::int)`;
  return side === 'older' ? sql`(${projects.publishedAt}, ${projects.id}) < ${key}` : sql`(${projects.publishedAt}, ${projects.id}) > ${key}`;
}

/**
 * How many jobs match: the planner's estimate when it says more than countCap (counting them all would read every
 * match), else counted up to countCap + 1 (shown as "countCap+" beyond).
 */
async function matchCount(db: Db, where: SQL): Promise<Pick<SearchJobsResult, 'total' | 'totalCapped' | 'totalEstimated'>> {
  const estimate = await estimatedMatches(db, where);
  if (estimate !== null && estimate > countCap) return { total: roughly(estimate), totalCapped: false, totalEstimated: true };
  const counted = await cappedCount(db, where, 'projects', countCap + 1);
  return { total: Math.min(counted, countCap), totalCapped: counted > countCap, totalEstimated: false };
}

/** An estimate shown with the precision it has: two significant digits (34,567 → 35,000). */
function roughly(estimate: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(estimate)) - 1);
  return Math.round(estimate / step) * step;
}

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
