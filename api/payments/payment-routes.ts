/**
 * The Payment controller (decision record 320): an administrator of the invoice's company (`invoice-payer`) pays it
 * by card through the gateway's hosted fields, or records an ACH transfer or a check. Every call carries the
 * attempt's idempotency key: the same key is the same attempt, answered again without a second charge.
 */
import { route } from '../contract/route.ts';
import { invoicePayer } from '../access/invoice.ts';
import { cardFormAnswer, payByCardBody, paymentResultAnswer, recordOfflineBody } from '#domain/payments.ts';
import { invoiceIdQuery } from '#domain/invoices.ts';
import { cardForm } from './card-form.ts';
import { payByCard } from './pay-by-card.ts';
import { recordOffline } from './record-offline.ts';

export const paymentRoutes = [
  route({
    method: 'get',
    path: '/api/Payment/CardForm',
    summary: 'What the card page needs for an open invoice: its amount, the gateway’s hosted fields and the company’s saved cards; 409 when it cannot be paid now',
    access: invoicePayer,
    query: invoiceIdQuery,
    response: cardFormAnswer,
    handler: ({ deps, actor }) => cardForm(deps, actor),
  }),
  route({
    method: 'post',
    path: '/api/Payment/PayByCard',
    summary:
      'Pays the invoice with the hosted fields’ one-time token (card; saveCard keeps it) or a saved card (savedCardId): { status paid or pending, message, paymentId }; 402 with the gateway’s message when declined; 409 when paid, void or a payment is in progress',
    access: invoicePayer,
    secondFactor: true,
    body: payByCardBody,
    response: paymentResultAnswer,
    handler: ({ deps, actor, body }) => payByCard(deps, actor, body),
  }),
  route({
    method: 'post',
    path: '/api/Payment/RecordOffline',
    summary: 'Records an ACH transfer or a check received for the invoice, with its reference; the invoice is paid',
    access: invoicePayer,
    body: recordOfflineBody,
    response: paymentResultAnswer,
    handler: ({ deps, actor, body }) => recordOffline(deps, actor, body),
  }),
];
