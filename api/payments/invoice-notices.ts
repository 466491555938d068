/**
 * What an issued or a paid invoice tells people (decision record 320), in the caller's transaction: the company's
 * contacts who may see the job get an in-app notification linking to the invoice (notification events); the billing
 * contacts get the invoice or the receipt by e-mail (the outbox); on payment, the talent hears that their work was
 * paid and their payout follows. A failed card payment is told to the contacts in the product.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { companies, instructors, projects } from '../db/schema/index.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { linkOrigin, pageLink } from '../mail/links.ts';
import { notifyEvent } from '../notification/events.ts';
import { talentUsers } from '../notification/recipient.ts';
import { formatCents, formatDate, formatInvoiceNumber } from '#domain/format.ts';
import { invoicePagePath } from '#domain/invoices.ts';
import { invoiceIssuedMail, receiptMail, type InvoiceFacts } from './invoice-mail.ts';
import { invoicePdfLink } from './invoice-link.ts';
import { billingRecipients, invoiceContactUsers } from '../notification/invoice-recipients.ts';
import { serviceCharge } from '../ledger/ledger.ts';
import type { InvoiceRow } from './issue-invoice.ts';

async function factsOf(db: Db, invoice: InvoiceRow): Promise<InvoiceFacts & { talentUserId: number | null }> {
  const [row] = await db
    .select({ companyName: companies.name, jobTitle: projects.title, firstName: instructors.firstName, lastName: instructors.lastName, talentUserId: instructors.userId })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .innerJoin(instructors, eq(instructors.id, invoice.instrId))
    .where(eq(projects.id, invoice.projectId));
  if (!row) throw new Error(`The job of invoice ${invoice.id} was not found.`);
  return {
    number: invoice.number,
    companyName: row.companyName,
    jobTitle: row.jobTitle,
    talentName: `${row.firstName} ${row.lastName}`,
    talentUserId: row.talentUserId,
    totalCents: invoice.totalCents,
    dueAt: invoice.dueAt,
    poNumber: invoice.poNumber,
  };
}

function links(deps: Deps, invoice: InvoiceRow) {
  return { pdfLink: invoicePdfLink(deps, invoice.id, deps.now()), pageLink: pageLink(linkOrigin(deps.config), invoicePagePath(invoice.id), {}) };
}

export async function announceIssued(deps: Deps, tx: Db, invoice: InvoiceRow): Promise<void> {
  const facts = await factsOf(tx, invoice);
  const number = formatInvoiceNumber(invoice.number);
  for (const userId of await invoiceContactUsers(tx, invoice)) {
    await notifyEvent(
      deps,
      'invoiceIssued',
      userId,
      { invoiceId: invoice.id, number, jobTitle: facts.jobTitle, total: formatCents(invoice.totalCents), due: formatDate(invoice.dueAt) },
      tx,
    );
  }
  for (const to of await billingRecipients(tx, invoice.companyId)) {
    await enqueueMail(tx, invoiceIssuedMail({ to, productName: deps.config.productName, invoice: facts, ...links(deps, invoice) }));
  }
}

/** A card payment failed: the contacts who may see the job hear of it in the product (the payer saw the message). */
export async function announceFailed(deps: Deps, tx: Db, invoice: InvoiceRow, reason: string): Promise<void> {
  const facts = await factsOf(tx, invoice);
  const number = formatInvoiceNumber(invoice.number);
  for (const userId of await invoiceContactUsers(tx, invoice)) {
    await notifyEvent(deps, 'paymentFailed', userId, { invoiceId: invoice.id, number, jobTitle: facts.jobTitle, total: formatCents(invoice.totalCents), reason }, tx);
  }
}

export async function announcePaid(deps: Deps, tx: Db, invoice: InvoiceRow, paid: { on: Date; how: string }): Promise<void> {
  const facts = await factsOf(tx, invoice);
  const number = formatInvoiceNumber(invoice.number);
  for (const userId of await invoiceContactUsers(tx, invoice)) {
    await notifyEvent(deps, 'invoicePaid', userId, { invoiceId: invoice.id, number, jobTitle: facts.jobTitle, total: formatCents(invoice.totalCents) }, tx);
  }
  for (const to of await billingRecipients(tx, invoice.companyId)) {
    await enqueueMail(tx, receiptMail({ to, productName: deps.config.productName, invoice: facts, ...links(deps, invoice), paid }));
  }
  const net = formatCents(invoice.totalCents - serviceCharge(invoice.totalCents, invoice.serviceChargeBps));
  for (const userId of await talentUsers(tx, invoice.instrId)) {
    await notifyEvent(deps, 'workPaid', userId, { talentName: userId === facts.talentUserId ? null : facts.talentName, jobTitle: facts.jobTitle, net }, tx);
  }
}
