/**
 * `npm run bench -- search`: the job center search (GET /api/TalentJobCenter/SearchJobs) at 1,000 and 100,000 open
 * jobs. Each size gets a fresh database with the demo data (PGlite in memory, or a new PostgreSQL database when
 * DATABASE_URL is set) plus generated jobs; every case is called in-process as talent.good, 5 warm-up calls then
 * 30 timed ones, the two sizes taking turns call by call. The deepest page (up to page 50) is reached as the pages' links reach it (page and the cursor of
 * the page before, walked to untimed) and also by its number alone (a typed address). It prints median and p95 per
 * case and the ratio 100k/1k of the medians; it asserts nothing.
 */
import { createDemoTestApp } from '../api/testing-demo.ts';
import { seedJobs } from '../api/db/seed/bulk-jobs.ts';
import { jobCenterLimits } from '../src/domain/job-center.ts';

const sizes = [1_000, 100_000] as const;
const warmUp = 5;
const runs = 30;
const deep = jobCenterLimits.maxPage;
const cases = [
  { name: 'first page, no keyword', query: '' },
  { name: `deepest page (≤ ${deep}), no keyword`, query: '', deep: 'link' },
  { name: `deepest page (≤ ${deep}) by number, no keyword`, query: '', deep: 'number' },
  { name: 'first page, keyword', query: 'keyword=leadership' },
  { name: `deepest page (≤ ${deep}), keyword`, query: 'keyword=leadership', deep: 'link' },
  { name: `deepest page (≤ ${deep}) by number, keyword`, query: 'keyword=leadership', deep: 'number' },
  { name: 'broad keyword', query: 'keyword=training' },
  { name: 'keyword + filters', query: 'keyword=course&rateType=Hourly&locationType=Remote' },
  { name: 'filters only', query: 'locationType=Onsite&timeZone=America%2FChicago' },
] as const satisfies ReadonlyArray<{ name: string; query: string; deep?: 'link' | 'number' }>;

interface Timing {
  median: number;
  p95: number;
  total: number;
  estimated: boolean;
  capped: boolean;
}

type Request = Awaited<ReturnType<typeof createDemoTestApp>>['request'];
const searchPath = (query: string) => `/api/TalentJobCenter/SearchJobs${query ? `?${query}` : ''}`;
const join = (...parts: string[]) => parts.filter(Boolean).join('&');

/**
 * The query of a case: the deepest page up to `deep` that holds results, by its number alone (the count of the first
 * page tells which) or by the next link of the page before (walked to, untimed).
 */
async function queryOf(request: Request, c: (typeof cases)[number]): Promise<string> {
  if (!('deep' in c)) return c.query;
  if (c.deep === 'number') {
    const first = await request('talent.good@demo.example', 'GET', searchPath(c.query));
    const pages = Math.ceil(Number(first.body.total) / jobCenterLimits.pageSize);
    return join(c.query, `page=${Math.max(1, Math.min(deep, pages))}`);
  }
  let current: string = c.query;
  for (let page = 1; page < deep; page++) {
    const res = await request('talent.good@demo.example', 'GET', searchPath(current));
    if (typeof res.body.nextCursor !== 'string') break;
    current = join(c.query, `page=${page + 1}&after=${res.body.nextCursor}`);
  }
  return current;
}

const pad = (text: string, width: number) => text.padEnd(width);
const caseWidth = Math.max(...cases.map((c) => c.name.length)) + 2;
const ms = (value: number) => `${value.toFixed(1)} ms`;

type App = Awaited<ReturnType<typeof createDemoTestApp>>;

async function seeded(size: number): Promise<App> {
  const t = await createDemoTestApp();
  const started = performance.now();
  await seedJobs(t.deps.db, size);
  console.log(`${size.toLocaleString('en-US')} jobs seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return t;
}

/** One call of the case's path on the app: its milliseconds, and the count it answered. */
async function timed(t: App, path: string): Promise<{ elapsed: number; total: number; estimated: boolean; capped: boolean }> {
  const before = performance.now();
  const res = await t.request('talent.good@demo.example', 'GET', path);
  const elapsed = performance.now() - before;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.body.message ?? ''}`);
  return { elapsed, total: Number(res.body.total), estimated: res.body.totalEstimated === true, capped: res.body.totalCapped === true };
}

function timing(times: number[], last: { total: number; estimated: boolean; capped: boolean }): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0, ...last };
}

async function main(): Promise<void> {
  console.log(`Job search on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}: ${warmUp} warm-up and ${runs} timed calls per case and size`);
  const apps = [await seeded(sizes[0]), await seeded(sizes[1])] as const;
  try {
    console.log(`\n${pad('case', caseWidth)}${pad('1k median', 12)}${pad('1k p95', 12)}${pad('100k median', 14)}${pad('100k p95', 12)}${pad('matches 100k', 16)}ratio`);
    for (const c of cases) {
      const paths = [searchPath(await queryOf(apps[0].request, c)), searchPath(await queryOf(apps[1].request, c))] as const;
      const times: [number[], number[]] = [[], []];
      let last = [{ total: 0, estimated: false, capped: false }, { total: 0, estimated: false, capped: false }];
      // The sizes take turns call by call, so that a busier moment of the machine weighs on both alike.
      for (let i = 0; i < warmUp + runs; i++) {
        const small = await timed(apps[0], paths[0]);
        const large = await timed(apps[1], paths[1]);
        last = [small, large];
        if (i >= warmUp) {
          times[0].push(small.elapsed);
          times[1].push(large.elapsed);
        }
      }
      const a = timing(times[0], last[0] ?? { total: 0, estimated: false, capped: false });
      const b = timing(times[1], last[1] ?? { total: 0, estimated: false, capped: false });
      const matches = b.estimated ? `about ${b.total}` : `${b.total}${b.capped ? '+' : ''}`;
      console.log(
        `${pad(c.name, caseWidth)}${pad(ms(a.median), 12)}${pad(ms(a.p95), 12)}${pad(ms(b.median), 14)}${pad(ms(b.p95), 12)}${pad(matches, 16)}${(b.median / a.median).toFixed(2)}×`,
      );
    }
  } finally {
    await Promise.all(apps.map((t) => t.close()));
  }
}

await main();
