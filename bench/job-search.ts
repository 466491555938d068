/**
 * `npm run bench -- search`: the job center search (GET /api/TalentJobCenter/SearchJobs) at 1,000 and 100,000 open
 * jobs. Each size gets a fresh database with the demo data (PGlite in memory, or a new PostgreSQL database when
 * DATABASE_URL is set) plus generated jobs; every case is called in-process as talent.good, 5 warm-up calls then
 * 30 timed ones. It prints median and p95 per case and the ratio 100k/1k of the medians; it asserts nothing.
 */
import { createDemoTestApp } from '../api/testing-demo.ts';
import { seedJobs } from '../api/db/seed/index.ts';
import { jobCenterLimits } from '../src/domain/job-center.ts';

const sizes = [1_000, 100_000] as const;
const warmUp = 5;
const runs = 30;
const deep = jobCenterLimits.maxPage;
const cases = [
  { name: 'first page, no keyword', query: '' },
  { name: `page ${deep}, no keyword`, query: `page=${deep}` },
  { name: 'first page, keyword', query: 'keyword=leadership' },
  { name: `page ${deep}, keyword`, query: `keyword=leadership&page=${deep}` },
  { name: 'keyword + filters', query: 'keyword=course&rateType=Hourly&locationType=Remote' },
  { name: 'filters only', query: 'locationType=Onsite&timeZone=America%2FChicago' },
] as const;

interface Timing {
  median: number;
  p95: number;
  total: number;
}

const pad = (text: string, width: number) => text.padEnd(width);
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function measureSize(size: number): Promise<Map<string, Timing>> {
  const t = await createDemoTestApp();
  try {
    const started = performance.now();
    await seedJobs(t.deps.db, size);
    console.log(`${size.toLocaleString('en-US')} jobs seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const results = new Map<string, Timing>();
    for (const c of cases) {
      const path = `/api/TalentJobCenter/SearchJobs${c.query ? `?${c.query}` : ''}`;
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < warmUp + runs; i++) {
        const before = performance.now();
        const res = await t.request('talent.good@demo.example', 'GET', path);
        const elapsed = performance.now() - before;
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.body.message ?? ''}`);
        total = Number(res.body.total);
        if (i >= warmUp) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      results.set(c.name, { median: times[Math.floor(times.length / 2)] ?? 0, p95: times[Math.floor(times.length * 0.95)] ?? 0, total });
    }
    return results;
  } finally {
    await t.close();
  }
}

async function main(): Promise<void> {
  console.log(`Job search on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}: ${warmUp} warm-up and ${runs} timed calls per case`);
  const [small, large] = [await measureSize(sizes[0]), await measureSize(sizes[1])];
  console.log(`\n${pad('case', 26)}${pad('1k median', 12)}${pad('1k p95', 12)}${pad('100k median', 14)}${pad('100k p95', 12)}${pad('matches 100k', 14)}ratio`);
  for (const c of cases) {
    const a = small.get(c.name);
    const b = large.get(c.name);
    if (!a || !b) continue;
    const matches = `${b.total}${b.total >= jobCenterLimits.pageSize * jobCenterLimits.maxPage ? '+' : ''}`;
    console.log(
      `${pad(c.name, 26)}${pad(ms(a.median), 12)}${pad(ms(a.p95), 12)}${pad(ms(b.median), 14)}${pad(ms(b.p95), 12)}${pad(matches, 14)}${(b.median / a.median).toFixed(2)}×`,
    );
  }
}

await main();
