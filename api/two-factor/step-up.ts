/**
 * Step-up: a money action (paying, storing a card, payout details, a tax form) needs a second factor that this
 * session proved within the last 10 minutes, at sign-in or on the confirm page. An account without a second factor
 * is told to set one up first (decision record 343): enrolment is required for these actions.
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Caller } from '../access/caller.ts';
import { sessionFamilies } from '../db/schema/index.ts';
import { forbidden } from '../http/errors.ts';
import { twoFactorLimits, twoFactorTexts } from '#domain/two-factor.ts';
import { hasSecondFactor } from './factors.ts';

const STEP_UP_MS = twoFactorLimits.stepUpMinutes * 60_000;

export const provenRecently = (deps: Pick<Deps, 'now'>, secondFactorAt: Date | null) =>
  secondFactorAt !== null && deps.now().getTime() - secondFactorAt.getTime() < STEP_UP_MS;

/** What a money action still needs of the caller: nothing, a second factor set up, or one proven now. */
export async function stepUpNeeded(deps: Deps, caller: Caller): Promise<null | 'set-up' | 'confirm'> {
  if (provenRecently(deps, caller.secondFactorAt)) return null;
  return (await hasSecondFactor(deps.db, caller.user.userId)) ? 'confirm' : 'set-up';
}

/** Throws 403 with what is missing unless the caller proved a second factor recently (the page links to the fix). */
export async function assertFreshSecondFactor(deps: Deps, caller: Caller | null): Promise<void> {
  if (!caller) return;
  const needed = await stepUpNeeded(deps, caller);
  if (needed === 'set-up') throw forbidden(twoFactorTexts.noSecondFactor);
  if (needed === 'confirm') throw forbidden(twoFactorTexts.stepUpRequired);
}

/** Notes that the session proved a second factor now. */
export async function markSecondFactor(deps: Deps, familyId: string): Promise<void> {
  await deps.db.update(sessionFamilies).set({ secondFactorAt: deps.now() }).where(eq(sessionFamilies.id, familyId));
}
