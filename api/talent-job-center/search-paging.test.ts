/**
 * Paging of the job search over more jobs than it counts exactly (the demo plus 1,500 generated open jobs): pages
 * read by number or by cursor neither repeat nor skip a job, filters hold on every page, a keyword orders each page
 * by rank, a keyword search gives each page by its number as its links do, and a count beyond countCap is flagged as an
 * estimate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, sql } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { seedJobs } from '../seed/bulk-jobs.ts';
import { jobRank, openJobsWhere, type JobFilters } from '../db/job-search.ts';
import { projects } from '../db/schema/index.ts';
import { planSteps } from '../testing/query-plan.ts';
import { countCap, jobCenterLimits, type SearchJobsResult } from '#domain/job-center.ts';

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
beforeAll(async () => {
  t = await createDemoTestApp();
  await seedJobs(t.deps.db, 1_500);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const good = 'talent.good@demo.example';

async function search(query: string): Promise<SearchJobsResult> {
  const res = await t.request(good, 'GET', `/api/TalentJobCenter/SearchJobs?${query}`);
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${res.body.message ?? ''}`);
  return res.body as unknown as SearchJobsResult;
}

/** Every page of a search, in order, following each page's next link (page number and cursor) from page 1. */
async function allPages(query: string): Promise<SearchJobsResult[]> {
  const pages = [await search(query)];
  for (let last = pages[0]; last?.hasNextPage; last = pages[pages.length - 1]) {
    pages.push(await search(`${query}&page=${last.page + 1}&after=${last.nextCursor ?? ''}`));
  }
  return pages;
}

const idsOf = (page: SearchJobsResult) => page.items.map((i) => i.projectId);

/** The ids of every open job matching the filters, straight from the database. */
async function matchingIds(filters: JobFilters): Promise<number[]> {
  const rows = await t.deps.db
    .select({ id: projects.id })
    .from(projects)
    .where(openJobsWhere(filters))
    .orderBy(desc(projects.publishedAt), desc(projects.id));
  return rows.map((r) => r.id);
}

