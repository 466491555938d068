/**
 * A paid invoice schedules the payee's payout: the total less the service charge fixed on the invoice. A talent of
 * an agency is paid through the agency. The payout is held while the payee has no payout details or no valid tax
 * form on file, and released (in the transaction that puts the missing one on file) when both are there. The payout
 * notices worker tells the payee of every new status (decision record 321).
 */
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { notify, type Db } from '../db/client.ts';
import { instructors, payoutAccounts, payouts, taxForms } from '../db/schema/index.ts';
import { serviceCharge } from './ledger.ts';
import type { HoldReason } from '#domain/payouts.ts';

export type { HoldReason } from '#domain/payouts.ts';

/** Woken when a payout's status changes: the payout notices worker tells the payee. */
export const PAYOUT_CHANNEL = 'payouts';

/** A tax form on file that is still valid at `now`: not superseded by a newer one and not past its expiry. */
export const validTaxForm = (now: Date) => and(isNull(taxForms.supersededAt), or(isNull(taxForms.expiresAt), gt(taxForms.expiresAt, now)));

/** What keeps a payee's payouts waiting, in the order a person fixes them; empty when payouts can go out. */
export async function holdReasons(tx: Db, instrId: number, now: Date): Promise<HoldReason[]> {
  const [row] = await tx
    .select({
      hasAccount: sql<boolean>`exists (select 1 from ${payoutAccounts} where ${payoutAccounts.instrId} = ${instrId})`,
      hasForm: sql<boolean>`exists (${tx
        .select({ one: sql`1` })
        .from(taxForms)
        .where(and(eq(taxForms.instrId, instrId), validTaxForm(now)))})`,
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

/** Who is paid for work by `instrId`: the talent's agency when they belong to one, else the talent. */
async function payeeOfTalent(tx: Db, instrId: number): Promise<number> {
  const [row] = await tx.select({ agencyId: instructors.agencyId }).from(instructors).where(eq(instructors.id, instrId));
  return row?.agencyId ?? instrId;
}

/** Inside the transaction that marks the invoice paid; once per invoice (payouts_invoice_key). */
export async function schedulePayout(tx: Db, invoice: PaidInvoice, now: Date): Promise<void> {
  const feeCents = serviceCharge(invoice.totalCents, invoice.serviceChargeBps);
  const payee = await payeeOfTalent(tx, invoice.instrId);
  const reasons = await holdReasons(tx, payee, now);
  await tx.insert(payouts).values({
    instrId: payee,
    invoiceId: invoice.id,
    grossCents: invoice.totalCents,
    feeCents,
    netCents: invoice.totalCents - feeCents,
    status: reasons.length > 0 ? 'held' : 'scheduled',
    holdReason: reasons.length > 0 ? reasons.join(',') : null,
    scheduledAt: now,
  });
  await notify(tx, PAYOUT_CHANNEL, String(payee));
}

/**
 * After the payee's details or tax form changed, in that transaction: held payouts become scheduled when nothing
 * holds them any more, else they wait for what is still missing. Answers how many were released.
 */
export async function releaseHeldPayouts(tx: Db, instrId: number, now: Date): Promise<number> {
  const reasons = await holdReasons(tx, instrId, now);
  const held = and(eq(payouts.instrId, instrId), eq(payouts.status, 'held'));
  if (reasons.length > 0) {
    await tx.update(payouts).set({ holdReason: reasons.join(',') }).where(held);
    return 0;
  }
  const released = await tx.update(payouts).set({ status: 'scheduled', holdReason: null, scheduledAt: now }).where(held).returning({ id: payouts.id });
  if (released.length > 0) await notify(tx, PAYOUT_CHANNEL, String(instrId));
  return released.length;
}

/** Holds scheduled payouts whose payee lost what they need (an expired W-8) before a run sends them. */
export async function holdPayouts(tx: Db, ids: number[], reasons: HoldReason[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(payouts).set({ status: 'held', holdReason: reasons.join(',') }).where(and(inArray(payouts.id, ids), eq(payouts.status, 'scheduled')));
  await notify(tx, PAYOUT_CHANNEL, 'held');
}
