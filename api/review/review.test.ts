import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { instructors, projects, proposals, users } from '../db/schema/index.ts';
import { messages } from '#domain/messages.ts';
import { reviewLimits, reviewTexts } from '#domain/reviews.ts';
import { publicReviewsOf } from './queries.ts';

const bluepeakAdmin = 'client2.admin@demo.example';
const workdayTitle = 'Workday HCM Manager Self-Service';

type App = Awaited<ReturnType<typeof createDemoTestApp>>;

async function instrIdOf(t: App, email: string): Promise<number> {
  const [row] = await t.deps.db.select({ id: instructors.id }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(eq(users.email, email));
  if (!row) throw new Error(`No talent ${email}.`);
  return row.id;
}

async function jobIdOf(t: App, title: string): Promise<number> {
  const [row] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, title));
  if (!row) throw new Error(`No job ${title}.`);
  return row.id;
}

describe('Reviews of hired talent on completed jobs', () => {
  let t: App;
  let workday: number;
  let maya: number;
  beforeAll(async () => {
    t = await createDemoTestApp();
    workday = await jobIdOf(t, workdayTitle);
    maya = await instrIdOf(t, 'talent.good@demo.example');
  });
  afterAll(() => t.close());

  it('lets a contact of the completed job review each hired talent once, and the review is public with the reviewer’s initial', async () => {
    const before = await t.request(bluepeakAdmin, 'GET', `/api/Review/GetJobReviews?projectId=${workday}`);
    expect(before.status, before.body.message).toBe(200);
    expect(before.body).toEqual({ projectId: workday, canReview: true, hired: [{ instrId: maya, name: 'Maya Chen', myReview: null }] });

    const review = { projectId: workday, instrId: maya, rating: 4, feedback: '  Clear demos and patient with every question.  ' };
    const saved = await t.request(bluepeakAdmin, 'POST', '/api/Review/Post', review);
    expect(saved).toMatchObject({ status: 200, body: { message: reviewTexts.reviewSaved } });
    const again = await t.request(bluepeakAdmin, 'POST', '/api/Review/Post', { ...review, rating: 5 });
    expect(again).toMatchObject({ status: 409, body: { message: reviewTexts.alreadyReviewed } });

    const after = await t.request(bluepeakAdmin, 'GET', `/api/Review/GetJobReviews?projectId=${workday}`);
    expect(after.body).toMatchObject({ canReview: false, hired: [{ instrId: maya, myReview: { rating: 4, feedback: 'Clear demos and patient with every question.' } }] });

    const publicList = await t.request(null, 'GET', `/api/Review/GetPublic?instrId=${maya}`);
    expect(publicList.status).toBe(200);
    expect(publicList.body).toMatchObject({ instrId: maya, name: 'Maya Chen', count: 1, average: 4 });
    expect(publicList.body.reviews).toEqual([
      expect.objectContaining({ projectName: workdayTitle, fname: 'Isabella', lname: 'M.', feedbackGivenBy: 'Bluepeak Health Systems', rating: 4 }),
    ]);
    expect(await publicReviewsOf(t.deps.db, maya)).toEqual(publicList.body);
    const own = await t.request('talent.good@demo.example', 'GET', '/api/Review/GetMine');
    expect(own).toMatchObject({ status: 200, body: { count: 1, average: 4 } });
  });

  it('refuses bad stars and text with their messages, and talent who were not hired', async () => {
    const base = { projectId: workday, instrId: maya, rating: 3, feedback: 'Fine.' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ rating: 0 }, 'rating', reviewTexts.ratingRequired],
      [{ rating: 6 }, 'rating', reviewTexts.ratingRequired],
      [{ rating: 2.5 }, 'rating', reviewTexts.ratingRequired],
      [{ rating: undefined }, 'rating', reviewTexts.ratingRequired],
      [{ feedback: '   ' }, 'feedback', reviewTexts.feedbackRequired],
      [{ feedback: 'x'.repeat(reviewLimits.feedbackMax + 1) }, 'feedback', reviewTexts.feedbackTooLong],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.request(bluepeakAdmin, 'POST', '/api/Review/Post', { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect((res.body.errors as Record<string, string[]>)[field]).toEqual([message]);
    }
    const other = await instrIdOf(t, 'talent.best@demo.example');
    const notHired = await t.request(bluepeakAdmin, 'POST', '/api/Review/Post', { ...base, instrId: other });
    expect(notHired).toMatchObject({ status: 404, body: { message: reviewTexts.notHired } });
  });

  it('opens only to contacts of the job, and only once the job is completed', async () => {
    const path = `/api/Review/GetJobReviews?projectId=${workday}`;
    expect((await t.request('client.admin@demo.example', 'GET', path)).body.message).toBe(messages.job.notFound);
    expect((await t.request('client2.standard@demo.example', 'GET', path)).body.message).toBe(messages.job.notFound);
    expect((await t.request('talent.good@demo.example', 'GET', path)).status).toBe(404);
    expect((await t.request(null, 'GET', path)).status).toBe(401);

    const [hiredOnOpenJob] = await t.deps.db
      .select({ projectId: proposals.projectId, instrId: proposals.instrId })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectId))
      .where(and(eq(projects.title, 'Microsoft Teams Adoption for Clinical Staff'), eq(proposals.status, 'Hired')));
    if (!hiredOnOpenJob) throw new Error('The demo data lacks a hire on an open job.');
    const early = await t.request(bluepeakAdmin, 'POST', '/api/Review/Post', { ...hiredOnOpenJob, rating: 5, feedback: 'Too early.' });
    expect(early).toMatchObject({ status: 409, body: { message: reviewTexts.jobNotCompleted } });
  });

  it('shows no reviews of a talent whose profile is not public, and none of an unknown talent', async () => {
    const best = await instrIdOf(t, 'talent.best@demo.example');
    expect((await t.request(null, 'GET', `/api/Review/GetPublic?instrId=${best}`)).body.count).toBeGreaterThan(0);
    await t.deps.db.update(instructors).set({ visibility: 'hidden' }).where(eq(instructors.id, best));
    expect(await t.request(null, 'GET', `/api/Review/GetPublic?instrId=${best}`)).toMatchObject({ status: 404, body: { message: reviewTexts.talentNotFound } });
    await t.deps.db.update(instructors).set({ visibility: 'public' }).where(eq(instructors.id, best));
    expect((await t.request(null, 'GET', '/api/Review/GetPublic?instrId=987654')).status).toBe(404);
  });

  it('feeds Match Logic: a new review shows in the rating sentence', async () => {
    const [powerBi] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, 'Power BI Dashboards for Finance Analysts'));
    const res = await t.app.request(`/api/Project/MatchLogic?projectId=${powerBi?.id}&instrId=${maya}`, {
      headers: { authorization: `Bearer ${await t.tokenOf('client.admin@demo.example')}` },
    });
    expect(await res.text()).toContain('Clients rated Maya 4 out of 5 in 1 review.');
  });

  it('lets its writer edit and withdraw the review; the public list and Match Logic follow at once', async () => {
    const [powerBi] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, 'Power BI Dashboards for Finance Analysts'));
    const matchLogic = async () =>
      (
        await t.app.request(`/api/Project/MatchLogic?projectId=${powerBi?.id}&instrId=${maya}`, {
          headers: { authorization: `Bearer ${await t.tokenOf('client.admin@demo.example')}` },
        })
      ).text();
    const changed = { projectId: workday, instrId: maya, rating: 2, feedback: 'Demos were clear, but the second week slipped.' };
    expect(await t.request(bluepeakAdmin, 'PUT', '/api/Review/Put', changed)).toMatchObject({ status: 200, body: { message: reviewTexts.reviewUpdated } });
    const edited = await t.request(null, 'GET', `/api/Review/GetPublic?instrId=${maya}`);
    expect(edited.body).toMatchObject({ count: 1, average: 2, reviews: [{ rating: 2, feedback: changed.feedback, editedDate: expect.any(String) }] });
    expect(await matchLogic()).toContain('Clients rated Maya 2 out of 5 in 1 review.');
    const bad = await t.request(bluepeakAdmin, 'PUT', '/api/Review/Put', { ...changed, feedback: ' ' });
    expect(bad).toMatchObject({ status: 400, body: { errors: { feedback: [reviewTexts.feedbackRequired] } } });
    expect((await t.request('client.admin@demo.example', 'PUT', '/api/Review/Put', changed)).body.message).toBe(messages.job.notFound);

    const path = `/api/Review/Delete?projectId=${workday}&instrId=${maya}`;
    expect((await t.request('client.admin@demo.example', 'DELETE', path)).status).toBe(404);
    expect(await t.request(bluepeakAdmin, 'DELETE', path)).toMatchObject({ status: 200, body: { message: reviewTexts.reviewWithdrawn } });
    expect((await t.request(null, 'GET', `/api/Review/GetPublic?instrId=${maya}`)).body).toMatchObject({ count: 0, average: null, reviews: [] });
    expect(await matchLogic()).not.toContain('Clients rated Maya');
    expect(await t.request(bluepeakAdmin, 'DELETE', path)).toMatchObject({ status: 404, body: { message: reviewTexts.reviewNotFound } });
    expect(await t.request(bluepeakAdmin, 'PUT', '/api/Review/Put', changed)).toMatchObject({ status: 404, body: { message: reviewTexts.reviewNotFound } });
    const jobReviews = await t.request(bluepeakAdmin, 'GET', `/api/Review/GetJobReviews?projectId=${workday}`);
    expect(jobReviews.body).toMatchObject({ canReview: true, hired: [{ instrId: maya, myReview: null }] });
  });
});
