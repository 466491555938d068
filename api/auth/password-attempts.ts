/**
 * Every check of a password someone types (login, ChangePassword, ChangeEmail, a change of payout details) goes through here, so all
 * share one limit and one lockout: 5 failures per e-mail and 50 per client address in a minute. The attempt is
 * reserved (counted atomically) before the password is verified, so parallel attempts cannot pass the limit;
 * a right password gives its slot back, so only failures lock an account.
 */
import type { Deps } from '../deps.ts';
import { tooManyRequests } from '../http/errors.ts';
import { limitReached, rateLimits, reserveAttempt, type RateLimit } from '../http/rate-limit.ts';
import { verifyPassword } from './password.ts';

export type PasswordAction = 'login' | 'change-password' | 'change-email' | 'payout-details' | 'two-factor';

export interface PasswordAttempt {
  action: PasswordAction;
  /** The account's sign-in e-mail (for login: the address typed, which may have no account). */
  email: string;
  ip: string;
  /** null when the e-mail has no account. */
  userId: number | null;
}

const limitsOf = (attempt: PasswordAttempt) =>
  [
    [rateLimits.loginFailuresPerEmail, attempt.email],
    [rateLimits.loginFailuresPerIp, attempt.ip],
  ] as const;

function lockedOut(deps: Deps, attempt: PasswordAttempt, limit: RateLimit, retryAfterSeconds: number) {
  deps.log.warn('auth.locked_out', {
    action: attempt.action,
    userId: attempt.userId,
    ip: attempt.ip,
    reason: limit === rateLimits.loginFailuresPerIp ? 'too many failed passwords from this address' : 'too many failed passwords for this account',
  });
  return tooManyRequests(retryAfterSeconds);
}

/** Refuses (429) an attempt whose e-mail or address is already locked out, without counting it: a cheap check before costlier work. */
export async function assertNotLockedOut(deps: Deps, attempt: PasswordAttempt): Promise<void> {
  for (const [limit, key] of limitsOf(attempt)) {
    const retryAfterSeconds = await limitReached(deps, limit, key);
    if (retryAfterSeconds !== null) throw lockedOut(deps, attempt, limit, retryAfterSeconds);
  }
}

/** Reserves the attempt (429 when locked out), verifies the password and answers whether it matched. */
export async function checkPasswordAttempt(deps: Deps, attempt: PasswordAttempt, passwordHash: string, password: string): Promise<boolean> {
  const reservation = await reserveAttempt(deps, limitsOf(attempt));
  if (!reservation.ok) throw lockedOut(deps, attempt, reservation.limit, reservation.retryAfterSeconds);
  const matched = await verifyPassword(passwordHash, password);
  if (matched) {
    await reservation.release();
  } else {
    deps.log.warn('auth.password_failed', {
      action: attempt.action,
      userId: attempt.userId,
      ip: attempt.ip,
      reason: attempt.userId === null ? 'no account with this e-mail' : 'wrong password',
    });
  }
  return matched;
}
