import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { projects } from '../db/schema/index.ts';
import { messages } from '#domain/messages.ts';
import { reviewTexts } from '#domain/reviews.ts';
import { clientJobTexts } from '#domain/client-job-texts.ts';
import type { ClientJobDetails, ClientJobsPage } from '#domain/client-jobs.ts';
import type { JobReviews } from '#domain/reviews.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const title = 'Power BI Dashboards for Finance Analysts';

describe('PUT /api/Project/CompleteJob', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let jobId: number;
  beforeAll(async () => {
    t = await createDemoTestApp();
    const [job] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, title));
    if (!job) throw new Error(`No job ${title}.`);
    jobId = job.id;
  });
  afterAll(() => t.close());

  const titlesIn = async (tab: number) =>
    ((await t.request(admin, 'GET', `/api/Project/Get?status=${tab}&pageSize=100`)).body as unknown as ClientJobsPage).items.map((j) => j.title);

  it('completes an open job: it leaves the open list for the completed one, its pipeline stops and its hired talent can be reviewed', async () => {
    const before = (await t.request(admin, 'GET', `/api/Project/ViewJobDetailsForClient?projectId=${jobId}`)).body as unknown as ClientJobDetails;
    expect(before.permissions).toMatchObject({ canComplete: true, canMoveProposals: true });
    expect(before.publicPath).toMatch(new RegExp(`^/client-job/jobpost/${jobId}\\?hash=[\\w-]{22,}$`));
    expect(await t.request(admin, 'GET', `/api/Review/GetJobReviews?projectId=${jobId}`)).toMatchObject({ status: 409, body: { message: reviewTexts.jobNotCompleted } });
    expect(await titlesIn(1)).toContain(title);

    const done = await t.request(admin, 'PUT', '/api/Project/CompleteJob', { projectId: jobId });
    expect(done).toMatchObject({ status: 200, body: { message: clientJobTexts.jobCompleted } });

    expect(await titlesIn(1)).not.toContain(title);
    expect(await titlesIn(4)).toContain(title);
    const after = (await t.request(admin, 'GET', `/api/Project/ViewJobDetailsForClient?projectId=${jobId}`)).body as unknown as ClientJobDetails;
    expect(after).toMatchObject({ statusLabel: 'Completed', permissions: { canComplete: false, canMoveProposals: false } });
    const [row] = await t.deps.db.select({ completedAt: projects.completedAt }).from(projects).where(eq(projects.id, jobId));
    expect(row?.completedAt).toBeInstanceOf(Date);
    const reviews = (await t.request(admin, 'GET', `/api/Review/GetJobReviews?projectId=${jobId}`)).body as unknown as JobReviews;
    expect(reviews.canReview).toBe(true);
    expect(reviews.hired.length).toBeGreaterThan(0);

    expect(await t.request(admin, 'PUT', '/api/Project/CompleteJob', { projectId: jobId })).toMatchObject({ status: 409, body: { message: clientJobTexts.alreadyCompleted } });
  });

  it('refuses a draft, and a contact who may not see the job', async () => {
    const [draft] = await t.deps.db
      .select({ id: projects.id, companyId: projects.companyId })
      .from(projects)
      .where(and(eq(projects.status, 'draft')))
      .limit(1);
    if (!draft) throw new Error('No draft in the demo data.');
    const [ofJob] = await t.deps.db.select({ companyId: projects.companyId }).from(projects).where(eq(projects.id, jobId));
    const draftOwner = draft.companyId === ofJob?.companyId ? admin : 'client2.admin@demo.example';
    expect(await t.request(draftOwner, 'PUT', '/api/Project/CompleteJob', { projectId: draft.id })).toMatchObject({
      status: 409,
      body: { message: clientJobTexts.cannotCompleteDraft },
    });
    const [open] = await t.deps.db.select({ id: projects.id }).from(projects).where(and(eq(projects.status, 'open'), eq(projects.companyId, ofJob?.companyId ?? 0)));
    expect(await t.request('client2.admin@demo.example', 'PUT', '/api/Project/CompleteJob', { projectId: open?.id })).toMatchObject({
      status: 404,
      body: { message: messages.job.notFound },
    });
    expect(await t.request(null, 'PUT', '/api/Project/CompleteJob', { projectId: open?.id })).toMatchObject({ status: 401 });
    expect((await t.request(standard, 'PUT', '/api/Project/CompleteJob', { projectId: 'x' })).status).toBe(400);
  });
});
