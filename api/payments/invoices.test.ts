import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { companies, instructors, invoices, projects, users } from '../db/schema/index.ts';
import { planSteps } from '../testing/query-plan.ts';
import { readPdfText } from '../pdf/read-pdf-text.ts';
import { clientContactOf, type ClientContact } from '../access/client-job.ts';
import { issueInvoice } from './issue-invoice.ts';
import { invoicePageQuery } from './invoice-queries.ts';
import { invoicePdfLink } from './invoice-link.ts';
import { INVOICE_PAGE_SIZE, invoiceTexts, type InvoiceListPage, type InvoiceSummary } from '#domain/invoices.ts';
import { paymentTexts } from '#domain/payments.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const EXTRA = 45;

describe('reading invoices: the list, the summary, one invoice and its PDF', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  const list = async (as: string, query = '') => (await t.request(as, 'GET', `/api/Invoice/List${query}`)).body as unknown as InvoiceListPage;
  const numbersOf = (page: InvoiceListPage) => page.items.map((i) => i.number);
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  it('shows the administrator every invoice of the company, newest first, and a Standard User those of their jobs only', async () => {
    const all = await list(admin);
    expect(all.items.map((i) => [i.number, i.jobTitle, i.status, i.overdue])).toEqual([
      [3, 'New Hire Onboarding Facilitation', 'open', false],
      [2, 'First-Time Manager Essentials', 'open', true],
      [1, 'Cybersecurity Awareness Rollout', 'paid', false],
    ]);
    const theirs = await list(standard);
    expect(theirs.items.map((i) => i.jobTitle)).toEqual(['First-Time Manager Essentials']);
    const cyber = all.items.find((i) => i.number === 1);
    expect(await t.request(standard, 'GET', `/api/Invoice/Get?invoiceId=${cyber?.invoiceId}`)).toMatchObject({ status: 404, body: { message: invoiceTexts.notFound } });
    expect(await t.request('client2.admin@demo.example', 'GET', `/api/Invoice/Get?invoiceId=${cyber?.invoiceId}`)).toMatchObject({ status: 404 });
    expect((await list('client2.admin@demo.example')).items.map((i) => i.jobTitle)).toEqual(['Workday HCM Manager Self-Service']);
    expect((await t.request('talent.best@demo.example', 'GET', '/api/Invoice/List')).status).toBe(403);
    expect((await t.request(null, 'GET', '/api/Invoice/List')).status).toBe(401);
  });

  it('filters by status (overdue is open and past due) and by job, and sums what is open and overdue', async () => {
    expect(numbersOf(await list(admin, '?status=overdue'))).toEqual([2]);
    expect(numbersOf(await list(admin, '?status=open'))).toEqual([3, 2]);
    expect(numbersOf(await list(admin, '?status=paid'))).toEqual([1]);
    const [cyber] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, 'Cybersecurity Awareness Rollout'));
    expect(numbersOf(await list(admin, `?projectId=${cyber?.id}`))).toEqual([1]);
    expect((await t.request(admin, 'GET', '/api/Invoice/List?status=late')).status).toBe(400);
    const summary = (await t.request(admin, 'GET', '/api/Invoice/Summary')).body as unknown as InvoiceSummary;
    expect(summary).toMatchObject({ openCents: 882_000, openCount: 2, overdueCents: 480_000, overdueCount: 1, isAdministrator: true });
    expect(summary.spend).toHaveLength(12);
    expect(summary.spend.reduce((sum, m) => sum + m.paidCents + m.openCents, 0)).toBe(882_000 + 1_165_000);
    expect(summary.jobs.map((j) => j.title)).toEqual(['Cybersecurity Awareness Rollout', 'First-Time Manager Essentials', 'New Hire Onboarding Facilitation']);
    expect((await t.request(standard, 'GET', '/api/Invoice/Summary')).body).toMatchObject({ openCents: 480_000, overdueCount: 1, isAdministrator: false });
  });

  it('pages through many invoices by number, forwards and back, in index order without sorting them', async () => {
    const [cobalt] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Cobalt Freight & Logistics'));
    const [job] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.companyId, cobalt?.id ?? 0)).limit(1);
    const [talent] = await t.deps.db.select({ id: instructors.id }).from(instructors).limit(1);
    await t.deps.db.transaction(async (tx) => {
      for (let i = 0; i < EXTRA; i++) {
        const lines = [{ description: `Session ${i}`, workDocumentId: null, amountCents: 10_000 + i }];
        await issueInvoice(tx, { companyId: cobalt?.id ?? 0, projectId: job?.id ?? 0, instrId: talent?.id ?? 0, proposalId: null, sourceKey: `paging-${i}`, lines, serviceChargeBps: 1000 }, new Date());
      }
    });
    const first = await list('client3.admin@demo.example');
    expect(first).toMatchObject({ total: EXTRA, newer: null, older: EXTRA - INVOICE_PAGE_SIZE + 1 });
    expect(numbersOf(first)).toEqual(Array.from({ length: INVOICE_PAGE_SIZE }, (_, i) => EXTRA - i));
    const second = await list('client3.admin@demo.example', `?before=${first.older}`);
    expect(numbersOf(second)[0]).toBe(EXTRA - INVOICE_PAGE_SIZE);
    const third = await list('client3.admin@demo.example', `?before=${second.older}`);
    expect(numbersOf(third)).toEqual([5, 4, 3, 2, 1]);
    expect(third.older).toBeNull();
    const back = await list('client3.admin@demo.example', `?after=${third.newer}`);
    expect(numbersOf(back)).toEqual(numbersOf(second));

    const [user] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'client3.admin@demo.example'));
    const contact = (await clientContactOf(t.deps.db, { userId: user?.id ?? 0 })) as ClientContact;
    for (const query of [{}, { status: 'open' as const }, { before: 30 }, { after: 10 }]) {
      const nodes = await planSteps(t.deps.db, (tx) => invoicePageQuery(tx, contact, query, new Date()), ['seqscan', 'sort']);
      expect(nodes.map((n) => n['Node Type']), JSON.stringify(query)).not.toContain('Sort');
      expect(nodes.find((n) => n['Relation Name'] === 'invoices')?.['Index Name']).toMatch(/^invoices_company_(number_key|status_number_idx)$/);
    }
  });

  it('prints a PDF a finance department can file, for readers and behind the signed link of the e-mail', async () => {
    const [row] = await t.deps.db.select().from(invoices).where(eq(invoices.number, 2)).innerJoin(projects, eq(projects.id, invoices.projectId)).limit(1);
    const invoiceId = row?.invoices.id ?? 0;
    const res = await t.app.request(`/api/Invoice/Pdf?invoiceId=${invoiceId}`, { headers: { authorization: `Bearer ${await t.tokenOf(standard)}` } });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await readPdfText(new Uint8Array(await res.arrayBuffer()));
    for (const part of ['Invoice INV-00002', 'Bill to: Northwind Learning Group', 'Work Order: First-Time Manager Essentials', '$4,800.00', 'Total due (USD)', 'Due date:', 'OVERDUE']) {
      expect(text).toContain(part);
    }
    const link = new URL(invoicePdfLink(t.deps, invoiceId, t.deps.now()));
    const shared = await t.app.request(`${link.pathname}${link.search}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('content-type')).toBe('application/pdf');
    const tampered = new URLSearchParams(link.search);
    tampered.set('invoiceId', String(invoiceId + 1));
    expect(await t.request(null, 'GET', `${link.pathname}?${tampered}`)).toMatchObject({ status: 403, body: { message: invoiceTexts.linkInvalid } });
    const expired = new URL(invoicePdfLink(t.deps, invoiceId, new Date(Date.now() - 200 * 86_400_000)));
    expect((await t.request(null, 'GET', `${expired.pathname}${expired.search}`)).status).toBe(403);
  });

  it('records an offline payment once, with its reference, for administrators only', async () => {
    const [row] = await t.deps.db.select().from(invoices).where(eq(invoices.number, 3)).innerJoin(projects, eq(projects.id, invoices.projectId));
    const invoiceId = row?.invoices.id ?? 0;
    const body = { invoiceId, idempotencyKey: 'offline-check-000001', method: 'check', reference: 'CHK 10442' };
    expect(await t.request(standard, 'POST', '/api/Payment/RecordOffline', body)).toMatchObject({ status: 404 });
    expect((await t.request(admin, 'POST', '/api/Payment/RecordOffline', { ...body, reference: ' ' })).body).toMatchObject({ errors: { reference: [paymentTexts.referenceRequired] } });
    const answers = await Promise.all([1, 2, 3].map(() => t.request(admin, 'POST', '/api/Payment/RecordOffline', body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const view = (await t.request(admin, 'GET', `/api/Invoice/Get?invoiceId=${invoiceId}`)).body;
    expect(view).toMatchObject({ status: 'paid', payments: [{ method: 'check', reference: 'CHK 10442', status: 'succeeded' }] });
    expect((view.payments as unknown[]).length).toBe(1);
  });
});
