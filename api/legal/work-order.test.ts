import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { accountNotificationSettings, agencyMembers, instructors, notifications, projects, proposals, users, workDocuments } from '../db/schema/index.ts';
import { messages } from '#domain/messages.ts';
import { workOrderTexts } from '#domain/work-order.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const otherAdmin = 'client2.admin@demo.example';
const powerBi = 'Power BI Dashboards for Finance Analysts';

describe('confirming the order of a hire (work order)', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
    await t.deps.db.update(accountNotificationSettings).set({ documents: true });
  });
  afterAll(() => t.close());

  async function submissionOn(jobTitle: string, agency: boolean) {
    const rows = await t.deps.db
      .select({ id: proposals.id, projectId: proposals.projectId, instrId: proposals.instrId, agencyId: instructors.agencyId, firstName: instructors.firstName })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectId))
      .innerJoin(instructors, eq(instructors.id, proposals.instrId))
      .where(and(eq(projects.title, jobTitle), eq(proposals.status, 'Submission')));
    const row = rows.find((r) => (r.agencyId !== null) === agency && (agency || r.firstName === 'Maya'));
    if (!row) throw new Error(`No ${agency ? 'agency' : 'own'} submission on ${jobTitle}.`);
    return row;
  }
  async function hire(proposalId: number) {
    for (const action of ['interview', 'accept']) {
      expect((await t.request(admin, 'PUT', '/api/Project/UpdateProposalStatus', { proposalId, action })).status).toBe(200);
    }
  }
  const confirm = (as: string | null, body: Record<string, unknown>) => t.request(as, 'POST', '/api/LegalDocuments/ConfirmOrder', body);
  const view = (as: string | null, proposalId: number | string) => t.request(as, 'GET', `/api/LegalDocuments/GetWorkOrder?proposalId=${proposalId}`);
  const userIdOf = async (email: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;
  const latestNotification = async (userId: number) =>
    (await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id)).limit(1))[0];

  it('refuses a proposal that is not hired, then issues one work order for the hire and tells the talent', async () => {
    const maya = await submissionOn(powerBi, false);
    const before = await view(admin, maya.id);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ talentName: 'Maya Chen', projectTitle: powerBi, proposalStatus: 'Submission', canIssue: false, issued: null });
    const early = await confirm(admin, { proposalId: maya.id, amount: '4800' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(workOrderTexts.notHired);

    await hire(maya.id);
    expect((await view(admin, maya.id)).body).toMatchObject({ proposalStatus: 'Hired', canIssue: true, issued: null });
    const listed = await t.request(admin, 'GET', `/api/Project/GetProjectTalents?projectId=${maya.projectId}&status=Hired`);
    const row = (listed.body.proposals as { proposalId: number; workOrderIssued: boolean }[]).find((p) => p.proposalId === maya.id);
    expect(row?.workOrderIssued).toBe(false);

    const done = await confirm(admin, { proposalId: maya.id, amount: '4800.50', note: 'Please bring <b>your</b> slides.' });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(workOrderTexts.issued('Maya Chen'));
    const workDocumentId = Number(done.body.workDocumentId);
    const [doc] = await t.deps.db.select().from(workDocuments).where(eq(workDocuments.id, workDocumentId));
    expect(doc).toMatchObject({ docType: 'Work Order', projectId: maya.projectId, instrId: maya.instrId, proposalId: maya.id, amount: 4800.5 });
    expect(doc?.bodyHtml).toContain('Please bring &lt;b&gt;your&lt;/b&gt; slides.');

    const notice = await latestNotification(await userIdOf('talent.good@demo.example'));
    expect(notice?.subject).toBe(workOrderTexts.talentSubject(powerBi));
    expect(notice?.link).toBe(`/sign-work?id=${workDocumentId}`);
    const own = await t.request('talent.good@demo.example', 'GET', `/api/LegalDocuments/GetWorkDocument?id=${workDocumentId}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ docType: 'Work Order', amount: 4800.5, isSigned: false, canSign: true });

    const again = await confirm(admin, { proposalId: maya.id, amount: '100' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(workOrderTexts.alreadyIssued);
    expect((await view(admin, maya.id)).body).toMatchObject({ canIssue: false, issued: { id: workDocumentId, amount: 4800.5, isSigned: false } });
    const relisted = await t.request(admin, 'GET', `/api/Project/GetProjectTalents?projectId=${maya.projectId}&status=Hired`);
    expect((relisted.body.proposals as { proposalId: number; workOrderIssued: boolean }[]).find((p) => p.proposalId === maya.id)?.workOrderIssued).toBe(true);
  });

  it('for agency talent tells the agency owner, and the member who proposed unless they turned it off; the owner signs', async () => {
    const agencyProposal = await submissionOn(powerBi, true);
    await hire(agencyProposal.id);
    const memberUser = await userIdOf('agency.member@demo.example');
    const [member] = await t.deps.db.select({ instrId: agencyMembers.instrId }).from(agencyMembers).where(eq(agencyMembers.userId, memberUser));
    const off = { instrId: member?.instrId ?? 0, documents: false };
    await t.deps.db.insert(accountNotificationSettings).values(off).onConflictDoUpdate({ target: accountNotificationSettings.instrId, set: off });

    const done = await confirm(admin, { proposalId: agencyProposal.id, amount: 3900 });
    expect(done.status).toBe(200);
    const id = Number(done.body.workDocumentId);
    expect((await latestNotification(await userIdOf('agency.owner@demo.example')))?.link).toBe(`/sign-work?id=${id}`);
    expect((await latestNotification(memberUser))?.link).not.toBe(`/sign-work?id=${id}`);
    const signed = await t.request('agency.owner@demo.example', 'POST', `/api/LegalDocuments/SignWorkDocument?id=${id}`, { fullName: 'Hannah Brooks', consent: true });
    expect(signed.status).toBe(200);
    expect((await view(admin, agencyProposal.id)).body).toMatchObject({ issued: { id, isSigned: true } });
    expect(await latestNotification(await userIdOf(admin))).toMatchObject({
      type: 'C',
      subject: expect.stringContaining('signed Work Order:'),
      link: `/client-job/job-entity/4/${agencyProposal.projectId}?proposal=${agencyProposal.id}`,
    });
  });

  it('checks the amount and the note with the form’s messages', async () => {
    const id = 1; // the body is checked before the proposal is looked up
    const cases: [unknown, string][] = [
      ['0', workOrderTexts.amountAboveZero],
      ['abc', workOrderTexts.amountAboveZero],
      ['12.345', workOrderTexts.amountFormat],
      ['12345678901', workOrderTexts.amountFormat],
    ];
    for (const [amount, message] of cases) {
      const res = await confirm(admin, { proposalId: id, amount });
      expect(res.status).toBe(400);
      expect(res.body.errors).toMatchObject({ amount: [message] });
    }
    const long = await confirm(admin, { proposalId: id, amount: '10', note: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toMatchObject({ note: [workOrderTexts.noteTooLong] });
  });

  it('answers Job Not Found to everyone who may not see the job, and 401 to a visitor', async () => {
    const [onSafety] = await t.deps.db
      .select({ id: proposals.id })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectId))
      .where(eq(projects.title, 'Train-the-Trainer and Course Design for Plant Safety'))
      .limit(1);
    const id = onSafety?.id ?? 0;
    expect((await view(admin, id)).status).toBe(200);
    for (const who of [otherAdmin, standard, 'talent.good@demo.example', 'agency.owner@demo.example']) {
      for (const res of [await view(who, id), await confirm(who, { proposalId: id, amount: '10' })]) {
        expect(res.status, who).toBe(404);
        expect(res.body.message).toBe(messages.job.notFound);
      }
    }
    expect((await view(null, id)).status).toBe(401);
    expect((await confirm(null, { proposalId: id, amount: '10' })).status).toBe(401);
    expect((await view(admin, 999_999)).status).toBe(404);
    expect((await view(admin, 'abc')).status).toBe(400);
  });
});
