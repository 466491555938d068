/** Tab 6 of the job center: full text (websearch syntax, ranked) over the generated search_document plus filters. */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { estimatedMatches, jobRank, openJobsWhere } from '../db/job-search.ts';
import { companies, projects } from '../db/schema/index.ts';
import { countCap, jobCenterLimits, jobCenterTexts, type SearchJobsQuery, type SearchJobsResult } from '#domain/job-center.ts';
import type { TalentParty } from '../access/talent-party.ts';
import { HttpError } from '../http/errors.ts';
import { filterOptions } from '../master/job-filter-options.ts';
import { cappedCount, itemOf, newestFirst, offsetOf, toItems } from './job-list.ts';

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
