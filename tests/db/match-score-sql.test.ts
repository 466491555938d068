/**
 * The database's match score (api/match/score-sql.ts) and the domain module's (domain/match-score.ts) agree
 * on the demo data: every proposal, and every job paired with every talent, with the facts loaded as Match Logic
 * loads them. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDemoTestApp } from '#api/testing/demo-app.ts';
import { projects, reviews } from '#api/db/schema/index.ts';
import { scorePairs } from '#api/match/score-sql.ts';
import { loadMatchFacts } from '#api/match/match-data.ts';
import { factorPoints, scoreInputOf, scoreOf } from '#domain/match-score.ts';
import type { ProjectRow } from '#api/access/client-job.ts';

describe('the match score computed in the database', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  async function agreeOn(project: ProjectRow, withProposals: boolean) {
    const today = t.deps.now();
    const pairs = withProposals
      ? sql`select project_id, instr_id, rate, submitted_at as tie_at, id as proposal_id from proposals where project_id = ${project.id}`
      : sql`select ${project.id}::int as project_id, i.id as instr_id, null::numeric as rate, null::timestamptz as tie_at, null::int as proposal_id
            from instructors i where not exists (select 1 from proposals pp where pp.project_id = ${project.id} and pp.instr_id = i.id)`;
    const rows = await scorePairs(t.deps.db, pairs, today);
    const facts = await loadMatchFacts(t.deps.db, project, rows.map((r) => r.instrId), today);
    for (const row of rows) {
      const match = facts.get(row.instrId);
      expect(match, `talent ${row.instrId}`).toBeDefined();
      if (!match) continue;
      const input = scoreInputOf(match.facts);
      expect(row.input, `job ${project.id}, talent ${row.instrId}`).toEqual(input);
      expect(row.score, `job ${project.id}, talent ${row.instrId}`).toBe(scoreOf(factorPoints(input)));
    }
    return rows;
  }

  it('gives every proposal on every demo job the score the domain module gives it', async () => {
    const jobs = await t.deps.db.select().from(projects);
    let scored = 0;
    for (const project of jobs) scored += (await agreeOn(project, true)).length;
    expect(scored).toBeGreaterThan(10);
  });

  it('gives every talent without a proposal the same score both ways, and orders by score', async () => {
    const jobs = (await t.deps.db.select().from(projects)).slice(0, 6);
    const scores = new Set<number>();
    for (const project of jobs) {
      const rows = await agreeOn(project, false);
      rows.forEach((r) => scores.add(r.score));
      const ordered = rows.map((r) => r.score);
      expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
    }
    expect(scores.size, 'the demo data spreads the scores').toBeGreaterThan(5);
  });

  it('weighs reviews with the prior in the database too', async () => {
    const [job] = await t.deps.db.select().from(projects).limit(1);
    if (!job) throw new Error('No demo job.');
    const [reviewed] = await t.deps.db.select({ instrId: reviews.instrId }).from(reviews).limit(1);
    expect(reviewed, 'the demo data has reviews').toBeDefined();
    const rows = await agreeOn(job, false);
    expect(rows.some((r) => r.input.reviewCount > 0)).toBe(true);
  });
});
