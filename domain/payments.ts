/**
 * Paying an invoice (decision record 320): by card through the gateway's hosted fields (/paytrace), or recorded by an
 * administrator as an ACH transfer or a check. Every attempt carries an idempotency key made by the page, so a
 * double click, a retry or a second tab charges once. Bodies, answers, texts and the test gateway's cards.
 */
import { z } from 'zod/mini';
import { ID_MAX } from './fields.ts';

export const paymentTexts = {
  paid: 'Payment received. Thank you!',
  pending: 'We are confirming your payment with the card processor. You will not be charged twice; this invoice shows the result in a moment.',
  offlineRecorded: 'Payment recorded.',
  alreadyPaid: 'This invoice is already paid.',
  voided: 'This invoice was voided and cannot be paid.',
  inProgress: 'A payment of this invoice is already being processed. Wait a moment and reload the invoice.',
  keyReused: 'This payment attempt belongs to another invoice. Reload the page and try again.',
  keyInvalid: 'The payment attempt is missing its key. Reload the page and try again.',
  cardRequired: 'Enter your card details or choose a saved card.',
  cardTokenInvalid: 'Your card details expired or could not be read. Enter them again.',
  savedCardNotFound: 'This saved card was not found. Choose another card or enter your card details.',
  gatewayUnavailable: 'The card processor did not answer. Your card was not charged; please try again in a minute.',
  connectionLost: 'The connection was lost before the answer came. Press Pay again: a payment already made is not made twice.',
  fieldsNotReady: 'The card fields are still loading. Wait a moment and press Pay again.',
  methodInvalid: 'Choose ACH transfer or check.',
  referenceRequired: 'Enter the ACH trace number or the check number.',
  referenceTooLong: 'The reference should not exceed 60 characters.',
  refundNotAllowed: 'Only a succeeded payment can be refunded.',
  payoutAlreadySent: 'The talent was already paid for this invoice; it cannot be refunded here.',
  voidNotAllowed: 'Only an open invoice without a payment in progress can be voided.',
} as const;

/** An attempt's key: made by the page (a UUID), the same for every retry of one attempt. */
export const idempotencyKey = z.string({ error: paymentTexts.keyInvalid }).check(z.regex(/^[A-Za-z\d-]{16,64}$/, paymentTexts.keyInvalid));

const invoiceId = z.coerce.number().check(z.int(), z.positive(), z.maximum(ID_MAX));

/** The one-time token the hosted fields made of the card (PayTrace's hpf_token and enc_key; the test gateway's token). */
export const cardToken = z.object({
  token: z.string({ error: paymentTexts.cardTokenInvalid }).check(z.minLength(1, paymentTexts.cardTokenInvalid), z.maxLength(4000, paymentTexts.cardTokenInvalid)),
  key: z.optional(z.string().check(z.maxLength(4000, paymentTexts.cardTokenInvalid))),
});
export type CardToken = z.infer<typeof cardToken>;

export const payByCardBody = z
  .object({
    invoiceId,
    idempotencyKey,
    /** A new card from the hosted fields, or … */
    card: z.optional(cardToken),
    /** … a card the company saved. */
    savedCardId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(ID_MAX))),
    /** Keep the new card for later payments. */
    saveCard: z._default(z.boolean(), false),
  })
  .check(z.refine((body) => body.card !== undefined || body.savedCardId !== undefined, { message: paymentTexts.cardRequired, path: ['card'] }));
export type PayByCardInput = z.infer<typeof payByCardBody>;

/** The card page's own choices: a saved card (its id) or a new card ('new') from the hosted fields, and whether to keep it. */
export const NEW_CARD = 'new';
export const cardChoiceSchema = z.object({
  card: z._default(z.string(), NEW_CARD),
  saveCard: z._default(z.boolean(), false),
});

export const offlineMethods = ['ach', 'check'] as const;
export const offlineMethodLabels: Record<(typeof offlineMethods)[number], string> = { ach: 'ACH transfer', check: 'Check' };

export const recordOfflineBody = z.object({
  invoiceId,
  idempotencyKey,
  method: z.enum(offlineMethods, { error: paymentTexts.methodInvalid }),
  reference: z
    .string({ error: paymentTexts.referenceRequired })
    .check(z.trim(), z.minLength(1, paymentTexts.referenceRequired), z.maxLength(60, paymentTexts.referenceTooLong)),
});
export type RecordOfflineInput = z.infer<typeof recordOfflineBody>;

export const paymentResultAnswer = z.object({
  status: z.enum(['paid', 'pending']),
  message: z.string(),
  paymentId: z.int(),
});
export type PaymentResult = z.infer<typeof paymentResultAnswer>;

/** How the card form gets its hosted fields: the test gateway's page, or PayTrace's Protect.js with a client key. */
export const hostedFieldsAnswer = z.union([
  z.object({ gateway: z.literal('test'), fieldsUrl: z.string() }),
  /** frameOrigin: where Protect.js frames its fields, which the card page's policy must allow. */
  z.object({ gateway: z.literal('paytrace'), scriptUrl: z.string(), frameOrigin: z.string(), clientKey: z.string() }),
]);
export type HostedFields = z.infer<typeof hostedFieldsAnswer>;

export const cardFormAnswer = z.object({
  invoiceId: z.int(),
  number: z.int(),
  jobTitle: z.string(),
  totalCents: z.int(),
  dueAt: z.string(),
  fields: hostedFieldsAnswer,
  savedCards: z.array(z.object({ savedCardId: z.int(), brand: z.string(), last4: z.string(), expMonth: z.int(), expYear: z.int() })),
});
export type CardForm = z.infer<typeof cardFormAnswer>;

/** Where the test gateway's hosted fields are served, apart from our pages (their own policy, framed by /paytrace). */
export const TEST_GATEWAY_PATH = '/test-gateway';

/**
 * The embedded test gateway's cards: these numbers are approved, the ones below are declined with the message shown.
 * The numbers are the ones card networks and gateways publish for testing; any future expiry and any CVC work.
 */
export const testCardsApproved = [
  { number: '4111 1111 1111 1111', brand: 'Visa' },
  { number: '4242 4242 4242 4242', brand: 'Visa' },
  { number: '5555 5555 5555 4444', brand: 'Mastercard' },
  { number: '2223 0031 2200 3222', brand: 'Mastercard' },
  { number: '3782 822463 10005', brand: 'American Express' },
  { number: '6011 1111 1111 1117', brand: 'Discover' },
] as const;

export const testCardsDeclined = [
  { number: '4012 8888 8888 1881', message: 'Your card was declined.' },
  { number: '4000 0000 0000 0002', message: 'Your card was declined.' },
  { number: '4000 0000 0000 9995', message: 'Your card has insufficient funds.' },
  { number: '4000 0000 0000 0069', message: 'Your card has expired.' },
  { number: '4000 0000 0000 0127', message: "Your card's security code is incorrect." },
] as const;
