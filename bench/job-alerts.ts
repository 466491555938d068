/**
 * `npm run bench -- alerts`: the reverse match of one published job against the job alerts (api/job-alert/match.ts)
 * at 1,000 and 100,000 alerts. Each size gets a fresh database with the demo data (PGlite in memory, or a new
 * PostgreSQL database when DATABASE_URL is set) plus generated alerts: keywords of one to three words of the skill
 * names, a third with a role, a quarter with a location type, 2% without keywords and 1% with only an exclusion.
 * Each run matches one of the demo's open jobs (the matches it recorded are removed between runs, untimed): 3
 * warm-up and 20 timed runs. The baseline, in the same run, is the same test done over every alert (no candidate
 * index): it shows what the index saves. It prints medians, p95 and ratios; it asserts nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { createDemoTestApp } from '../api/testing-demo.ts';
import { jobAlertMatches, projects } from '../api/db/schema/index.ts';
import { rawRows } from '../api/db/raw-rows.ts';
import { matchAlerts } from '../api/job-alert/match.ts';
import type { Db } from '../api/db/client.ts';

const sizes = [1_000, 100_000] as const;
const warmUp = 3;
const runs = 20;

interface Timing {
  median: number;
  p95: number;
  matches: number;
}

const pad = (text: string, width: number) => text.padEnd(width);
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function seedAlerts(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    with words as (
      select array_agg(distinct w) as list from (
        select lower(regexp_split_to_table(name, '[^A-Za-z0-9]+')) as w from skills
      ) s where length(w) > 2
    ),
    people as (select array_agg(id) as list from users)
    insert into job_alerts (user_id, name, keywords, role_id, location_type, frequency)
    select
      people.list[1 + g % array_length(people.list, 1)],
      'Bench alert ' || g,
      case
        when g % 50 = 0 then null
        when g % 100 = 1 then '-' || words.list[1 + (g * 31) % array_length(words.list, 1)]
        when g % 3 = 0 then words.list[1 + (g * 7919) % array_length(words.list, 1)] || ' ' || words.list[1 + (g * 104729) % array_length(words.list, 1)]
        when g % 3 = 1 then words.list[1 + (g * 7919) % array_length(words.list, 1)]
        else words.list[1 + (g * 13) % array_length(words.list, 1)] || ' or ' || words.list[1 + (g * 17) % array_length(words.list, 1)] || ' ' || words.list[1 + (g * 19) % array_length(words.list, 1)]
      end,
      case when g % 3 = 0 then (select id from roles order by id offset (g % 5) limit 1) end,
      case g % 4 when 0 then 'Virtual' else null end,
      (array['instant', 'daily', 'weekly'])[1 + g % 3]
    from generate_series(1, ${count}) g, words, people`);
  await db.execute(sql`analyze job_alerts`);
}

/** The same conditions as matchAlerts, tested over every alert: the baseline without the candidate index. */
async function matchEveryAlert(db: Db, projectId: number): Promise<number> {
  const rows = await rawRows<{ n: number }>(db, sql`
    select count(*)::int as n from job_alerts a cross join (select * from projects where id = ${projectId}) job
    where a.is_active
      and (a.keyword_query is null or job.search_document @@ a.keyword_query)
      and (a.role_id is null or exists (select 1 from project_roles pr where pr.project_id = job.id and pr.role_id = a.role_id))
      and (a.language_id is null or exists (select 1 from project_languages pl where pl.project_id = job.id and pl.language_id = a.language_id))
      and (a.rate_type is null or a.rate_type = job.rate_type)
      and (a.location_type is null or a.location_type = job.location_type)
      and (a.time_zone is null or a.time_zone = job.time_zone)`);
  return rows[0]?.n ?? 0;
}

async function timed(jobIds: number[], run: (projectId: number) => Promise<number>, after: (projectId: number) => Promise<void>): Promise<Timing> {
  const times: number[] = [];
  let matches = 0;
  for (let i = 0; i < warmUp + runs; i++) {
    const projectId = jobIds[i % jobIds.length] ?? 0;
    const before = performance.now();
    const n = await run(projectId);
    const elapsed = performance.now() - before;
    await after(projectId);
    if (i >= warmUp) {
      times.push(elapsed);
      matches += n;
    }
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, p95: times[Math.floor(times.length * 0.95)] ?? 0, matches: Math.round(matches / runs) };
}

async function measureSize(size: number): Promise<{ indexed: Timing; everyAlert: Timing }> {
  const t = await createDemoTestApp();
  try {
    const db = t.deps.db;
    const started = performance.now();
    await seedAlerts(db, size);
    console.log(`${size.toLocaleString('en-US')} alerts seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const open = await db.select({ id: projects.id }).from(projects).where(eq(projects.status, 'open')).limit(10);
    const jobIds = open.map((j) => j.id);
    const clear = async (projectId: number) => void (await db.delete(jobAlertMatches).where(eq(jobAlertMatches.projectId, projectId)));
    const indexed = await timed(jobIds, async (id) => (await matchAlerts(db, id, new Date())).length, clear);
    const everyAlert = await timed(jobIds, (id) => matchEveryAlert(db, id), async () => {});
    return { indexed, everyAlert };
  } finally {
    await t.close();
  }
}

async function main(): Promise<void> {
  console.log(`Job alert matching on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)'}: ${warmUp} warm-up and ${runs} timed runs per case`);
  const results = [];
  for (const size of sizes) results.push({ size, ...(await measureSize(size)) });
  console.log(`\n${pad('alerts', 10)}${pad('match median', 14)}${pad('match p95', 12)}${pad('matches', 9)}${pad('every-alert median', 20)}${pad('its matches', 13)}every-alert ÷ match`);
  for (const r of results) {
    console.log(
      `${pad(r.size.toLocaleString('en-US'), 10)}${pad(ms(r.indexed.median), 14)}${pad(ms(r.indexed.p95), 12)}${pad(String(r.indexed.matches), 9)}${pad(ms(r.everyAlert.median), 20)}${pad(String(r.everyAlert.matches), 13)}${(r.everyAlert.median / r.indexed.median).toFixed(2)}×`,
    );
  }
  const [small, large] = results;
  if (small && large) console.log(`\nmatch median 100k ÷ 1k: ${(large.indexed.median / small.indexed.median).toFixed(2)}×`);
}

await main();
