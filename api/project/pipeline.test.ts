import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { instructors, notifications, projects, proposals, proposalStatusHistory, users } from '../db/schema/index.ts';
import { messages } from '#domain/messages.ts';
import { pipelineTexts } from '#domain/pipeline.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const otherAdmin = 'client2.admin@demo.example';
const talent = 'talent.good@demo.example';
const powerBi = 'Power BI Dashboards for Finance Analysts';

describe('pipeline moves of a proposal', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  async function proposalOf(jobTitle: string, status: string, talentFirstName?: string) {
    const rows = await t.deps.db
      .select({ id: proposals.id, projectId: proposals.projectId, firstName: instructors.firstName })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectId))
      .innerJoin(instructors, eq(instructors.id, proposals.instrId))
      .where(and(eq(projects.title, jobTitle), eq(proposals.status, status as 'Submission')));
    const row = rows.find((r) => !talentFirstName || r.firstName === talentFirstName);
    if (!row) throw new Error(`No ${status} proposal on ${jobTitle}.`);
    return row;
  }
  const move = (as: string | null, proposalId: number, action: string) =>
    t.request(as, 'PUT', '/api/Project/UpdateProposalStatus', { proposalId, action });
  const userIdOf = async (email: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const latestNotification = async (userId: number | undefined) =>
    (await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId ?? 0)).orderBy(desc(notifications.id)).limit(1))[0];

  it('interview, cancel the interview, interview again and hire: each move recorded and the talent told', async () => {
    const maya = await proposalOf(powerBi, 'Submission', 'Maya');
    const mayaUser = await userIdOf(talent);
    const adminUser = await userIdOf(admin);

    const interviewed = await move(admin, maya.id, 'interview');
    expect(interviewed.status).toBe(200);
    expect(interviewed.body).toMatchObject({ status: 'Interview', message: 'Maya Chen was moved to Interview.' });
    const told = await latestNotification(mayaUser);
    expect(told).toMatchObject({ type: 'T', subject: `Your proposal for ${powerBi} moved to Interview`, isRead: false });
    expect(told?.link).toBe(`/view-proposal-submitted-job-details/${maya.projectId}`);

    expect((await move(admin, maya.id, 'cancelInterview')).body.status).toBe('Submission');
    expect((await move(admin, maya.id, 'interview')).body.status).toBe('Interview');
    const hired = await move(admin, maya.id, 'accept');
    expect(hired.body.status).toBe('Hired');
    const hiredNotice = await latestNotification(mayaUser);
    expect(hiredNotice?.subject).toBe(`You were hired for ${powerBi}`);
    expect(hiredNotice?.link).toBe(`/jobcenter/inprogress/job-details/${maya.projectId}/1`);

    const history = await t.deps.db
      .select()
      .from(proposalStatusHistory)
      .where(eq(proposalStatusHistory.proposalId, maya.id))
      .orderBy(proposalStatusHistory.id);
    expect(history.slice(-4).map((h) => [h.fromStatus, h.toStatus, h.changedByUserId])).toEqual([
      ['Submission', 'Interview', adminUser],
      ['Interview', 'Submission', adminUser],
      ['Submission', 'Interview', adminUser],
      ['Interview', 'Hired', adminUser],
    ]);
  });

  it('refuses moves the tab does not allow with 409 and a clear message', async () => {
    const hired = await proposalOf(powerBi, 'Hired');
    const rejectHired = await move(admin, hired.id, 'reject');
    expect(rejectHired.status).toBe(409);
    expect(rejectHired.body.message).toBe(pipelineTexts.notAllowed('reject', 'Hired'));
    const client = await proposalOf(powerBi, 'Client');
    expect((await move(admin, client.id, 'reject')).status).toBe(409);
    const submitted = await proposalOf('Leading Through Change: Manager Workshop Series', 'Submission');
    expect((await move(admin, submitted.id, 'accept')).status).toBe(409);
    expect((await move(admin, submitted.id, 'cancelInterview')).status).toBe(409);
    const rejected = await proposalOf('Leading Through Change: Manager Workshop Series', 'Rejected');
    expect((await move(admin, rejected.id, 'reject')).status).toBe(409);
    expect((await move(admin, submitted.id, 'hire')).status).toBe(400);
    expect((await move(admin, 999999, 'interview')).status).toBe(404);
  });

  it('rejects, and brings a rejected proposal back with Remove from Not Selected', async () => {
    const rejected = await proposalOf(powerBi, 'Rejected');
    expect((await move(admin, rejected.id, 'removeFromNotSelected')).body.status).toBe('Submission');
    expect((await move(admin, rejected.id, 'reject')).body.status).toBe('Rejected');
  });

  it('a completed job’s pipeline is final', async () => {
    const rejected = await proposalOf('Cybersecurity Awareness Rollout', 'Rejected');
    const res = await move(admin, rejected.id, 'removeFromNotSelected');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(pipelineTexts.jobFinished);
  });

  it('tells the agency member who sent an agency talent’s proposal', async () => {
    const memberUser = await userIdOf('agency.member@demo.example');
    const [sent] = await t.deps.db.select({ id: proposals.id }).from(proposals).where(eq(proposals.submittedByUserId, memberUser ?? 0));
    expect((await move(standard, sent?.id ?? 0, 'interview')).status).toBe(200);
    const notice = await latestNotification(memberUser);
    expect(notice?.subject).toBe(`Your proposal for ${powerBi} moved to Interview`);
    expect(notice?.body).toMatch(/The proposal of \w+ \w+ for/);
  });

  it('only a client who may see the job moves its proposals', async () => {
    const storyline = await proposalOf('Articulate Storyline Onboarding Course Build', 'Submission');
    const res = await move(standard, storyline.id, 'interview');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(messages.job.notFound);
    const change = await proposalOf('Leading Through Change: Manager Workshop Series', 'Submission');
    for (const as of [otherAdmin, talent, 'agency.owner@demo.example']) {
      const refused = await move(as, change.id, 'interview');
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(messages.job.notFound);
    }
    expect((await move(null, change.id, 'interview')).status).toBe(401);
    const unchanged = await t.deps.db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, change.id));
    expect(unchanged[0]?.status).toBe('Submission');
  });
});
