/**
 * An administrator records a payment received outside the card gateway (decision record 320): an ACH transfer or a
 * check, with its reference. It has the effects of a card payment (paid invoice, ledger, payout, notices); its
 * idempotency key makes a form sent twice record it once.
 */
import type { Deps } from '../deps.ts';
import { conflict } from '../http/errors.ts';
import type { InvoiceReaderActor } from '../access/invoice.ts';
import { paymentTexts, type PaymentResult, type RecordOfflineInput } from '#domain/payments.ts';
import { startAttempt } from './payment-attempt.ts';
import { settlePaid } from './settle-paid.ts';

export async function recordOffline(deps: Deps, actor: InvoiceReaderActor, body: RecordOfflineInput): Promise<PaymentResult> {
  const payment = await deps.db.transaction(async (tx) => {
    const attempt = await startAttempt(deps, tx, actor, { idempotencyKey: body.idempotencyKey, method: body.method, reference: body.reference });
    if (attempt.fresh) await settlePaid(deps, tx, attempt.payment, { transactionId: null, brand: null, last4: null });
    else if (attempt.payment.status !== 'succeeded') throw conflict(paymentTexts.keyReused);
    return attempt.payment;
  });
  return { status: 'paid', message: paymentTexts.offlineRecorded, paymentId: payment.id };
}
