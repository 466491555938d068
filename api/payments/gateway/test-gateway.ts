/**
 * The embedded test gateway's server side (decision record 320): sales by its one-time tokens or its vault customers,
 * answered as the card's test number says (test-cards.ts), kept in test_gateway_transactions so that a token is
 * spent once and a pending attempt can be looked up by its reference. Its hosted fields are served apart from our
 * pages (hosted-fields.ts).
 */
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testGatewayTransactions } from '../../db/schema/index.ts';
import { paymentTexts, TEST_GATEWAY_PATH } from '#domain/payments.ts';
import { GatewayRefused, type CardGateway, type SaleResult } from './gateway.ts';
import { readCustomer, readToken, signCustomer, type TestCard } from './test-cards.ts';

type Row = typeof testGatewayTransactions.$inferSelect;

/** The secret (auth/secrets.ts) the gateway's tokens and vault customers are signed with, here and by its hosted fields. */
export const TEST_TOKEN_PURPOSE = 'test-gateway-token';

const outcomeOf = (row: Row): SaleResult =>
  row.status === 'declined'
    ? { status: 'declined', message: row.message }
    : { status: 'approved', transactionId: `tg_${row.id}`, brand: row.brand, last4: row.last4 };

export function testGateway(options: { db: Db; secret: string; now: () => Date }): CardGateway {
  const { db, secret, now } = options;

  async function sale(card: TestCard, input: { amountCents: number; reference: string; tokenId?: string; customerId?: string }): Promise<SaleResult> {
    const [row] = await db
      .insert(testGatewayTransactions)
      .values({
        tokenId: input.tokenId ?? null,
        customerId: input.customerId ?? null,
        reference: input.reference,
        amountCents: input.amountCents,
        status: card.decline ? 'declined' : 'approved',
        message: card.decline ?? 'Approved.',
        brand: card.brand,
        last4: card.last4,
        createdAt: now(),
      })
      .onConflictDoNothing()
      .returning();
    // A token is spent by its first sale.
    return row ? outcomeOf(row) : { status: 'declined', message: paymentTexts.cardTokenInvalid };
  }

  return {
    name: 'test',
    hostedFields: async () => ({ gateway: 'test', fieldsUrl: `${TEST_GATEWAY_PATH}/fields` }),
    async saleByToken({ card, amountCents, reference }) {
      const token = readToken(secret, card.token, now());
      if (!token) return { status: 'declined', message: paymentTexts.cardTokenInvalid };
      return sale(token, { amountCents, reference, tokenId: token.id });
    },
    async saveCard({ card }) {
      const token = readToken(secret, card.token, now());
      if (!token) return { status: 'declined', message: paymentTexts.cardTokenInvalid };
      if (token.decline) return { status: 'declined', message: token.decline };
      const facts: TestCard = { brand: token.brand, last4: token.last4, expMonth: token.expMonth, expYear: token.expYear, decline: null };
      return { customerId: signCustomer(secret, facts), brand: facts.brand, last4: facts.last4, expMonth: facts.expMonth, expYear: facts.expYear };
    },
    async saleByCustomer({ customerId, amountCents, reference }) {
      const card = readCustomer(secret, customerId);
      if (!card) return { status: 'declined', message: paymentTexts.savedCardNotFound };
      return sale(card, { amountCents, reference, customerId });
    },
    // A vault customer is its own signed record: removing it leaves nothing to delete here.
    removeCard: async () => {},
    async refund({ transactionId }) {
      const id = Number(transactionId.replace(/^tg_/, ''));
      const done = await db
        .update(testGatewayTransactions)
        .set({ status: 'refunded' })
        .where(and(eq(testGatewayTransactions.id, Number.isSafeInteger(id) ? id : 0), eq(testGatewayTransactions.status, 'approved')))
        .returning({ id: testGatewayTransactions.id });
      if (!done.length) throw new GatewayRefused(`transaction ${transactionId} cannot be refunded`);
    },
    async lookup({ reference, since }) {
      const [row] = await db
        .select()
        .from(testGatewayTransactions)
        .where(and(eq(testGatewayTransactions.reference, reference), gte(testGatewayTransactions.createdAt, since)))
        .orderBy(desc(testGatewayTransactions.id))
        .limit(1);
      return row ? outcomeOf(row) : null;
    },
  };
}
