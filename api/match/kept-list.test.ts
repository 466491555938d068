import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { rawRows } from '../db/raw-rows.ts';
import { instructors, projects, users } from '../db/schema/index.ts';
import { scorePairs } from './score-sql.ts';
import { candidatePairs, suggestiblePairs } from './suggestible-pairs.ts';
import { bringListsUpToDate } from './kept-list-refresh.ts';
import { seedJobs } from '../seed/bulk-jobs.ts';
import { noteStatements } from '../db/statements.ts';
import { describeScore } from '#domain/match-score-texts.ts';
import type { TalentSuggestion } from '#domain/talent-pool.ts';
import type { ProfileRole } from '../role/answers.ts';

type App = Awaited<ReturnType<typeof createDemoTestApp>>;
const admin = 'client.admin@demo.example';
const bluepeakAdmin = 'client2.admin@demo.example';
const maya = 'talent.good@demo.example';
const jobTitle = 'Leading Through Change: Manager Workshop Series';
/** Fewer than the job's candidates, so the list keeps only the best of them above a threshold. */
const keep = 6;

describe('suggestions from the kept list', { timeout: 120_000 }, () => {
  let t: App;
  let jobId = 0;
  beforeAll(async () => {
    t = await createDemoTestApp();
    // An open job of the company that Maya has not proposed on, with more candidates than a list keeps.
    const jobs = await rawRows<{ id: number }>(
      t.deps.db,
      sql`select p.id from projects p join projects known on known.company_id = p.company_id and known.title = ${jobTitle}
        where p.status = 'open' and not exists (select 1 from proposals pp join instructors i on i.id = pp.instr_id
          join users u on u.id = i.user_id where pp.project_id = p.id and u.email = ${maya})
        order by p.id`,
    );
    for (const job of jobs) {
      if ((await scorePairs(t.deps.db, candidatePairs(job.id), t.deps.now())).length > keep + 2) jobId = job.id;
    }
  });
  afterAll(() => t.close());

  const suggested = async () => {
    const res = await t.request(admin, 'POST', '/api/Company/GetTalentPool', { projectId: jobId });
    expect(res.status, res.body.message).toBe(200);
    return (res.body.suggestions as TalentSuggestion[]).map((s) => ({ instrId: s.instrId, match: s.match }));
  };
  const scoredLive = async () =>
    (await scorePairs(t.deps.db, suggestiblePairs(jobId), t.deps.now(), 5)).map((r) => ({ instrId: r.instrId, match: describeScore(r.input, r.roleName) }));
  const list = async () => {
    const [row] = await rawRows<{ threshold: number }>(t.deps.db, sql`select threshold from job_match_lists where project_id = ${jobId}`);
    const kept = await rawRows<{ instr_id: number; score: number }>(
      t.deps.db,
      sql`select instr_id, score from job_match_scores where project_id = ${jobId} order by instr_id`,
    );
    return row ? { threshold: row.threshold, kept: kept.map((k) => [k.instr_id, k.score]) } : null;
  };
  /** The list holds exactly the candidates (proposals or not) scoring its threshold or more. */
  const expectListExact = async () => {
    const stored = await list();
    expect(stored, 'the open job has a list').not.toBeNull();
    const everyone = await scorePairs(t.deps.db, candidatePairs(jobId), t.deps.now());
    const above = everyone.filter((r) => r.score >= (stored?.threshold ?? 0)).sort((a, b) => a.instrId - b.instrId);
    expect(stored?.kept).toEqual(above.map((r) => [r.instrId, r.score]));
  };
  /** The suggestions equal scoring everyone, straight after the write, and again once the worker has run. */
  const expectExact = async () => {
    expect(await suggested()).toEqual(await scoredLive());
    await bringListsUpToDate(t.deps.db, t.deps.now(), { keep });
    await expectListExact();
    expect(await suggested()).toEqual(await scoredLive());
  };
  const emailOf = async (instrId: number) =>
    (await t.deps.db.select({ email: users.email }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(eq(instructors.id, instrId)))[0]?.email ?? '';
  const instrIdOf = async (email: string) =>
    (await t.deps.db.select({ id: instructors.id }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(eq(users.email, email)))[0]?.id ?? 0;

  it('builds a list of the best candidates when suggestions are first asked for, and reads from it', async () => {
    const first = await suggested();
    expect(first).toEqual(await scoredLive());
    expect(first).toHaveLength(5);
    await bringListsUpToDate(t.deps.db, t.deps.now(), { keep });
    const stored = await list();
    expect(stored?.threshold).toBeGreaterThan(0);
    expect(stored?.kept.length).toBeGreaterThanOrEqual(keep);
    await expectListExact();
    expect(await suggested()).toEqual(first);

    // The read takes its five from the list: a stored score raised by hand brings its talent in.
    const [lowest] = await rawRows<{ instr_id: number }>(t.deps.db, sql`select instr_id from job_match_scores where project_id = ${jobId} order by score, instr_id desc limit 1`);
    expect(first.map((s) => s.instrId)).not.toContain(lowest?.instr_id);
    await t.deps.db.execute(sql`update job_match_scores set score = 100 where project_id = ${jobId} and instr_id = ${lowest?.instr_id}`);
    expect((await suggested()).map((s) => s.instrId)).toContain(lowest?.instr_id);
    await t.deps.db.execute(sql`insert into match_dirty_jobs (project_id) values (${jobId})`);
    await bringListsUpToDate(t.deps.db, t.deps.now(), { keep });
    expect(await suggested()).toEqual(first);
  });

  it('stays exact when a talent adds the job’s skills, certified, and when a client reviews her', async () => {
    const me = { token: maya };
    const jobSkills = await rawRows<{ skill_id: number }>(t.deps.db, sql`select skill_id from project_skills where project_id = ${jobId}`);
    const roles = (await t.request(me.token, 'GET', '/api/Role/GetMyRoles')).body as unknown as ProfileRole[];
    const role = roles[0];
    if (!role) throw new Error('Maya has a role');
    const skillIds = new Set([...role.mySkills.map((s) => s.skillId), ...jobSkills.map((s) => s.skill_id)]);
    const { roleId, startYear, rateType, rateMin, rateMax } = role.myRole;
    const saved = await t.request(me.token, 'PUT', '/api/Role/Put', {
      roleId,
      startYear,
      rateType,
      rateMin,
      rateMax,
      skills: [...skillIds].map((skillId) => ({ skillId, certifiedToTeach: true })),
    });
    expect(saved.status, saved.body.message).toBe(200);
    await expectExact();

    const [workday] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, 'Workday HCM Manager Self-Service'));
    const reviewed = await t.request(bluepeakAdmin, 'POST', '/api/Review/Post', { projectId: workday?.id, instrId: await instrIdOf(maya), rating: 5, feedback: 'Clear and patient.' });
    expect(reviewed.status, reviewed.body.message).toBe(200);
    await expectExact();
    expect((await suggested()).map((s) => s.instrId)).toContain(await instrIdOf(maya));
  });

  it('stays exact when the best suggestion hides her profile and the next one proposes', async () => {
    const [best] = await suggested();
    const hidden = await t.request(await emailOf(best?.instrId ?? 0), 'POST', '/api/TrainerProfile/UpdateVisibility', { visibility: 'hidden' });
    expect(hidden.status, hidden.body.message).toBe(200);
    expect((await suggested()).map((s) => s.instrId)).not.toContain(best?.instrId);
    await expectExact();

    const proposal = { projectId: jobId, talentProposalDescription: 'I have run this workshop for managers many times.', rate: '900.00' };
    const sent = await t.request(maya, 'POST', '/api/TalentJobCenter/SubmitProposal', proposal);
    expect(sent.status, sent.body.message).toBe(200);
    expect((await suggested()).map((s) => s.instrId)).not.toContain(await instrIdOf(maya));
    await expectExact();
  });

  it('scores everyone again when the job’s skills change, and drops the list when the job closes', async () => {
    const skill = await rawRows<{ id: number }>(t.deps.db, sql`select id from skills where is_approved order by id limit 1`);
    const edited = await t.request(admin, 'PUT', '/api/Project/UpdateProjectDetail', {
      projectId: jobId,
      step: 'job-skills',
      skillIds: [skill[0]?.id],
      industryIds: [],
      languages: [],
    });
    expect(edited.status, edited.body.message).toBe(200);
    await expectExact();

    await t.deps.db.update(projects).set({ status: 'closed', closedAt: t.deps.now() }).where(eq(projects.id, jobId));
    await bringListsUpToDate(t.deps.db, t.deps.now(), { keep });
    expect(await list()).toBeNull();
    expect(await suggested()).toEqual(await scoredLive());
  });

  it('takes off at once the marks of new jobs nobody asked suggestions for, and still lists a job asked for', async () => {
    await seedJobs(t.deps.db, 300);
    const [asked] = await rawRows<{ id: number }>(
      t.deps.db,
      sql`select p.id from projects p join contacts c on c.company_id = p.company_id join users u on u.id = c.user_id
        where u.email = ${admin} and p.status = 'open' and not exists (select 1 from job_match_lists l where l.project_id = p.id)
        order by p.id desc limit 1`,
    );
    jobId = asked?.id ?? 0;
    expect(await suggested()).toEqual(await scoredLive());
    const marked = async () => (await rawRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from match_dirty_jobs`))[0]?.n;
    expect(await marked()).toBeGreaterThan(300);

    const statements = await noteStatements(() => bringListsUpToDate(t.deps.db, t.deps.now(), { keep }));
    expect(await marked()).toBe(0);
    expect(statements.length, statements.join('\n')).toBeLessThan(40);
    await expectListExact();
  });
});
