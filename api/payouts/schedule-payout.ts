/**
 * A paid invoice schedules the talent's (or agency's) payout: the total less the service charge fixed on the
 * invoice. The payout is held while the payee has no payout details or no valid tax form on file, and released
 * when both are there (decision record 321).
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { payoutAccounts, payouts, taxForms } from '../db/schema/index.ts';
import { serviceCharge, type Tx } from '../payments/ledger.ts';

export type HoldReason = 'payout-details' | 'tax-form';

/** What keeps a payee's payouts waiting, in the order a person fixes them; empty when payouts can go out. */
export async function holdReasons(tx: Tx, instrId: number, now: Date): Promise<HoldReason[]> {
  const [row] = await tx
    .select({
      hasAccount: sql<boolean>`exists (select 1 from ${payoutAccounts} where ${payoutAccounts.instrId} = ${instrId})`,
      hasForm: sql<boolean>`exists (${tx
        .select({ one: sql`1` })
        .from(taxForms)
        .where(
          and(
            eq(taxForms.instrId, instrId),
            isNull(taxForms.supersededAt),
            or(isNull(taxForms.expiresAt), gt(taxForms.expiresAt, now)),
          ),
        )})`,
    })
    .from(sql`(select 1) as one`);
  const reasons: HoldReason[] = [];
  if (!row?.hasAccount) reasons.push('payout-details');
  if (!row?.hasForm) reasons.push('tax-form');
  return reasons;
}

export interface PaidInvoice {
  id: number;
  instrId: number;
  totalCents: number;
  serviceChargeBps: number;
}

/** Inside the transaction that marks the invoice paid; once per invoice (payouts_invoice_key). */
export async function schedulePayout(tx: Tx, invoice: PaidInvoice, now: Date): Promise<void> {
  const feeCents = serviceCharge(invoice.totalCents, invoice.serviceChargeBps);
  const reasons = await holdReasons(tx, invoice.instrId, now);
  await tx.insert(payouts).values({
    instrId: invoice.instrId,
    invoiceId: invoice.id,
    grossCents: invoice.totalCents,
    feeCents,
    netCents: invoice.totalCents - feeCents,
    status: reasons.length > 0 ? 'held' : 'scheduled',
    holdReason: reasons.length > 0 ? reasons.join(',') : null,
    scheduledAt: now,
  });
}
