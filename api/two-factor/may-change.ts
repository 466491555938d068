/**
 * Who may change the second factors of an account: with a second factor already set up, a session that proved one
 * within the last 10 minutes; without one, the person typing their current password (a stolen session alone
 * cannot put its own authenticator on an account).
 */
import type { Deps } from '../deps.ts';
import type { Caller } from '../access/caller.ts';
import { badRequest } from '../http/errors.ts';
import { checkPasswordAttempt } from '../auth/password-attempts.ts';
import { loadAccount } from '../auth/account.ts';
import { twoFactorTexts } from '#domain/two-factor.ts';
import { assertFreshSecondFactor } from './step-up.ts';
import { hasSecondFactor } from './factors.ts';

export async function assertMayChangeFactors(deps: Deps, caller: Caller, input: { password?: string | undefined; ip: string }): Promise<void> {
  const userId = caller.user.userId;
  if (await hasSecondFactor(deps.db, userId)) return assertFreshSecondFactor(deps, caller);
  const account = await loadAccount(deps.db, userId);
  const refused = badRequest(twoFactorTexts.passwordForFirstFactor, { password: [twoFactorTexts.passwordForFirstFactor] });
  if (!account || !input.password) throw refused;
  const attempt = { action: 'two-factor', email: account.user.email, ip: input.ip, userId } as const;
  if (!(await checkPasswordAttempt(deps, attempt, account.user.passwordHash, input.password))) throw refused;
}
