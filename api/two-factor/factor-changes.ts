/**
 * Every change of second factor, in one transaction: the change itself, the account's count of changes (so
 * remembered browsers ask again), a log line and the notice mailed to the account's address.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { secondFactors, users } from '../db/schema/index.ts';
import { dropRecoveryCodesWithoutFactors } from './recovery-codes.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { linkOrigin, pageLink } from '../mail/links.ts';
import { secondFactorChangedMail, type SecondFactorChange } from '../mail/templates/second-factor-changed.ts';
import { twoFactorPages } from '#domain/two-factor.ts';

export async function changeSecondFactors<T>(deps: Deps, userId: number, change: SecondFactorChange, work: (tx: Db) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    const done = await work(tx);
    const [user] = await tx
      .update(users)
      .set({ secondFactorEpoch: sql`${users.secondFactorEpoch} + 1`, updatedAt: deps.now() })
      .where(eq(users.id, userId))
      .returning({ email: users.email, firstName: users.firstName });
    if (!user) throw new Error('The account of a second-factor change was not found.');
    const settingsLink = pageLink(linkOrigin(deps.config), twoFactorPages.settings, {});
    await enqueueMail(tx, secondFactorChangedMail({ to: user.email, firstName: user.firstName, change, settingsLink, productName: deps.config.productName }));
    return done;
  });
  deps.log.info('account.second_factor_changed', { userId, change });
  return result;
}

/** Removes the second factors that match; the recovery codes go too when no factor is left. */
export async function removeSecondFactors(deps: Deps, userId: number, change: SecondFactorChange, which: SQL | undefined): Promise<void> {
  await changeSecondFactors(deps, userId, change, async (tx) => {
    await tx.delete(secondFactors).where(which);
    await dropRecoveryCodesWithoutFactors(tx, userId);
  });
}
