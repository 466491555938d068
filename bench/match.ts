/**
 * `npm run bench -- match`: ranking by the match score in the database. On a fresh PGlite database (in memory) with
 * the demo data, the bench generates talent (a role with a start year, three skills, a language, an industry, public
 * and Good or better) and proposals with plain SQL, then times in-process calls as the demo client administrator:
 * - the Submission tab of a job with 1,000 proposals, by best match (GET /api/Project/GetProjectTalents);
 * - the suggested talent of an open job (POST /api/Company/GetTalentPool with its projectId), from 1,000 and from
 *   100,000 generated talent, the two sizes on databases of their own taking turns call by call.
 * Before the timed calls each database's suggestion list is built the way the product builds it: a first call finds
 * no list and asks for one, and the match list worker's run (bringListsUpToDate) scores the job's candidates.
 * 5 warm-up and 30 timed calls per case; it prints the median (p50) and p95 and the ratio 100k / 1k of the medians,
 * and asserts nothing. The generated data lives only in the bench's databases, never in the demo seed.
 */
import { eq, sql } from 'drizzle-orm';
import { createDemoTestApp } from '#api/testing/demo-app.ts';
import { projects } from '#api/db/schema/index.ts';
import { rawRows } from '#api/db/raw-rows.ts';
import { bringListsUpToDate } from '#api/match/kept-list-refresh.ts';

type App = Awaited<ReturnType<typeof createDemoTestApp>>;
const client = 'client.admin@demo.example';
const rankedJob = 'Power BI Dashboards for Finance Analysts';
const suggestJob = 'Leading Through Change: Manager Workshop Series';
const warmUp = 5;
const runs = 30;

/** n public talent of Good or better with a user, a role, three skills, a language and an industry; their ids. */
async function generateTalent(t: App, n: number, tag: string): Promise<void> {
  const { db } = t.deps;
  await db.execute(sql`insert into users (email, password_hash, first_name, last_name)
    select 'bench-' || ${tag} || '-' || g || '@bench.example', 'x', 'Bench', 'Talent ' || g from generate_series(1, ${n}) g`);
  await db.execute(sql`insert into instructors (user_id, first_name, last_name, profile_status, trust_badge, country_code, time_zone, visibility)
    select u.id, u.first_name, u.last_name, 1 + (u.id % 3), (array['V','Q','CT',null])[1 + u.id % 4], 'US',
      (array['America/Chicago','America/New_York','America/Denver'])[1 + u.id % 3], 'public'
    from users u where u.email like ${`bench-${tag}-%`}`);
  await db.execute(sql`insert into instructor_roles (instr_id, role_id, start_year, rate_type, rate_min, rate_max)
    select i.id, (select array_agg(id order by id) from roles)[1 + i.id % (select count(*) from roles)], 2000 + i.id % 25, 'Daily', 500, 1500
    from instructors i join users u on u.id = i.user_id where u.email like ${`bench-${tag}-%`}`);
  await db.execute(sql`insert into instructor_skills (instructor_role_id, skill_id, certified_to_teach)
    select r.id, s.skill_id, (r.id + k) % 5 = 0
    from instructor_roles r join instructors i on i.id = r.instr_id join users u on u.id = i.user_id
    cross join generate_series(0, 2) k
    cross join lateral (select (array_agg(id order by id))[1 + (r.id * 7 + k * 13) % count(*)] as skill_id from skills) s
    where u.email like ${`bench-${tag}-%`}
    on conflict do nothing`);
  await db.execute(sql`insert into instructor_languages (instr_id, language_id, proficiency)
    select i.id, 1 + i.id % 3, 1 + i.id % 3 from instructors i join users u on u.id = i.user_id where u.email like ${`bench-${tag}-%`} on conflict do nothing`);
  await db.execute(sql`insert into instructor_industries (instr_id, industry_id)
    select i.id, (select array_agg(id order by id) from industries)[1 + i.id % (select count(*) from industries)]
    from instructors i join users u on u.id = i.user_id where u.email like ${`bench-${tag}-%`} on conflict do nothing`);
  await db.execute(sql`analyze`);
}

async function jobId(t: App, title: string): Promise<number> {
  const [row] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, title));
  if (!row) throw new Error(`No demo job "${title}".`);
  return row.id;
}

