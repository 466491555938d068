/**
 * The demo invoices (decision record 320): the completed Northwind jobs are invoiced as they would have been on the
 * day each was completed, so a new user finds an invoice paid by card (the cybersecurity rollout), one overdue (the
 * managers' workshops, which the Standard User is on) and one open (onboarding). Numbers run 1, 2, 3 in that order.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invoices, payments, projects, testGatewayTransactions } from '../db/schema/index.ts';
import { issueInvoice } from '../payments/issue-invoice.ts';
import { jobInvoiceDrafts } from '../payments/job-invoices.ts';
import { recordPaid } from '../payments/settle-paid.ts';
import { paymentReference } from '../payments/gateway/gateway.ts';
import type { Job } from './demo-jobs.ts';
import { required } from './reference-data.ts';
import { addDays } from './random.ts';

/** The platform's default service charge (SERVICE_CHARGE_BPS) when the demo was seeded. */
const DEMO_SERVICE_CHARGE_BPS = 1000;

export async function seedInvoices(db: Db, jobs: Job[]): Promise<void> {
  const byKey = new Map(jobs.map((job) => [job.key, job]));
  for (const key of ['cyber', 'leadership', 'onboarding']) {
    const job = required(byKey, key);
    const [project] = await db.select({ completedAt: projects.completedAt }).from(projects).where(eq(projects.id, job.id));
    const issuedAt = project?.completedAt ?? new Date();
    await db.transaction(async (tx) => {
      for (const draft of await jobInvoiceDrafts(tx, { id: job.id, companyId: job.company.id }, DEMO_SERVICE_CHARGE_BPS)) {
        await issueInvoice(tx, draft, issuedAt);
      }
    });
  }
  await payByCard(db, required(byKey, 'cyber'));
}

/** The administrator paid the job's invoice with a test Visa card two weeks after it was issued. */
async function payByCard(db: Db, job: Job): Promise<void> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.projectId, job.id));
  if (!invoice) throw new Error(`The demo job ${job.key} has no invoice to pay.`);
  const paidAt = addDays(invoice.issuedAt, 14);
  await db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(payments)
      .values({
        invoiceId: invoice.id,
        companyId: invoice.companyId,
        idempotencyKey: `demo-payment-${invoice.id}`,
        method: 'card',
        amountCents: invoice.totalCents,
        gateway: 'test',
        createdByUserId: required(job.company.userIdOf, job.company.adminContactId),
        createdAt: paidAt,
      })
      .returning();
    if (!attempt) throw new Error('The demo payment was not stored.');
    const [sale] = await tx
      .insert(testGatewayTransactions)
      .values({ reference: paymentReference(attempt.id), amountCents: invoice.totalCents, status: 'approved', message: 'Approved.', brand: 'Visa', last4: '4242', createdAt: paidAt })
      .returning({ id: testGatewayTransactions.id });
    await recordPaid(tx, attempt, { transactionId: `tg_${sale?.id ?? 0}`, brand: 'Visa', last4: '4242' }, paidAt, 'test');
  });
}