describe('SearchJobs paging at more jobs than it counts exactly', () => {
  it('walks every page of a filtered search without repeating or skipping a job', async () => {
    const expected = await matchingIds({ rateType: 'Hourly', locationType: 'Remote' });
    expect(expected.length).toBeGreaterThan(jobCenterLimits.pageSize * 2);
    expect(expected.length).toBeLessThanOrEqual(countCap);
    const pages = await allPages('rateType=Hourly&locationType=Remote');
    const ids = pages.flatMap((p) => p.items.map((i) => i.projectId));
    expect(ids).toEqual(expected);
    expect(pages.every((p) => p.items.every((i) => i.rateType === 'Hourly' && i.locationType === 'Remote'))).toBe(true);
    expect(pages.map((p) => p.page)).toEqual(pages.map((_, n) => n + 1));
    expect(pages[0]).toMatchObject({ total: expected.length, totalEstimated: false, totalCapped: false });
  });

  it('gives the same page by its number, by the next link of the page before and by the previous link of the page after', async () => {
    const third = await search('locationType=Onsite&page=3');
    const second = await search('locationType=Onsite&page=2');
    const fourth = await search('locationType=Onsite&page=4');
    expect(idsOf(third)).toHaveLength(jobCenterLimits.pageSize);
    expect(idsOf(await search(`locationType=Onsite&page=3&after=${second.nextCursor ?? ''}`))).toEqual(idsOf(third));
    expect(idsOf(await search(`locationType=Onsite&page=3&before=${fourth.previousCursor ?? ''}`))).toEqual(idsOf(third));
    const both = await t.request(good, 'GET', `/api/TalentJobCenter/SearchJobs?page=3&after=${second.nextCursor ?? ''}&before=${fourth.previousCursor ?? ''}`);
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('This page link is no longer valid; search again.');
    expect((await t.request(good, 'GET', '/api/TalentJobCenter/SearchJobs?page=2&after=abc')).status).toBe(400);
  });

  it('pages a keyword search newest first and best match first on each page, each match once', async () => {
    const keyword = 'excel';
    const pages = await allPages(`keyword=${keyword}`);
    const ids = pages.flatMap((p) => p.items.map((i) => i.projectId));
    const expected = await matchingIds({ keyword });
    expect(expected.length).toBeGreaterThan(jobCenterLimits.pageSize);
    expect(expected.length).toBeLessThanOrEqual(countCap);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    const newestFirst = pages.flatMap((p) => [...idsOf(p)].sort((a, b) => expected.indexOf(a) - expected.indexOf(b)));
    expect(newestFirst).toEqual(expected);
    const ranks = await t.deps.db
      .select({ id: projects.id, rank: jobRank(keyword) })
      .from(projects)
      .where(and(openJobsWhere({ keyword }), sql`${projects.id} in ${ids}`));
    const rankOf = new Map(ranks.map((r) => [r.id, Number(r.rank)]));
    for (const page of pages) {
      const inOrder = idsOf(page).map((id) => rankOf.get(id) ?? 0);
      expect(inOrder).toEqual([...inOrder].sort((a, b) => b - a));
    }
  });

  it('gives every page of a keyword search by its number alone as its links give it', async () => {
    const keyword = 'leadership';
    const linked = await allPages(`keyword=${keyword}`);
    expect(linked.length).toBeGreaterThan(2);
    for (const page of linked) {
      const typed = await search(`keyword=${keyword}&page=${page.page}`);
      expect(idsOf(typed)).toEqual(idsOf(page));
      expect(typed.hasNextPage).toBe(page.hasNextPage);
    }
    const expected = await matchingIds({ keyword });
    const deepest = linked.at(-1);
    if (!deepest) throw new Error('No pages.');
    const start = (deepest.page - 1) * jobCenterLimits.pageSize;
    expect([...idsOf(deepest)].sort((a, b) => a - b)).toEqual(expected.slice(start, start + jobCenterLimits.pageSize).sort((a, b) => a - b));
  });

  it('lists the newest countCap jobs over the deepest pages and says the count beyond is an estimate', async () => {
    const open = await matchingIds({});
    expect(open.length).toBeGreaterThan(countCap);
    const first = await search('');
    expect(first.totalEstimated).toBe(true);
    expect(first.totalCapped).toBe(false);
    expect(first.total).toBeGreaterThan(open.length * 0.8);
    expect(first.total).toBeLessThan(open.length * 1.2);
    const last = (await allPages('')).at(-1);
    if (!last) throw new Error('No pages.');
    expect(last.page).toBe(jobCenterLimits.maxPage);
    expect(idsOf(await search(`page=${jobCenterLimits.maxPage}`))).toEqual(idsOf(last));
    expect(last.items.map((i) => i.projectId)).toEqual(open.slice(countCap - jobCenterLimits.pageSize, countCap));
    expect(last.hasNextPage).toBe(false);
    const before = await search(`page=${jobCenterLimits.maxPage - 1}`);
    expect(before.hasNextPage).toBe(true);
    expect(before.items.map((i) => i.projectId)).toEqual(open.slice(countCap - 2 * jobCenterLimits.pageSize, countCap - jobCenterLimits.pageSize));
  });

  it('estimates the count of a broad keyword and answers a page past the matches with no jobs', async () => {
    const broad = await search('keyword=training');
    expect(broad.totalEstimated).toBe(true);
    expect(broad.total).toBeGreaterThan(countCap);
    const few = await search('keyword=excel');
    const past = await search(`keyword=excel&page=${Math.ceil(few.total / jobCenterLimits.pageSize) + 1}`);
    expect(past).toMatchObject({ items: [], total: few.total, hasNextPage: false, totalEstimated: false });
  });
});

describe('a keyword search over many jobs', () => {
  it('finds its matches in the index of open jobs and checks no status per match', async () => {
    // A page opened by its number reads the sort key of every match; the index holds open jobs only, so reading a
    // match's row leaves nothing else to check.
    const page = (db: typeof t.deps.db) =>
      db
        .select({ id: projects.id })
        .from(projects)
        .where(openJobsWhere({ keyword: 'leadership' }))
        .orderBy(desc(projects.publishedAt), desc(projects.id))
        .limit(jobCenterLimits.pageSize)
        .offset(countCap - jobCenterLimits.pageSize);
    const nodes = await planSteps(t.deps.db, page, ['seqscan']);
    expect(nodes.filter((n) => n['Node Type'] === 'Bitmap Index Scan').map((n) => n['Index Name'])).toEqual(['projects_search_idx']);
    const heap = nodes.find((n) => n['Node Type'] === 'Bitmap Heap Scan');
    expect(heap?.['Recheck Cond']).toContain('status');
    expect(heap?.Filter ?? '').not.toContain('status');
  });
});
