/**
 * Tells payees what happened to their payouts and tax forms, through the notification events (in-app and e-mail,
 * each under its setting): every payout whose status changed since the payee was last told (scheduled, held for
 * payout details or for a tax form, sent), and once per form a W-8 that expires within 60 days. Payouts and forms
 * are claimed with FOR UPDATE SKIP LOCKED in the transaction that notifies and marks them, so several instances
 * tell each thing once. A payout whose status moved twice before it was told is told only its latest.
 */
import { and, asc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { invoices, payouts, projects, taxForms } from '../db/schema/index.ts';
import { notifyEvent } from '../notification/events.ts';
import { talentUsers } from '../notification/recipient.ts';
import { parseHoldReasons } from '#domain/payouts.ts';

const BATCH = 100;
const DAY_MS = 86_400_000;
const EXPIRY_NOTICE_DAYS = 60;

type Row = { id: number; instrId: number; status: 'scheduled' | 'held' | 'sent'; holdReason: string | null; netCents: number; jobTitle: string };

async function tell(deps: Deps, tx: Db, row: Row): Promise<void> {
  const data = { netCents: row.netCents, jobTitle: row.jobTitle };
  const reasons = parseHoldReasons(row.holdReason);
  for (const userId of await talentUsers(tx, row.instrId)) {
    if (row.status === 'scheduled') await notifyEvent(deps, 'payoutScheduled', userId, data, tx);
    else if (row.status === 'sent') await notifyEvent(deps, 'payoutSent', userId, data, tx);
    else if (reasons.includes('payout-details')) await notifyEvent(deps, 'payoutHeld', userId, { ...data, taxFormMissing: reasons.includes('tax-form') }, tx);
    else await notifyEvent(deps, 'taxFormMissing', userId, data, tx);
  }
}

/** Tells up to BATCH payouts' new status; answers how many it told. */
async function tellPayouts(deps: Deps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: payouts.id, instrId: payouts.instrId, status: payouts.status, holdReason: payouts.holdReason, netCents: payouts.netCents, jobTitle: projects.title })
      .from(payouts)
      .innerJoin(invoices, eq(invoices.id, payouts.invoiceId))
      .innerJoin(projects, eq(projects.id, invoices.projectId))
      .where(sql`${payouts.notifiedStatus} is distinct from ${payouts.status}`)
      .orderBy(asc(payouts.id))
      .limit(BATCH)
      .for('update', { of: payouts, skipLocked: true });
    for (const row of rows) {
      await tell(deps, tx, row);
      await tx.update(payouts).set({ notifiedStatus: row.status }).where(eq(payouts.id, row.id));
    }
    return rows.length;
  });
}

/** Tells the payees of W-8 forms on file that expire within 60 days (once per form); answers how many. */
async function tellExpiringForms(deps: Deps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: taxForms.id, instrId: taxForms.instrId, formType: taxForms.formType, expiresAt: taxForms.expiresAt })
      .from(taxForms)
      .where(
        and(
          isNull(taxForms.supersededAt),
          isNull(taxForms.expiryNoticeAt),
          isNotNull(taxForms.expiresAt),
          gt(taxForms.expiresAt, now),
          lte(taxForms.expiresAt, new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS)),
        ),
      )
      .orderBy(asc(taxForms.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      if (!row.expiresAt) continue;
      for (const userId of await talentUsers(tx, row.instrId)) {
        await notifyEvent(deps, 'taxFormExpiring', userId, { formType: row.formType, expiresAt: new Date(row.expiresAt.getTime() - 1) }, tx);
      }
      await tx.update(taxForms).set({ expiryNoticeAt: now }).where(eq(taxForms.id, row.id));
    }
    return rows.length;
  });
}

/** Everything due now; `stopped` ends a long catch-up early. */
export async function sendPayoutNotices(deps: Deps, stopped: () => boolean = () => false): Promise<void> {
  while (!stopped() && (await tellPayouts(deps)) === BATCH);
}

export async function sendExpiryNotices(deps: Deps, stopped: () => boolean = () => false): Promise<void> {
  while (!stopped() && (await tellExpiringForms(deps, deps.now())) === BATCH);
}
