import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { projects } from '../db/schema/index.ts';
import type { OpenJob } from '#domain/open-jobs.ts';

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
beforeAll(async () => {
  t = await createDemoTestApp();
});
afterAll(async () => {
  await t.close();
});

const openJobs = async (q?: string) => {
  const res = await t.app.request(`/api/Project/OpenJobs${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`);
  return { status: res.status, body: (await res.json()) as { total: number; jobs: OpenJob[]; message?: string } };
};

describe('GET /api/Project/OpenJobs', () => {
  it('lists the newest open jobs to anyone, each linking to its public post, and no draft or closed job', async () => {
    const { status, body } = await openJobs();
    expect(status).toBe(200);
    const open = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.status, 'open'));
    expect(body.total).toBe(open.length);
    expect(body.jobs).toHaveLength(Math.min(12, open.length));
    const openIds = new Set(open.map((o) => o.id));
    for (const job of body.jobs) {
      expect(openIds.has(job.projectId)).toBe(true);
      expect(job.href).toMatch(new RegExp(`^/view-job-details/${job.projectId}/[\\w-]{22}$`));
    }
    const published = body.jobs.map((j) => j.publishedAt ?? '');
    expect(published).toEqual([...published].sort().reverse());
    const post = await t.app.request(`/api/Project/ViewJobDetails?projectId=${body.jobs[0]?.projectId}&hash=${body.jobs[0]?.href.split('/').at(-1)}`);
    expect(post.status).toBe(200);
  });

  it('finds jobs by the job center full-text search, and says when nothing matches', async () => {
    const { body } = await openJobs('Power BI');
    expect(body.jobs.map((j) => j.title)).toContain('Power BI Dashboards for Finance Analysts');
    expect(body.total).toBe(body.jobs.length);
    const none = await openJobs('zzyzxnothingmatches');
    expect(none.body).toEqual({ total: 0, jobs: [] });
  });

  it('refuses a search longer than the job center allows with a clear message', async () => {
    const { status, body } = await openJobs('x'.repeat(500));
    expect(status).toBe(400);
    expect(body.message).toMatch(/limited to \d+ characters/);
  });
});
