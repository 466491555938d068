/**
 * The demo's money on the talent side: Bluepeak's completed Workday job by Maya Chen was invoiced and paid by ACH,
 * and the paid invoice scheduled her payout, held because she has no payout details or tax form on file yet.
 * (Northwind's cybersecurity rollout by Sofia Martinez is invoiced and paid by card in demo-invoices.ts; her payout
 * is held the same way.)
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, invoiceCounters, invoiceLines, invoices, payments, projects, proposals, workDocuments } from '../db/schema/index.ts';
import { issueLines, post } from '../ledger/ledger.ts';
import { schedulePayout } from '../ledger/schedule-payout.ts';
import type { Job } from './demo-jobs.ts';
import type { Cast, Talent } from './demo-people.ts';
import { addDays } from './random.ts';
import { required } from './reference-data.ts';

const SERVICE_CHARGE_BPS = 1000;

interface PaidJob {
  job: Job;
  talent: Talent;
  /** The invoice's lines when the job had no signed work documents to bill. */
  lines: { description: string; amountCents: number }[];
  paidDaysAgo: number;
}

async function nextInvoiceNumber(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ companyId, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.companyId, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ number: invoiceCounters.lastNumber });
  if (!row) throw new Error('No invoice number.');
  return row.number;
}

/** The job's signed work documents as invoice lines, else the given ones. */
async function linesOf(db: Db, paid: PaidJob) {
  const docs = await db
    .select({ id: workDocuments.id, title: workDocuments.title, amount: workDocuments.amount })
    .from(workDocuments)
    .where(and(eq(workDocuments.projectId, paid.job.id), eq(workDocuments.instrId, paid.talent.instrId)));
  if (docs.length === 0) return paid.lines.map((line) => ({ ...line, workDocumentId: null }));
  return docs.map((doc) => ({ description: doc.title, amountCents: Math.round(Number(doc.amount) * 100), workDocumentId: doc.id }));
}

async function seedPaidInvoice(db: Db, paid: PaidJob, today: Date) {
  const [project] = await db
    .select({ completedAt: projects.completedAt, companyName: companies.name, proposalId: proposals.id })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .innerJoin(proposals, and(eq(proposals.projectId, projects.id), eq(proposals.instrId, paid.talent.instrId)))
    .where(eq(projects.id, paid.job.id));
  if (!project) throw new Error(`The demo job ${paid.job.key} has no proposal of ${paid.talent.firstName}.`);
  const lines = await linesOf(db, paid);
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const issuedAt = project.completedAt ?? addDays(today, -paid.paidDaysAgo - 20);
  const paidAt = addDays(today, -paid.paidDaysAgo);
  const [invoice] = await db
    .insert(invoices)
    .values({
      companyId: paid.job.company.id,
      projectId: paid.job.id,
      instrId: paid.talent.instrId,
      proposalId: project.proposalId,
      sourceKey: `proposal:${project.proposalId}`,
      number: await nextInvoiceNumber(db, paid.job.company.id),
      status: 'paid',
      issuedAt,
      dueAt: addDays(issuedAt, 30),
      paidAt,
      billTo: { name: project.companyName },
      totalCents,
      serviceChargeBps: SERVICE_CHARGE_BPS,
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error('The demo invoice was not stored.');
  await db.insert(invoiceLines).values(lines.map((line, i) => ({ invoiceId: invoice.id, position: i + 1, ...line })));
  const refs = { companyId: paid.job.company.id, instrId: paid.talent.instrId, invoiceId: invoice.id };
  await post(db, 'invoice', refs, issueLines(totalCents, SERVICE_CHARGE_BPS));
  const [payment] = await db
    .insert(payments)
    .values({ invoiceId: invoice.id, companyId: paid.job.company.id, idempotencyKey: `demo-${invoice.id}`, method: 'ach', status: 'succeeded', amountCents: totalCents, reference: `ACH ${invoice.id}`, createdAt: paidAt, settledAt: paidAt })
    .returning({ id: payments.id });
  await post(db, 'payment', { ...refs, paymentId: payment?.id ?? null }, [
    { account: 'cash', amountCents: totalCents },
    { account: 'receivable', amountCents: -totalCents },
  ]);
  await schedulePayout(db, { id: invoice.id, instrId: paid.talent.instrId, totalCents, serviceChargeBps: SERVICE_CHARGE_BPS }, paidAt);
}

export async function seedPayouts(db: Db, cast: Cast, jobs: Job[], today: Date): Promise<void> {
  const job = (key: string) => required(new Map(jobs.map((j) => [j.key, j])), key);
  const talent = (email: string) => required(cast.talent, email);
  await seedPaidInvoice(db, { job: job('workday'), talent: talent('talent.good@demo.example'), lines: [{ description: 'Workday end-user training: 8 days at $1,200', amountCents: 960_000 }], paidDaysAgo: 12 }, today);
}
