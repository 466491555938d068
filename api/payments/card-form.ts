/**
 * What /paytrace needs to take a card for an invoice (decision record 320): the invoice's amount, the gateway's hosted
 * fields (the test gateway's page, or Protect.js with a client key from PayTrace) and the company's saved cards of that
 * gateway that have not expired. An invoice that cannot be paid now answers why (409).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { payments, savedCards } from '../db/schema/index.ts';
import { badGateway, conflict } from '../http/errors.ts';
import type { InvoiceReaderActor } from '../access/invoice.ts';
import { cardExpired } from '#domain/billing.ts';
import { paymentTexts, type CardForm } from '#domain/payments.ts';
import { gatewayOf } from './gateway/choose-gateway.ts';

export async function cardForm(deps: Deps, { invoice, project }: InvoiceReaderActor): Promise<CardForm> {
  if (invoice.status === 'paid') throw conflict(paymentTexts.alreadyPaid);
  if (invoice.status === 'void') throw conflict(paymentTexts.voided);
  const [pending] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, 'pending')));
  if (pending) throw conflict(paymentTexts.inProgress);
  const gateway = gatewayOf(deps);
  let fields;
  try {
    fields = await gateway.hostedFields();
  } catch (error) {
    deps.log.error('payments.hosted-fields-failed', { invoiceId: invoice.id, error: error instanceof Error ? error.message : String(error) });
    throw badGateway(paymentTexts.gatewayUnavailable);
  }
  const now = deps.now();
  const cards = await deps.db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.companyId, invoice.companyId), eq(savedCards.gateway, gateway.name), isNull(savedCards.removedAt)))
    .orderBy(asc(savedCards.createdAt), asc(savedCards.id));
  return {
    invoiceId: invoice.id,
    number: invoice.number,
    jobTitle: project.title,
    totalCents: invoice.totalCents,
    dueAt: invoice.dueAt.toISOString(),
    fields,
    savedCards: cards
      .filter((card) => !cardExpired(card, now))
      .map((card) => ({ savedCardId: card.id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear })),
  };
}
