/**
 * The platform's corrections (decision record 320), run by an operator (`npm run payments`): voiding an open invoice
 * issued in error, and refunding a payment, which gives the money back through the gateway (a card) or records that
 * it was given back (ACH, check) and voids the invoice. A refund is refused once the talent's payout went out, so
 * what clients paid always equals what talent received, the fees and what the platform holds.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { invoices, payments, payouts } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { invoiceTexts } from '#domain/invoices.ts';
import { paymentTexts } from '#domain/payments.ts';
import { gatewayOf } from './gateway/choose-gateway.ts';
import { issueLines, post, type Tx } from '../ledger/ledger.ts';
import { lockInvoice, type InvoiceRow } from './issue-invoice.ts';

/** The invoice becomes void and its issue is reversed in the ledger. */
async function voidIssued(tx: Tx, invoice: InvoiceRow, now: Date): Promise<void> {
  await tx.update(invoices).set({ status: 'void', voidedAt: now }).where(eq(invoices.id, invoice.id));
  const reversed = issueLines(invoice.totalCents, invoice.serviceChargeBps).map((line) => ({ ...line, amountCents: -line.amountCents }));
  await post(tx, 'void', { companyId: invoice.companyId, instrId: invoice.instrId, invoiceId: invoice.id }, reversed);
}

export async function voidInvoice(deps: Deps, invoiceId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice) throw notFound(invoiceTexts.notFound);
    const [pending] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, 'pending')));
    if (invoice.status !== 'open' || pending) throw conflict(paymentTexts.voidNotAllowed);
    await voidIssued(tx, invoice, deps.now());
  });
}

export async function refundPayment(deps: Deps, paymentId: number): Promise<void> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.status !== 'succeeded') throw conflict(paymentTexts.refundNotAllowed);
  const [sent] = await deps.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.invoiceId, payment.invoiceId), eq(payouts.status, 'sent')));
  if (sent) throw conflict(paymentTexts.payoutAlreadySent);
  if (payment.method === 'card' && payment.gatewayTransactionId) {
    await gatewayOf(deps).refund({ transactionId: payment.gatewayTransactionId, amountCents: payment.amountCents });
  }
  await deps.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, payment.invoiceId);
    const [refunded] = await tx
      .update(payments)
      .set({ status: 'refunded' })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'succeeded')))
      .returning();
    if (!invoice || !refunded) throw conflict(paymentTexts.refundNotAllowed);
    const refs = { companyId: invoice.companyId, instrId: invoice.instrId, invoiceId: invoice.id, paymentId: payment.id };
    await post(tx, 'refund', refs, [
      { account: 'cash', amountCents: -payment.amountCents },
      { account: 'receivable', amountCents: payment.amountCents },
    ]);
    // The payout that was waiting for this money is called off (one that went out was refused above).
    const dropped = await tx
      .delete(payouts)
      .where(and(eq(payouts.invoiceId, invoice.id), ne(payouts.status, 'sent')))
      .returning({ id: payouts.id });
    if (!dropped.length) throw conflict(paymentTexts.payoutAlreadySent);
    await voidIssued(tx, invoice, deps.now());
  });
}
