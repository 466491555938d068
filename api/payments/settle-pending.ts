/**
 * Card payments left pending (the gateway did not answer in time) are settled by asking the gateway what became of
 * the attempt's reference, never by charging again (decision record 320): approved → paid, declined → failed, no
 * trace after GIVE_UP_MS → failed (the card was not charged). A worker does it every minute; a retry of the attempt
 * (the same idempotency key) asks at once.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { payments } from '../db/schema/index.ts';
import { startNotifiedWorker, type NotifiedWorker } from '../db/notified-worker.ts';
import { gatewayOf } from './gateway/choose-gateway.ts';
import { GatewayUnavailable, paymentReference } from './gateway/gateway.ts';
import { settleFailed, settlePaid, type PaymentRow } from './settle-paid.ts';

/** How long a pending attempt may stay without a trace at the gateway before it counts as never made. */
export const GIVE_UP_MS = 10 * 60_000;
/** A pending attempt this young may still be in flight: the worker leaves it to its request. */
const IN_FLIGHT_MS = 60_000;
const POLL_MS = 60_000;
export const SETTLE_CHANNEL = 'payments_pending';
export const noTraceMessage = 'The card processor has no record of this payment; your card was not charged. Please try again.';

export async function settleByLookup(deps: Deps, payment: PaymentRow): Promise<'succeeded' | 'failed' | 'pending'> {
  let found;
  try {
    found = await gatewayOf(deps).lookup({ reference: paymentReference(payment.id), since: payment.createdAt });
  } catch (error) {
    if (error instanceof GatewayUnavailable) return 'pending';
    throw error;
  }
  if (found?.status === 'approved') {
    await deps.db.transaction((tx) => settlePaid(deps, tx, payment, { transactionId: found.transactionId, brand: found.brand, last4: found.last4 }));
    return 'succeeded';
  }
  if (found?.status === 'declined') {
    await settleFailed(deps, payment.id, found.message);
    return 'failed';
  }
  if (deps.now().getTime() - payment.createdAt.getTime() < GIVE_UP_MS) return 'pending';
  await settleFailed(deps, payment.id, noTraceMessage);
  return 'failed';
}

/** Settles the pending card payments no request is waiting for; answers how many were settled. */
export async function settlePendingPayments(deps: Deps): Promise<number> {
  const before = new Date(deps.now().getTime() - IN_FLIGHT_MS);
  const waiting = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), eq(payments.method, 'card'), lte(payments.createdAt, before)))
    .orderBy(asc(payments.createdAt))
    .limit(100);
  let settled = 0;
  for (const payment of waiting) if ((await settleByLookup(deps, payment)) !== 'pending') settled += 1;
  return settled;
}

export function startPaymentSettler(deps: Deps): NotifiedWorker {
  return startNotifiedWorker(deps, {
    channel: SETTLE_CHANNEL,
    pollMs: POLL_MS,
    failure: 'payments.settle_failed',
    work: async () => {
      await settlePendingPayments(deps);
    },
  });
}
