/**
 * The effects of a payment that went through (decision record 320), in one transaction, for a card and an offline
 * payment alike: the attempt succeeded, the invoice is paid, the ledger moves the total from receivable to cash, the
 * talent's payout is scheduled (or held), and both sides are told. A second settlement of the same attempt changes
 * nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { invoices, payments, savedCards } from '../db/schema/index.ts';
import { schedulePayout } from '../ledger/schedule-payout.ts';
import { maskedLast4 } from '#domain/billing.ts';
import { offlineMethodLabels } from '#domain/payments.ts';
import { post, type Tx } from '../ledger/ledger.ts';
import { announceFailed, announcePaid } from './invoice-notices.ts';
import type { VaultCard } from './gateway/gateway.ts';

export type PaymentRow = typeof payments.$inferSelect;

export interface Approval {
  transactionId: string | null;
  brand: string | null;
  last4: string | null;
  /** A card kept in the gateway's vault by this payment, to save for the company. */
  vaulted?: VaultCard | undefined;
}

const howPaid = (payment: PaymentRow) =>
  payment.method === 'card'
    ? `${payment.cardBrand ?? 'Card'} ${maskedLast4(payment.cardLast4 ?? '????')}`
    : `${offlineMethodLabels[payment.method]}, reference ${payment.reference ?? ''}`;

/**
 * The bookkeeping of a payment that went through: the attempt succeeded, the invoice is paid, the ledger, the payout,
 * a card kept in the vault. Answers the paid invoice and payment, or null when the attempt was settled already.
 */
export async function recordPaid(tx: Tx, attempt: PaymentRow, approval: Approval, now: Date, gateway: string) {
  const [payment] = await tx
    .update(payments)
    .set({ status: 'succeeded', settledAt: now, gatewayTransactionId: approval.transactionId, cardBrand: approval.brand, cardLast4: approval.last4 })
    .where(and(eq(payments.id, attempt.id), eq(payments.status, 'pending')))
    .returning();
  if (!payment) return null;
  const [invoice] = await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(invoices.id, payment.invoiceId), eq(invoices.status, 'open')))
    .returning();
  // An attempt is made only on an open invoice, which nothing else closes while the attempt is pending.
  if (!invoice) throw new Error(`Invoice ${payment.invoiceId} was not open when payment ${payment.id} succeeded.`);
  const refs = { companyId: invoice.companyId, instrId: invoice.instrId, invoiceId: invoice.id, paymentId: payment.id };
  await post(tx, 'payment', refs, [
    { account: 'cash', amountCents: payment.amountCents },
    { account: 'receivable', amountCents: -payment.amountCents },
  ]);
  await schedulePayout(tx, invoice, now);
  if (approval.vaulted) {
    const { customerId, brand, last4, expMonth, expYear } = approval.vaulted;
    await tx.insert(savedCards).values({
      companyId: invoice.companyId,
      gateway,
      customerId,
      brand,
      last4,
      expMonth,
      expYear,
      createdByUserId: payment.createdByUserId,
      createdAt: now,
    });
  }
  return { invoice, payment };
}

/** Settles a pending attempt as paid and tells both sides; false when it was settled already. */
export async function settlePaid(deps: Deps, tx: Tx, attempt: PaymentRow, approval: Approval): Promise<boolean> {
  const now = deps.now();
  const paid = await recordPaid(tx, attempt, approval, now, deps.config.payments.gateway);
  if (!paid) return false;
  await announcePaid(deps, tx, paid.invoice, { on: now, how: howPaid(paid.payment) });
  return true;
}

/** Settles a pending attempt as failed with the gateway's message and tells the job's contacts; the invoice stays open. */
export async function settleFailed(deps: Deps, attemptId: number, message: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(payments)
      .set({ status: 'failed', failureMessage: message, settledAt: deps.now() })
      .where(and(eq(payments.id, attemptId), eq(payments.status, 'pending')))
      .returning({ invoiceId: payments.invoiceId });
    if (!failed) return;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, failed.invoiceId));
    if (invoice) await announceFailed(deps, tx, invoice, message);
  });
}
