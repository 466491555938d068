import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { proposals } from '../db/schema/index.ts';
import type { ProjectTalents } from '#domain/client-jobs.ts';
import { matchFactorKeys } from '#domain/match-score.ts';

const admin = 'client.admin@demo.example';

describe('the proposals of a job by best match or newest', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let jobId = 0;
  beforeAll(async () => {
    t = await createDemoTestApp();
    // The demo job with the most proposals waiting in Submission.
    const rows = await t.deps.db.select({ id: proposals.projectId, n: count() }).from(proposals).where(eq(proposals.status, 'Submission')).groupBy(proposals.projectId);
    jobId = rows.sort((a, b) => b.n - a.n || a.id - b.id)[0]?.id ?? 0;
  });
  afterAll(() => t.close());

  const tab = async (query: string) => {
    const res = await t.request(admin, 'GET', `/api/Project/GetProjectTalents?projectId=${jobId}&status=1${query}`);
    expect(res.status, res.body.message).toBe(200);
    return res.body as unknown as ProjectTalents;
  };

  it('ranks by the match score by default, ties in the order sent, each with every factor and a three-factor line', async () => {
    const best = await tab('');
    expect(best.sort).toBe('best');
    expect(best.proposals.length).toBeGreaterThanOrEqual(3);
    for (const [i, p] of best.proposals.entries()) {
      expect(p.match.factors.map((f) => f.key)).toEqual([...matchFactorKeys]);
      expect(p.match.score).toBe(p.match.factors.reduce((s, f) => s + f.points, 0));
      expect(p.match.line.split(' · ').length).toBeGreaterThanOrEqual(1);
      expect(p.match.line.split(' · ').length).toBeLessThanOrEqual(3);
      const next = best.proposals[i + 1];
      if (!next) continue;
      expect(p.match.score).toBeGreaterThanOrEqual(next.match.score);
      if (p.match.score === next.match.score) expect(p.submittalDate <= next.submittalDate).toBe(true);
    }
    expect(new Set(best.proposals.map((p) => p.match.score)).size, 'the demo job has proposals of different quality').toBeGreaterThan(1);
    expect((await tab('')).proposals.map((p) => p.proposalId)).toEqual(best.proposals.map((p) => p.proposalId));
  });

  it('lists the newest first when asked, with the same scores', async () => {
    const best = await tab('');
    const newest = await tab('&sort=newest');
    expect(newest.sort).toBe('newest');
    const dates = newest.proposals.map((p) => p.submittalDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(newest.proposals.map((p) => p.proposalId))).toEqual(new Set(best.proposals.map((p) => p.proposalId)));
    const scoreOf = new Map(best.proposals.map((p) => [p.proposalId, p.match.score]));
    for (const p of newest.proposals) expect(p.match.score).toBe(scoreOf.get(p.proposalId));
  });

  it('refuses an unknown order', async () => {
    const res = await t.request(admin, 'GET', `/api/Project/GetProjectTalents?projectId=${jobId}&sort=cheapest`);
    expect(res.status).toBe(400);
  });
});
