/**
 * Checking a second factor someone presents: a TOTP code, a recovery code or a passkey's answer. Codes are limited
 * like passwords: 5 wrong ones per account and 50 per client address a minute, counted before the check so parallel
 * guesses cannot pass the limit; a right code gives its slot back. Wrong codes are logged, the codes themselves never.
 */
import { and, eq, isNull, or, lt } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { secondFactors } from '../db/schema/index.ts';
import { badRequest, tooManyRequests, type HttpError } from '../http/errors.ts';
import { rateLimits, reserveAttempt } from '../http/rate-limit.ts';
import { twoFactorTexts, type SecondFactorProof } from '#domain/two-factor.ts';
import { confirmedFactors, type SecondFactorRow } from './factors.ts';
import { matchTotp, openTotpSecret } from './totp.ts';
import { looksLikeRecoveryCode, spendRecoveryCode } from './recovery-codes.ts';
import { verifiedPasskey } from './passkeys.ts';

export type ProvenBy = 'totp' | 'recovery-code' | 'passkey';

/** Accepts a TOTP code once: the time step is stored only if no later one was. */
async function acceptTotp(deps: Deps, factor: SecondFactorRow, code: string): Promise<boolean> {
  if (!factor.totpSecretSealed) return false;
  const step = await matchTotp(deps, openTotpSecret(deps, factor.totpSecretSealed), code, factor.totpLastStep);
  if (step === null) return false;
  const taken = await deps.db
    .update(secondFactors)
    .set({ totpLastStep: step, lastUsedAt: deps.now() })
    .where(and(eq(secondFactors.id, factor.id), or(isNull(secondFactors.totpLastStep), lt(secondFactors.totpLastStep, step))))
    .returning({ id: secondFactors.id });
  return taken.length > 0;
}

async function check(deps: Deps, userId: number, factors: SecondFactorRow[], proof: SecondFactorProof): Promise<ProvenBy | null> {
  if (proof.passkey) {
    return (await verifiedPasskey(deps, userId, factors.filter((f) => f.kind === 'passkey'), proof.passkey)) ? 'passkey' : null;
  }
  const code = proof.code?.trim() ?? '';
  const totp = factors.find((f) => f.kind === 'totp');
  if (totp && (await acceptTotp(deps, totp, code))) return 'totp';
  if (looksLikeRecoveryCode(code) && (await spendRecoveryCode(deps, userId, code))) return 'recovery-code';
  return null;
}

const wrongCode = () => badRequest(twoFactorTexts.codeWrong, { code: [twoFactorTexts.codeWrong] });

/**
 * Runs one check of a code or passkey under the limit: refused (429) when locked out, the check's answer when it
 * matched, else 400 (`wrong`'s message, a wrong code's by default). The limit's slot is reserved first.
 */
export async function withCodeLimit<T>(
  deps: Deps,
  user: { id: number; ip: string },
  check: () => Promise<T | false | null>,
  wrong: () => HttpError = wrongCode,
): Promise<T> {
  const reservation = await reserveAttempt(deps, [
    [rateLimits.secondFactorFailuresPerUser, String(user.id)],
    [rateLimits.secondFactorFailuresPerIp, user.ip],
  ]);
  if (!reservation.ok) {
    deps.log.warn('auth.second_factor_locked_out', { userId: user.id, ip: user.ip, reason: 'too many wrong second factors' });
    throw tooManyRequests(reservation.retryAfterSeconds);
  }
  const matched = await check();
  if (matched !== false && matched !== null) {
    await reservation.release();
    return matched;
  }
  const error = wrong();
  deps.log.warn('auth.second_factor_failed', { userId: user.id, ip: user.ip, reason: error.message === twoFactorTexts.passkeyFailed ? 'passkey not accepted' : 'wrong code' });
  throw error;
}

/** Proves the user's second factor or throws: 429 when locked out, 400 with the field's message when wrong. */
export async function proveSecondFactor(deps: Deps, user: { id: number; ip: string }, proof: SecondFactorProof): Promise<ProvenBy> {
  const wrongPasskey = () => badRequest(twoFactorTexts.passkeyFailed, { passkey: [twoFactorTexts.passkeyFailed] });
  return withCodeLimit(deps, user, async () => check(deps, user.id, await confirmedFactors(deps.db, user.id), proof), proof.passkey ? wrongPasskey : wrongCode);
}
