/**
 * `npm run bench -- search`: the job center search (GET /api/TalentJobCenter/SearchJobs) at 1,000 and 100,000 open
 * jobs, on PGlite (in memory) and on PostgreSQL side by side. Each size gets a fresh database with the demo data plus
 * generated jobs; every case is called in-process as talent.good, 5 warm-up calls then 30 timed ones, the two sizes
 * taking turns call by call. The deepest page (up to page 50) is reached as the pages' links reach it (page and the
 * cursor of the page before, walked to untimed) and also by its number alone (a typed address). It prints median and
 * p95 per case, the jobs on the page at each size, and the ratio 100k/1k of the medians for each database, then the
 * ratios of both side by side; it asserts nothing. PostgreSQL is the server of DATABASE_URL (else BENCH_POSTGRES_URL,
 * else the local one), skipped with a note when it does not answer; `--pglite` or `--postgres` runs one database only.
 */
import pg from 'pg';
import { createDemoTestApp } from '#api/testing/demo-app.ts';
import { seedJobs } from '#api/seed/bulk-jobs.ts';
import { jobCenterLimits } from '#domain/job-center.ts';

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
  /** Jobs on the page answered. */
  jobs: number;
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
const factor = (value: number) => `${value.toFixed(2)}×`;

type App = Awaited<ReturnType<typeof createDemoTestApp>>;

async function seeded(size: number): Promise<App> {
  const t = await createDemoTestApp();
  const started = performance.now();
  await seedJobs(t.deps.db, size);
  console.log(`${size.toLocaleString('en-US')} jobs seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return t;
}

type Answered = { total: number; estimated: boolean; capped: boolean; jobs: number };

/** One call of the case's path on the app: its milliseconds, the count it answered and the jobs on the page. */
async function timed(t: App, path: string): Promise<{ elapsed: number } & Answered> {
  const before = performance.now();
  const res = await t.request('talent.good@demo.example', 'GET', path);
  const elapsed = performance.now() - before;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.body.message ?? ''}`);
  const jobs = Array.isArray(res.body.items) ? res.body.items.length : 0;
  return { elapsed, total: Number(res.body.total), estimated: res.body.totalEstimated === true, capped: res.body.totalCapped === true, jobs };
}

function timing(times: number[], last: Answered): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0, ...last };
}

/** The databases to measure: PGlite, and PostgreSQL when it answers (or only the one named by --pglite / --postgres). */
async function databases(): Promise<Database[]> {
  const only = process.argv.includes('--pglite') ? 'pglite' : process.argv.includes('--postgres') ? 'postgres' : null;
  const server = process.env.DATABASE_URL || process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const chosen: Database[] = [];
  if (only !== 'postgres') chosen.push({ name: 'PGlite', url: '' });
  if (only !== 'pglite') {
    if (await answers(server)) chosen.push({ name: 'PostgreSQL', url: server });
    else if (only === 'postgres') throw new Error(`PostgreSQL at ${new URL(server).host} does not answer.`);
    else console.log(`PostgreSQL at ${new URL(server).host} does not answer: measuring PGlite only.`);
  }
  return chosen;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface Database {
  name: 'PGlite' | 'PostgreSQL';
  /** The server new databases are made on; empty for PGlite in memory. */
  url: string;
}

/** Both sizes on a fresh database each (api/testing/test-app.ts makes a PostgreSQL one when DATABASE_URL is set). */
async function seededPair(database: Database): Promise<readonly [App, App]> {
  const previous = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
  try {
    const small = await seeded(sizes[0]);
    try {
      return [small, await seeded(sizes[1])] as const;
    } catch (error) {
      await small.close();
      throw error;
    }
  } finally {
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  }
}

/** Every case on one database: its timings per size, printed as they come. */
async function measure(database: Database): Promise<number[]> {
  console.log(`\nJob search on ${database.name === 'PGlite' ? 'PGlite (in memory)' : 'PostgreSQL'}: ${warmUp} warm-up and ${runs} timed calls per case and size`);
  const apps = await seededPair(database);
  const ratios: number[] = [];
  try {
    console.log(`\n${pad('case', caseWidth)}${pad('1k median', 12)}${pad('1k p95', 12)}${pad('100k median', 14)}${pad('100k p95', 12)}${pad('matches 100k', 16)}${pad('jobs 1k/100k', 14)}ratio`);
    for (const c of cases) {
      const paths = [searchPath(await queryOf(apps[0].request, c)), searchPath(await queryOf(apps[1].request, c))] as const;
      const times: [number[], number[]] = [[], []];
      const none: Answered = { total: 0, estimated: false, capped: false, jobs: 0 };
      let last: Answered[] = [none, none];
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
      const a = timing(times[0], last[0] ?? none);
      const b = timing(times[1], last[1] ?? none);
      const matches = b.estimated ? `about ${b.total}` : `${b.total}${b.capped ? '+' : ''}`;
      ratios.push(b.median / a.median);
      console.log(
        `${pad(c.name, caseWidth)}${pad(ms(a.median), 12)}${pad(ms(a.p95), 12)}${pad(ms(b.median), 14)}${pad(ms(b.p95), 12)}${pad(matches, 16)}${pad(`${a.jobs}/${b.jobs}`, 14)}${factor(b.median / a.median)}`,
      );
    }
  } finally {
    await Promise.all(apps.map((t) => t.close()));
  }
  return ratios;
}

async function main(): Promise<void> {
  const measured: Array<{ database: Database; ratios: number[] }> = [];
  for (const database of await databases()) measured.push({ database, ratios: await measure(database) });
  console.log(`\nRatio 100k / 1k of the medians\n${pad('case', caseWidth)}${measured.map((m) => pad(m.database.name, 12)).join('')}`);
  cases.forEach((c, i) => console.log(`${pad(c.name, caseWidth)}${measured.map((m) => pad(factor(m.ratios[i] ?? 0), 12)).join('')}`));
}

await main();
