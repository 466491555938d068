/**
 * The embedded test gateway's own books (decision record 320): each sale, refund and void it answered, so a payment
 * left pending can be looked up by its reference and a one-time card token is used once. It keeps no card number:
 * only what a gateway shows (brand, last four). Unused with PAYMENT_GATEWAY=paytrace.
 */
import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns.ts';

export const testGatewayTransactions = pgTable(
  'test_gateway_transactions',
  {
    id: serial('id').primaryKey(),
    /** The one-time token or the vault customer the sale was made with; a token is spent by its first sale. */
    tokenId: text('token_id'),
    customerId: text('customer_id'),
    /** Our reference of the attempt (PayTrace's invoice_id), by which a pending payment is looked up. */
    reference: text('reference').notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: ['approved', 'declined', 'refunded', 'voided'] }).notNull(),
    message: text('message').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_gateway_transactions_token_key').on(t.tokenId), index('test_gateway_transactions_reference_idx').on(t.reference)],
);
