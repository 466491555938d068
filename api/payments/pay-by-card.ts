/**
 * Paying an invoice by card (decision record 320). The attempt is stored first (payment-attempt.ts); the gateway is
 * asked outside any transaction, by the hosted fields' one-time token or a saved card (and, when asked, the new card
 * is kept in the gateway's vault first); its answer settles the attempt: paid, declined with its message (the
 * invoice stays open), or pending when the gateway did not answer, to be settled by asking it, never by charging again.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { savedCards } from '../db/schema/index.ts';
import { badGateway, badRequest, paymentDeclined } from '../http/errors.ts';
import type { InvoiceReaderActor } from '../access/invoice.ts';
import { paymentTexts, type CardToken, type PayByCardInput, type PaymentResult } from '#domain/payments.ts';
import { gatewayOf } from './gateway/choose-gateway.ts';
import { GatewayRefused, GatewayUnavailable, paymentReference, type SaleResult, type VaultCard } from './gateway/gateway.ts';
import { startAttempt } from './payment-attempt.ts';
import { settleFailed, settlePaid, type PaymentRow } from './settle-paid.ts';
import { settleByLookup } from './settle-pending.ts';

const pending = (payment: PaymentRow): PaymentResult => ({ status: 'pending', message: paymentTexts.pending, paymentId: payment.id });
const paid = (payment: PaymentRow): PaymentResult => ({ status: 'paid', message: paymentTexts.paid, paymentId: payment.id });

/** What an attempt already made answers again: its result, or its decline. */
async function replay(deps: Deps, payment: PaymentRow): Promise<PaymentResult> {
  const status = payment.status === 'pending' ? await settleByLookup(deps, payment) : payment.status;
  if (status === 'pending') return pending(payment);
  if (status === 'failed') throw paymentDeclined(payment.failureMessage ?? paymentTexts.gatewayUnavailable);
  return paid(payment);
}

async function savedCardOf(deps: Deps, companyId: number, savedCardId: number) {
  const [card] = await deps.db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, savedCardId), eq(savedCards.companyId, companyId), isNull(savedCards.removedAt)));
  if (!card) throw badRequest(paymentTexts.savedCardNotFound, { savedCardId: [paymentTexts.savedCardNotFound] });
  return card;
}

/** The card to charge: a saved one (its vault customer), or the hosted fields' token, to keep in the vault or not. */
type CardSource = { customerId: string } | { card: CardToken; save: boolean };

/** The sale; a new card to keep goes into the vault first (and out again when the sale is declined). */
async function charge(deps: Deps, payment: PaymentRow, source: CardSource): Promise<{ sale: SaleResult; vaulted?: VaultCard }> {
  const gateway = gatewayOf(deps);
  const sale = { amountCents: payment.amountCents, reference: paymentReference(payment.id) };
  if ('customerId' in source) return { sale: await gateway.saleByCustomer({ ...sale, customerId: source.customerId }) };
  if (!source.save) return { sale: await gateway.saleByToken({ ...sale, card: source.card }) };
  const vaulted = await gateway.saveCard({ card: source.card, customerId: `c${payment.companyId}-${randomUUID().slice(0, 12)}` });
  if ('status' in vaulted) return { sale: vaulted };
  const result = await gateway.saleByCustomer({ ...sale, customerId: vaulted.customerId });
  if (result.status === 'declined') await gateway.removeCard(vaulted.customerId).catch(() => undefined);
  return result.status === 'approved' ? { sale: result, vaulted } : { sale: result };
}

async function sourceOf(deps: Deps, companyId: number, body: PayByCardInput): Promise<CardSource & { savedCardId?: number }> {
  if (body.savedCardId !== undefined) {
    const saved = await savedCardOf(deps, companyId, body.savedCardId);
    return { customerId: saved.customerId, savedCardId: saved.id };
  }
  if (!body.card) throw badRequest(paymentTexts.cardRequired, { card: [paymentTexts.cardRequired] });
  return { card: body.card, save: body.saveCard };
}

export async function payByCard(deps: Deps, actor: InvoiceReaderActor, body: PayByCardInput): Promise<PaymentResult> {
  const source = await sourceOf(deps, actor.invoice.companyId, body);
  const { payment, fresh } = await deps.db.transaction((tx) =>
    startAttempt(deps, tx, actor, { idempotencyKey: body.idempotencyKey, method: 'card', savedCardId: 'savedCardId' in source ? source.savedCardId : null }),
  );
  if (!fresh) return replay(deps, payment);
  let outcome: { sale: SaleResult; vaulted?: VaultCard };
  try {
    outcome = await charge(deps, payment, source);
  } catch (error) {
    if (error instanceof GatewayRefused) {
      deps.log.error('payments.gateway-refused', { paymentId: payment.id, invoiceId: payment.invoiceId, error: error.message });
      await settleFailed(deps, payment.id, paymentTexts.gatewayUnavailable);
      throw badGateway(paymentTexts.gatewayUnavailable);
    }
    // Unreachable, timed out, or failed midway: whether the card was charged is unknown until the gateway is asked.
    deps.log.warn('payments.gateway-unanswered', { paymentId: payment.id, invoiceId: payment.invoiceId, error: error instanceof Error ? error.message : String(error) });
    if (error instanceof GatewayUnavailable) return pending(payment);
    throw error;
  }
  const { sale, vaulted } = outcome;
  if (sale.status === 'declined') {
    await settleFailed(deps, payment.id, sale.message);
    throw paymentDeclined(sale.message);
  }
  await deps.db.transaction((tx) => settlePaid(deps, tx, payment, { transactionId: sale.transactionId, brand: sale.brand, last4: sale.last4, vaulted }));
  return paid(payment);
}
