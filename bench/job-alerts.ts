/**
 * `npm run bench -- alerts`: the reverse match of one published job against the job alerts (api/job-alert/match.ts)
 * at 1,000 and 100,000 alerts. Each size gets a fresh database with the demo data (PGlite in memory, or a new
 * PostgreSQL database when DATABASE_URL is set) plus generated alerts: keywords of one to three words, for a quarter
 * of the alerts words of the skill names (which jobs contain), for the rest 20,000 other words; a third with a role,
 * a quarter with a location type, 2% with a role and no keywords, 0.1% with only an exclusion. Each run matches one
 * of the demo's open jobs (the matches it recorded are removed between runs, untimed): 3 warm-up and 20 timed runs. The
 * baseline, in the same run, is the same INSERT with the same conditions tested on every alert (no candidates from
 * the index): it shows what the index saves. It prints medians, p95 and ratios; it asserts nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { createDemoTestApp } from '#api/testing/demo-app.ts';
import { jobAlertMatches, projects } from '#api/db/schema/index.ts';
import { rawRows } from '#api/db/raw-rows.ts';
import { alertMatchesJob, matchAlerts } from '#api/job-alert/match.ts';
import type { Db } from '#api/db/client.ts';

const sizes = [1_000, 100_000] as const;
const warmUp = 3;
const runs = 20;
/** Words of alerts besides the skill words (topics, products, places): a quarter of the alerts use skill words only. */
const otherWords = 20_000;

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
      select array_agg(w) as list from (
        select distinct lower(regexp_split_to_table(name, '[^A-Za-z0-9]+')) as w from skills
      ) s where length(w) > 2
    ),
    others as (select array_agg('subject' || k) as list from generate_series(1, ${otherWords}) k),
    people as (select array_agg(id) as list from users)
    insert into job_alerts (user_id, name, keywords, role_id, location_type, frequency)
    select
      people.list[1 + g % array_length(people.list, 1)],
      'Bench alert ' || g,
      case
        when g % 50 = 0 then null
        when g % 1000 = 1 then '-' || words.list[1 + ((g::bigint * 31) % array_length(words.list, 1))::int]
        when g % 3 = 0 then words.list[1 + ((g::bigint * 7919) % array_length(words.list, 1))::int] || ' ' || words.list[1 + ((g::bigint * 104729) % array_length(words.list, 1))::int]
        when g % 3 = 1 then words.list[1 + ((g::bigint * 7919) % array_length(words.list, 1))::int]
        else words.list[1 + ((g::bigint * 13) % array_length(words.list, 1))::int] || ' or ' || words.list[1 + ((g::bigint * 17) % array_length(words.list, 1))::int] || ' ' || words.list[1 + ((g::bigint * 19) % array_length(words.list, 1))::int]
      end,
      case when g % 3 = 0 or g % 50 = 0 then (select id from roles order by id offset (g % 5) limit 1) end,
      case when g % 4 = 1 then 'Virtual' end,
      (array['instant', 'daily', 'weekly'])[1 + g % 3]
    from generate_series(1, ${count}) g, people, lateral (select case when g % 4 = 0 then (select list from words) else (select list from others) end as list) words`);
  await db.execute(sql`analyze job_alerts`);
}

/** The baseline: the same INSERT with the same conditions, tested on every alert (no candidates from the index). */
async function matchEveryAlert(db: Db, projectId: number): Promise<number> {
  const rows = await rawRows<{ alert_id: number }>(db, sql`
    with job as materialized (select id, search_document, rate_type, location_type, time_zone from projects where id = ${projectId})
    insert into job_alert_matches (alert_id, project_id, matched_at)
    select a.id, job.id, now() from job_alerts a, job where ${alertMatchesJob}
    on conflict do nothing
    returning alert_id`);
  return rows.length;
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
    const everyAlert = await timed(jobIds, (id) => matchEveryAlert(db, id), clear);
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
