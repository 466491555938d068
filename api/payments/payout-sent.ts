/**
 * A scheduled payout goes out (decision record 320): the talent-payable account is settled from cash. The payout run
 * that sends the money (`npm run payouts`, decision record 321) owns when this happens; this is its ledger step.
 */
import { and, eq } from 'drizzle-orm';
import { payouts } from '../db/schema/index.ts';
import { post, type Tx } from './ledger.ts';

/** Marks a scheduled payout sent; false when it was not scheduled (held, or sent already). */
export async function recordPayoutSent(tx: Tx, payoutId: number, now: Date, batchId: number | null = null): Promise<boolean> {
  const [payout] = await tx
    .update(payouts)
    .set({ status: 'sent', sentAt: now, batchId })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'scheduled')))
    .returning();
  if (!payout) return false;
  await post(tx, 'payout', { instrId: payout.instrId, invoiceId: payout.invoiceId, payoutId: payout.id }, [
    { account: 'talent-payable', amountCents: payout.netCents },
    { account: 'cash', amountCents: -payout.netCents },
  ]);
  return true;
}