async function withProposals(t: App, projectId: number, n: number): Promise<void> {
  await t.deps.db.execute(sql`insert into proposals (project_id, instr_id, submitted_by_user_id, description, rate, submitted_at)
    select ${projectId}, i.id, i.user_id, 'Bench proposal.', 800 + (i.id % 8) * 100, now() - (i.id % 500) * interval '1 hour'
    from instructors i join users u on u.id = i.user_id where u.email like 'bench-p-%' limit ${n}`);
  await t.deps.db.execute(sql`analyze`);
}

async function call(t: App, method: 'GET' | 'POST', path: string, body?: unknown): Promise<number> {
  const before = performance.now();
  const res = await t.request(client, method, path, body);
  const elapsed = performance.now() - before;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.body.message ?? ''}`);
  return elapsed;
}

/** Builds the job's kept list as the product does (a first call asks for it, the worker's run builds it); its size. */
async function buildList(t: App, projectId: number): Promise<string> {
  await bringListsUpToDate(t.deps.db, t.deps.now());
  await call(t, 'POST', '/api/Company/GetTalentPool', { projectId });
  const started = performance.now();
  await bringListsUpToDate(t.deps.db, t.deps.now());
  const elapsed = ((performance.now() - started) / 1000).toFixed(1);
  const [list] = await rawRows<{ threshold: number; kept: number }>(t.deps.db, sql`select threshold, kept from job_match_lists where project_id = ${projectId}`);
  if (!list) throw new Error('The job has no suggestion list.');
  return `${list.kept} talent kept at a score of ${list.threshold} or more, built in ${elapsed} s`;
}

const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`.padEnd(12);

async function timings(cases: Array<() => Promise<number>>): Promise<Array<{ p50: number; p95: number }>> {
  const times: number[][] = cases.map(() => []);
  for (let i = 0; i < warmUp + runs; i++) {
    for (const [k, c] of cases.entries()) {
      const elapsed = await c();
      if (i >= warmUp) times[k]?.push(elapsed);
    }
  }
  return times.map((list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { p50: p(sorted, 0.5), p95: p(sorted, 0.95) };
  });
}

async function main(): Promise<void> {
  console.log(`Match score ranking on PGlite (in memory): ${warmUp} warm-up and ${runs} timed calls per case`);
  const small = await createDemoTestApp();
  const large = await createDemoTestApp();
  try {
    let started = performance.now();
    await generateTalent(small, 1_000, 'p');
    await generateTalent(large, 100_000, 'p');
    console.log(`talent generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    const ranked = await jobId(small, rankedJob);
    await withProposals(small, ranked, 1_000);
    console.log(`1,000 proposals generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const [suggestSmall, suggestLarge] = [await jobId(small, suggestJob), await jobId(large, suggestJob)];
    console.log(`suggestion list from 1,000 talent: ${await buildList(small, suggestSmall)}`);
    console.log(`suggestion list from 100,000 talent: ${await buildList(large, suggestLarge)}`);
    const [rank, fromSmall, fromLarge] = await timings([
      () => call(small, 'GET', `/api/Project/GetProjectTalents?projectId=${ranked}&status=1`),
      () => call(small, 'POST', '/api/Company/GetTalentPool', { projectId: suggestSmall }),
      () => call(large, 'POST', '/api/Company/GetTalentPool', { projectId: suggestLarge }),
    ]);
    console.log(`\n${'case'.padEnd(46)}${'p50'.padEnd(12)}p95`);
    console.log(`${'rank a job with 1,000 proposals'.padEnd(46)}${ms(rank?.p50 ?? 0)}${ms(rank?.p95 ?? 0)}`);
    console.log(`${'suggest from 1,000 talent'.padEnd(46)}${ms(fromSmall?.p50 ?? 0)}${ms(fromSmall?.p95 ?? 0)}`);
    console.log(`${'suggest from 100,000 talent'.padEnd(46)}${ms(fromLarge?.p50 ?? 0)}${ms(fromLarge?.p95 ?? 0)}`);
    const ratio = (fromLarge?.p50 ?? 0) / (fromSmall?.p50 || 1);
    console.log(`\nratio 100k / 1k of the suggestion medians: ${ratio.toFixed(2)}× (goal: within 2×)`);
  } finally {
    await Promise.all([small.close(), large.close()]);
  }
}

await main();
