/**
 * Time and days delivered on the demo's daily hire (Cobalt's negotiation workshop): the talent reports and corrects,
 * the client approves or disputes, the other side is told, strangers see nothing, the job cannot be completed while
 * a report awaits approval, and the invoice bills the approved days at the work order's rate, at most its amount.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { contacts, instructors, invoiceLines, invoices, notifications, projectContacts, projects, proposals, users, workDocuments, workReports } from '../db/schema/index.ts';
import { messages } from '#domain/messages.ts';
import { workReportTexts, type WorkReports } from '#domain/work-reports.ts';

const admin = 'client3.admin@demo.example';
const standard = 'client3.standard@demo.example';
const otherCompany = 'client.admin@demo.example';
const otherTalent = 'talent.good@demo.example';

describe('time and days delivered', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let hire: { proposalId: number; projectId: number; rate: number; talentEmail: string; talentUserId: number; workOrderId: number };
  const today = () => new Date().toISOString().slice(0, 10);
  const list = async (as: string) => t.request(as, 'GET', `/api/WorkReport/List?proposalId=${hire.proposalId}`);
  const reportsOf = async () => (await list(admin)).body as unknown as WorkReports;
  const byStatus = async (status: string) => (await reportsOf()).reports.filter((r) => r.status === status);

  beforeAll(async () => {
    t = await createDemoTestApp();
    const db = t.deps.db;
    const [row] = await db
      .select({ proposalId: proposals.id, projectId: projects.id, rate: proposals.rate, email: users.email, userId: users.id })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectId))
      .innerJoin(instructors, eq(instructors.id, proposals.instrId))
      .innerJoin(users, eq(users.id, instructors.userId))
      .where(and(eq(projects.title, 'Negotiation Skills for Carrier Managers'), eq(proposals.status, 'Hired')));
    const [order] = await db.select({ id: workDocuments.id }).from(workDocuments).where(eq(workDocuments.projectId, row?.projectId ?? 0));
    if (!row || !order) throw new Error('The demo lacks its daily hire.');
    hire = { proposalId: row.proposalId, projectId: row.projectId, rate: row.rate, talentEmail: row.email, talentUserId: row.userId, workOrderId: order.id };
    // The Standard User of Cobalt is not on this job.
    const [contact] = await db.select({ id: contacts.id }).from(contacts).innerJoin(users, eq(users.id, contacts.userId)).where(eq(users.email, standard));
    await db.delete(projectContacts).where(and(eq(projectContacts.projectId, hire.projectId), eq(projectContacts.contactId, contact?.id ?? 0)));
  });
  afterAll(() => t.close());

  it('shows both sides the days of the demo hire: its rate, its cap, two approved and one disputed', async () => {
    const talentView = (await list(hire.talentEmail)).body as unknown as WorkReports;
    expect(talentView).toMatchObject({ side: 'talent', canReport: true, canDecide: false, jobCompleted: false });
    expect(talentView.order).toMatchObject({ unit: 'day', rateCents: hire.rate * 100, capCents: hire.rate * 1000 });
    expect(talentView.reports.map((r) => r.status)).toEqual(['disputed', 'approved', 'approved']);
    expect(talentView.totals).toEqual({ approvedHundredths: 200, approvedCents: hire.rate * 200, pendingCents: 0, billableCents: hire.rate * 200 });
    expect((await list(admin)).body).toMatchObject({ side: 'client', canReport: false, canDecide: true });
  });

  it('refuses anyone who is not on the hire with the not-found of a job, and each side what is the other’s to do', async () => {
    for (const as of [otherTalent, otherCompany, standard, 'agency.owner@demo.example']) {
      const res = await list(as);
      expect(res.status, as).toBe(404);
      expect(res.body).toEqual({ message: messages.job.notFound });
    }
    const report = { proposalId: hire.proposalId, workDate: today(), units: '1' };
    expect((await t.request(otherTalent, 'POST', '/api/WorkReport/Add', report)).status).toBe(404);
    // A client contact does not report, and the talent does not approve.
    expect((await t.request(admin, 'POST', '/api/WorkReport/Add', report)).status).toBe(404);
    const [disputed] = await byStatus('disputed');
    const decision = { proposalId: hire.proposalId, reportId: disputed?.reportId };
    expect((await t.request(hire.talentEmail, 'POST', '/api/WorkReport/Approve', decision)).status).toBe(404);
    expect((await t.request(standard, 'POST', '/api/WorkReport/Approve', decision)).status).toBe(404);
    expect((await t.request(otherCompany, 'POST', '/api/WorkReport/Dispute', { ...decision, reason: 'No.' })).status).toBe(404);
    // A report id of another hire is not found on this one.
    const other = await t.request(admin, 'POST', '/api/WorkReport/Approve', { proposalId: hire.proposalId, reportId: 987_654 });
    expect(other).toMatchObject({ status: 404, body: { message: workReportTexts.notFound } });
  });

  it('takes a report of the days of one date, tells the client, and refuses a second one for the date, a future date and odd units', async () => {
    const added = await t.request(hire.talentEmail, 'POST', '/api/WorkReport/Add', { proposalId: hire.proposalId, workDate: today(), units: '1', note: 'Closing session.' });
    expect(added).toMatchObject({ status: 200, body: { message: workReportTexts.reported } });
    const told = await t.deps.db
      .select({ email: users.email, subject: notifications.subject })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(notifications.link, `/time-delivered?proposalId=${hire.proposalId}`));
    expect(told.map((n) => n.email)).toContain(admin);
    expect(told.map((n) => n.email)).not.toContain(standard);

    const again = await t.request(hire.talentEmail, 'POST', '/api/WorkReport/Add', { proposalId: hire.proposalId, workDate: today(), units: '0.5' });
    expect(again).toMatchObject({ status: 409, body: { message: workReportTexts.dateTaken } });
    const future = await t.request(hire.talentEmail, 'POST', '/api/WorkReport/Add', { proposalId: hire.proposalId, workDate: '2999-01-01', units: '1' });
    expect(future).toMatchObject({ status: 400, body: { errors: { workDate: [workReportTexts.dateInFuture] } } });
    const odd = await t.request(hire.talentEmail, 'POST', '/api/WorkReport/Add', { proposalId: hire.proposalId, workDate: '2026-01-05', units: '0.75' });
    expect(odd).toMatchObject({ status: 400, body: { errors: { units: [workReportTexts.daysRule] } } });
    const bad = await t.request(hire.talentEmail, 'POST', '/api/WorkReport/Add', { proposalId: hire.proposalId, workDate: '2026-02-30', units: 'two' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ workDate: [workReportTexts.dateInvalid], units: [workReportTexts.unitsInvalid] });
    const typed = await t.request(hire.talentEmail, 'POST', '/api/WorkReport/Add', { proposalId: hire.proposalId, workDate: 'last Monday', units: '1' });
    expect(typed.status).toBe(400);
    expect(typed.body.errors, 'a date two rules refuse is told once').toEqual({ workDate: [workReportTexts.dateInvalid] });
  });

  it('does not complete the job while a report awaits approval', async () => {
    const res = await t.request(admin, 'PUT', '/api/Project/CompleteJob', { projectId: hire.projectId });
    expect(res).toMatchObject({ status: 409, body: { message: workReportTexts.awaitingApproval(1) } });
    expect((await t.deps.db.select({ status: projects.status }).from(projects).where(eq(projects.id, hire.projectId)))[0]?.status).toBe('open');
  });

  it('lets the talent correct a disputed report, which awaits approval again, and never an approved one', async () => {
    const [disputed] = await byStatus('disputed');
    const corrected = await t.request(hire.talentEmail, 'PUT', '/api/WorkReport/Correct', {
      proposalId: hire.proposalId,
      reportId: disputed?.reportId,
      workDate: disputed?.workDate,
      units: '0.5',
      note: 'Half a day of coaching.',
    });
    expect(corrected).toMatchObject({ status: 200, body: { message: workReportTexts.corrected } });
    const [row] = await t.deps.db.select().from(workReports).where(eq(workReports.id, disputed?.reportId ?? 0));
    expect(row).toMatchObject({ status: 'pending', unitsHundredths: 50, amountCents: hire.rate * 50, disputeReason: null });

    const [approved] = await byStatus('approved');
    const refused = await t.request(hire.talentEmail, 'PUT', '/api/WorkReport/Correct', {
      proposalId: hire.proposalId,
      reportId: approved?.reportId,
      workDate: approved?.workDate,
      units: '1',
    });
    expect(refused).toMatchObject({ status: 409, body: { message: workReportTexts.alreadyApproved } });
  });

  it('lets a client contact on the job dispute with a reason and approve; the talent is told each time', async () => {
    const [first, second] = await byStatus('pending');
    const noReason = await t.request(admin, 'POST', '/api/WorkReport/Dispute', { proposalId: hire.proposalId, reportId: first?.reportId, reason: ' ' });
    expect(noReason).toMatchObject({ status: 400, body: { message: workReportTexts.reasonRequired } });
    const disputed = await t.request(admin, 'POST', '/api/WorkReport/Dispute', { proposalId: hire.proposalId, reportId: first?.reportId, reason: 'Wrong date.' });
    expect(disputed).toMatchObject({ status: 200, body: { message: workReportTexts.disputed } });
    const [talentNotice] = await t.deps.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, hire.talentUserId), like(notifications.subject, 'Time disputed on %')));
    expect(talentNotice?.body).toContain('Wrong date.');
    // Once decided, a report is not decided again until it is corrected.
    const twice = await t.request(admin, 'POST', '/api/WorkReport/Approve', { proposalId: hire.proposalId, reportId: first?.reportId });
    expect(twice).toMatchObject({ status: 409, body: { message: workReportTexts.notPending } });
    const fixed = await t.request(hire.talentEmail, 'PUT', '/api/WorkReport/Correct', { proposalId: hire.proposalId, reportId: first?.reportId, workDate: first?.workDate, units: '1' });
    expect(fixed.status).toBe(200);

    // The Standard User, once added to the job, may decide too.
    const [contact] = await t.deps.db.select({ id: contacts.id }).from(contacts).innerJoin(users, eq(users.id, contacts.userId)).where(eq(users.email, standard));
    await t.deps.db.insert(projectContacts).values({ projectId: hire.projectId, contactId: contact?.id ?? 0 });
    for (const report of [first, second]) {
      const ok = await t.request(standard, 'POST', '/api/WorkReport/Approve', { proposalId: hire.proposalId, reportId: report?.reportId });
      expect(ok).toMatchObject({ status: 200, body: { message: workReportTexts.approved } });
    }
    const approvedNotices = await t.deps.db.$count(notifications, and(eq(notifications.userId, hire.talentUserId), like(notifications.subject, 'Time approved on %')));
    expect(approvedNotices).toBe(2);
    expect((await reportsOf()).totals).toMatchObject({ approvedHundredths: 350, approvedCents: hire.rate * 350, pendingCents: 0 });
  });

  it('bills the approved days at the work order’s rate, at most its amount, when the job is completed; then nothing changes', async () => {
    // The order's amount is lowered to three days: the invoice bills three days, not three and a half.
    await t.deps.db.update(workDocuments).set({ amount: hire.rate * 3 }).where(eq(workDocuments.id, hire.workOrderId));
    expect((await reportsOf()).totals.billableCents).toBe(hire.rate * 300);
    const done = await t.request(admin, 'PUT', '/api/Project/CompleteJob', { projectId: hire.projectId });
    expect(done.status).toBe(200);
    const [invoice] = await t.deps.db.select().from(invoices).where(eq(invoices.projectId, hire.projectId));
    expect(invoice?.totalCents).toBe(hire.rate * 300);
    const lines = await t.deps.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice?.id ?? 0)).orderBy(asc(invoiceLines.position));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.description).toMatch(/^Work Order: Negotiation Skills for Carrier Managers \(.+\): 3\.5 days at \$[\d,]+\.00\/day, capped at the order’s \$[\d,]+\.00$/);

    const view = await reportsOf();
    expect(view).toMatchObject({ jobCompleted: true, canDecide: false });
    const late = await t.request(hire.talentEmail, 'POST', '/api/WorkReport/Add', { proposalId: hire.proposalId, workDate: '2026-01-05', units: '1' });
    expect(late).toMatchObject({ status: 409, body: { message: workReportTexts.jobCompleted } });
  });

  it('leaves a work order billed by its amount (one issued before units were reported) without time to report', async () => {
    const [powerbi] = await t.deps.db
      .select({ id: proposals.id })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectId))
      .where(and(eq(projects.title, 'Power BI Dashboards for Finance Analysts'), eq(proposals.status, 'Hired')));
    const res = await t.request(otherCompany, 'GET', `/api/WorkReport/List?proposalId=${powerbi?.id}`);
    expect(res.body).toMatchObject({ order: null, unavailable: workReportTexts.notHourly, canDecide: false, reports: [] });
    const add = await t.request('talent.best@demo.example', 'POST', '/api/WorkReport/Add', { proposalId: powerbi?.id, workDate: '2026-01-05', units: '1' });
    expect(add).toMatchObject({ status: 409, body: { message: workReportTexts.notHourly } });
  });
});
