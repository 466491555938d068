import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import {
  billingProfiles,
  companies,
  instructorRoles,
  instructors,
  invoiceLines,
  invoices,
  ledgerEntries,
  mailOutbox,
  notifications,
  projects,
  users,
} from '../db/schema/index.ts';
import { issueInvoice, type InvoiceDraft } from './issue-invoice.ts';
import { billingRecipients } from '../notification/invoice-recipients.ts';
import { formatInvoiceNumber } from '#domain/format.ts';

const ISSUES = 50;
const admin = 'client.admin@demo.example';

describe('invoices issued when work is delivered', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  const idOf = async (title: string) => {
    const [job] = await t.deps.db.select({ id: projects.id, companyId: projects.companyId }).from(projects).where(eq(projects.title, title));
    if (!job) throw new Error(`No job ${title}.`);
    return job;
  };

  /** A draft for one of Cobalt's jobs, which has no invoices yet. */
  async function cobaltDraft(sourceKey: string): Promise<InvoiceDraft> {
    const job = await idOf('Agile Scrum for the Dispatch Tech Team');
    const [talent] = await t.deps.db.select({ id: instructors.id }).from(instructors).limit(1);
    return {
      companyId: job.companyId,
      projectId: job.id,
      instrId: talent?.id ?? 0,
      proposalId: null,
      sourceKey,
      lines: [{ description: 'Work', workDocumentId: null, amountCents: 12_345 }],
      serviceChargeBps: 1000,
    };
  }

  it(`numbers ${ISSUES} invoices issued at once 1 to ${ISSUES}, with no gap and none twice`, async () => {
    const drafts = await Promise.all(Array.from({ length: ISSUES }, (_, i) => cobaltDraft(`concurrent:${i}`)));
    const issued = await Promise.all(drafts.map((draft) => t.deps.db.transaction((tx) => issueInvoice(tx, draft, new Date()))));
    expect(issued.map((i) => i.invoice.number).sort((a, b) => a - b)).toEqual(Array.from({ length: ISSUES }, (_, i) => i + 1));
    // The same source issued 50 times at once is one invoice, and takes one number.
    const again = await cobaltDraft('concurrent:same');
    const same = await Promise.all(Array.from({ length: ISSUES }, () => t.deps.db.transaction((tx) => issueInvoice(tx, again, new Date()))));
    expect(new Set(same.map((s) => s.invoice.id)).size).toBe(1);
    expect(same.filter((s) => s.created)).toHaveLength(1);
    expect(same[0]?.invoice.number).toBe(ISSUES + 1);
  });

  it('bills each hire with a signed work order when the job is completed: its work order and accepted travel fees, due after the payment terms', async () => {
    const job = await idOf('Power BI Dashboards for Finance Analysts');
    const [sofia] = await t.deps.db
      .select({ id: instructors.id })
      .from(instructors)
      .innerJoin(users, eq(users.id, instructors.userId))
      .where(eq(users.email, 'talent.best@demo.example'));
    // The hired role's own service charge is fixed on the invoice.
    await t.deps.db.update(instructorRoles).set({ serviceChargeBps: 800 }).where(eq(instructorRoles.instrId, sofia?.id ?? 0));
    const before = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(eq(invoices.companyId, job.companyId));
    const done = await t.request(admin, 'PUT', '/api/Project/CompleteJob', { projectId: job.id });
    expect(done.status).toBe(200);

    const [invoice] = await t.deps.db.select().from(invoices).where(eq(invoices.projectId, job.id));
    expect(invoice).toMatchObject({ status: 'open', instrId: sofia?.id, totalCents: 520_000, serviceChargeBps: 800, number: (before[0]?.n ?? 0) + 1 });
    expect(((invoice?.dueAt.getTime() ?? 0) - (invoice?.issuedAt.getTime() ?? 0)) / 86_400_000).toBe(30);
    // The travel fee the talent has not accepted is not billed.
    const lines = await t.deps.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice?.id ?? 0)).orderBy(asc(invoiceLines.position));
    expect(lines.map((l) => [l.description, l.amountCents])).toEqual([['Work Order: Power BI Dashboards for Finance Analysts (Sofia Martinez)', 520_000]]);
    const entries = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, invoice?.id ?? 0));
    expect(Object.fromEntries(entries.map((e) => [e.account, e.amountCents]))).toEqual({ receivable: 520_000, 'talent-payable': -478_400, fees: -41_600 });

    // The administrator and the Standard User on the job are notified; the bill goes to the administrators' addresses.
    const notified = await t.deps.db
      .select({ email: users.email, link: notifications.link })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(notifications.link, `/invoice-summary?invoiceId=${invoice?.id}`));
    expect(notified.map((n) => n.email).sort()).toEqual([admin, 'client.standard@demo.example']);
    const number = formatInvoiceNumber(invoice?.number ?? 0);
    const mails = await t.deps.db.select().from(mailOutbox).where(sql`${mailOutbox.subject} like ${`Invoice ${number} %`}`);
    expect(mails.map((m) => m.toAddress)).toEqual([admin]);
    expect(mails[0]?.text).toContain('/api/Invoice/SharedPdf?invoiceId=');
    expect(mails[0]?.text).toContain('$5,200.00');

    // Completing again (reopened, say) issues nothing more.
    await t.deps.db.update(projects).set({ status: 'open', completedAt: null }).where(eq(projects.id, job.id));
    expect((await t.request(admin, 'PUT', '/api/Project/CompleteJob', { projectId: job.id })).status).toBe(200);
    expect(await t.deps.db.$count(invoices, eq(invoices.projectId, job.id))).toBe(1);
  });

  it('uses the billing profile: its payment terms, PO number and address on the invoice, its e-mail addresses for the bill', async () => {
    const [bluepeak] = await t.deps.db.select().from(companies).where(eq(companies.name, 'Bluepeak Health Systems'));
    const job = await idOf('Workday HCM Manager Self-Service');
    await t.deps.db.insert(billingProfiles).values({
      companyId: bluepeak?.id ?? 0,
      billingEmails: ['ap@bluepeak.example', 'controller@bluepeak.example'],
      addressLine1: '100 Main Street',
      city: 'Denver',
      stateCode: 'CO',
      postalCode: '80202',
      countryCode: 'US',
      poNumber: 'PO-7781',
      paymentTermsDays: 15,
    });
    const [talent] = await t.deps.db.select({ id: instructors.id }).from(instructors).limit(1);
    const { invoice } = await t.deps.db.transaction(async (tx) =>
      issueInvoice(
        tx,
        {
          companyId: bluepeak?.id ?? 0,
          projectId: job.id,
          instrId: talent?.id ?? 0,
          proposalId: null,
          sourceKey: 'bluepeak:terms',
          lines: [{ description: 'Work', workDocumentId: null, amountCents: 1_000 }],
          serviceChargeBps: 1000,
        },
        new Date(),
      ),
    );
    expect((invoice.dueAt.getTime() - invoice.issuedAt.getTime()) / 86_400_000).toBe(15);
    expect(invoice).toMatchObject({ poNumber: 'PO-7781', billTo: { companyName: 'Bluepeak Health Systems', line1: '100 Main Street', city: 'Denver' } });
    expect(await billingRecipients(t.deps.db, bluepeak?.id ?? 0)).toEqual(['ap@bluepeak.example', 'controller@bluepeak.example']);
    // Without billing addresses, the bill goes to the company's active administrators.
    expect(await billingRecipients(t.deps.db, (await idOf('Agile Scrum for the Dispatch Tech Team')).companyId)).toEqual([
      'client3.admin@demo.example',
    ]);
  });
});
