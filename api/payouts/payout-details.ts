/**
 * A payee's payout details: read back masked, changed only after the caller types their password again (the
 * login's limit and lockout), stored encrypted, and every change told to the payee's people by an account notice
 * (in-app and always e-mailed, without any number). Held payouts are released in the same transaction.
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { payoutAccounts } from '../db/schema/index.ts';
import { userWithCurrentPassword } from '../user/current-password.ts';
import { lastFour, seal } from '#kernel/secret-box.ts';
import { notifyEvent } from '../notification/events.ts';
import { talentUsers } from '../notification/recipient.ts';
import type { PayeeActor, Payee } from '../access/payee.ts';
import { holdReasons, releaseHeldPayouts } from '../ledger/schedule-payout.ts';
import { payoutDetailsTexts, type MaskedPayoutDetails, type PayoutDetailsAnswer, type PayoutDetailsBody } from '#domain/payout-details.ts';

type AccountRow = typeof payoutAccounts.$inferSelect;

function maskDetails(row: AccountRow): MaskedPayoutDetails {
  return {
    holderName: row.holderName,
    kind: row.kind,
    countryCode: row.countryCode,
    accountType: row.accountType,
    routingLast4: row.routingNumber ? lastFour(row.routingNumber) : null,
    swiftBic: row.swiftBic,
    last4: row.last4,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function payoutAccountOf(db: Db, instrId: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.instrId, instrId));
  return row ?? null;
}

export async function payoutDetailsOf(db: Db, payee: Payee, now: Date): Promise<PayoutDetailsAnswer> {
  const row = await payoutAccountOf(db, payee.instrId);
  const reasons = await holdReasons(db, payee.instrId, now);
  return { payeeName: payee.name, isAgency: payee.isAgency, details: row ? maskDetails(row) : null, canManage: payee.canManage, holdReasons: reasons };
}

/** The stored row of the details: numbers sealed, and their last four beside them. */
function accountValues(deps: Deps, body: PayoutDetailsBody, userId: number, now: Date) {
  const common = { holderName: body.holderName, kind: body.kind, updatedByUserId: userId, updatedAt: now };
  if (body.kind === 'us') {
    return {
      ...common,
      countryCode: 'US',
      accountType: body.accountType,
      routingNumber: body.routingNumber,
      accountNumberEncrypted: seal(deps.keys.dataKey, body.accountNumber),
      swiftBic: null,
      ibanEncrypted: null,
      last4: lastFour(body.accountNumber),
    };
  }
  return {
    ...common,
    countryCode: body.countryCode,
    accountType: null,
    routingNumber: null,
    accountNumberEncrypted: null,
    swiftBic: body.swiftBic,
    ibanEncrypted: seal(deps.keys.dataKey, body.iban),
    last4: lastFour(body.iban),
  };
}

export async function savePayoutDetails(deps: Deps, actor: PayeeActor, body: PayoutDetailsBody, ip: string) {
  await userWithCurrentPassword(deps, actor.user.userId, { action: 'payout-details', password: body.currentPassword, field: 'currentPassword', ip });
  const now = deps.now();
  const values = accountValues(deps, body, actor.user.userId, now);
  const { row, released } = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(payoutAccounts)
      .values({ instrId: actor.payee.instrId, ...values })
      .onConflictDoUpdate({ target: payoutAccounts.instrId, set: values })
      .returning();
    if (!saved) throw new Error('The payout details were not saved.');
    const releasedCount = await releaseHeldPayouts(tx, actor.payee.instrId, now);
    const byName = `${actor.signer.firstName} ${actor.signer.lastName}`;
    for (const userId of await talentUsers(tx, actor.payee.instrId)) await notifyEvent(deps, 'payoutDetailsChanged', userId, { at: now, byName }, tx);
    return { row: saved, released: releasedCount };
  });
  deps.log.info('payouts.details_changed', { userId: actor.user.userId, instrId: actor.payee.instrId, kind: body.kind, ip, released });
  return { message: payoutDetailsTexts.saved, details: maskDetails(row), released };
}
