/**
 * A payment attempt begins (decision record 320): under the invoice's row lock, the attempt's idempotency key either
 * names an attempt already made (a double click, a retry, a second tab: the same attempt, never a second charge) or
 * a new pending payment is stored, which the one-live-payment-per-invoice index keeps the only one in flight.
 */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { payments } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import type { InvoiceReaderActor } from '../access/invoice.ts';
import { paymentTexts } from '#domain/payments.ts';
import type { paymentMethods } from '#domain/constants.ts';
import { lockInvoice } from './issue-invoice.ts';
import type { PaymentRow } from './settle-paid.ts';
import type { Tx } from '../ledger/ledger.ts';

export interface AttemptInput {
  idempotencyKey: string;
  method: (typeof paymentMethods)[number];
  savedCardId?: number | null | undefined;
  reference?: string | null | undefined;
}

/** The attempt and whether this call made it (false: the key named an earlier one). */
export async function startAttempt(
  deps: Deps,
  tx: Tx,
  { user, invoice }: Pick<InvoiceReaderActor, 'user' | 'invoice'>,
  input: AttemptInput,
): Promise<{ payment: PaymentRow; fresh: boolean }> {
  const locked = await lockInvoice(tx, invoice.id);
  if (!locked) throw new Error(`Invoice ${invoice.id} disappeared.`);
  const [earlier] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, locked.companyId), eq(payments.idempotencyKey, input.idempotencyKey)));
  if (earlier) {
    if (earlier.invoiceId !== locked.id) throw conflict(paymentTexts.keyReused);
    return { payment: earlier, fresh: false };
  }
  if (locked.status === 'paid') throw conflict(paymentTexts.alreadyPaid);
  if (locked.status === 'void') throw conflict(paymentTexts.voided);
  const [live] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, locked.id), eq(payments.status, 'pending')));
  if (live) throw conflict(paymentTexts.inProgress);
  const [payment] = await tx
    .insert(payments)
    .values({
      invoiceId: locked.id,
      companyId: locked.companyId,
      idempotencyKey: input.idempotencyKey,
      method: input.method,
      status: 'pending',
      amountCents: locked.totalCents,
      gateway: input.method === 'card' ? deps.config.payments.gateway : null,
      savedCardId: input.savedCardId ?? null,
      reference: input.reference ?? null,
      createdByUserId: user.userId,
      createdAt: deps.now(),
    })
    .returning();
  if (!payment) throw new Error(`The payment of invoice ${locked.id} was not stored.`);
  return { payment, fresh: true };
}
