/**
 * Recovery codes: ten random codes of 10 characters (about 50 bits each), shown once when made and stored as
 * keyed hashes; each signs in once. Making new ones throws the old ones away.
 */
import { createHmac, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { recoveryCodes } from '../db/schema/index.ts';
import { hasSecondFactor } from './factors.ts';
import { purposeSecret } from '../auth/secrets.ts';
import { twoFactorLimits } from '#domain/two-factor.ts';

/** Letters and digits that cannot be mistaken for each other. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const randomPart = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const normalized = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

const hashOf = (deps: Pick<Deps, 'config' | 'keys'>, code: string) =>
  createHmac('sha256', purposeSecret(deps, 'recovery-code')).update(normalized(code)).digest('hex');

/** Whether what was typed has the shape of a recovery code (not of a 6-digit TOTP code). */
export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{10}$/.test(normalized(code)) && !/^\d+$/.test(normalized(code));

/** Replaces the user's recovery codes with new ones and answers them (the only time they are readable). */
export async function makeRecoveryCodes(deps: Deps, tx: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: twoFactorLimits.recoveryCodes }, () => `${randomPart()}-${randomPart()}`);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashOf(deps, code) })));
  return codes;
}

/** Spends a recovery code of the user: true once, for an unused code of theirs. */
export async function spendRecoveryCode(deps: Deps, userId: number, code: string): Promise<boolean> {
  const spent = await deps.db
    .update(recoveryCodes)
    .set({ usedAt: deps.now() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashOf(deps, code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ id: recoveryCodes.id }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}

/** After a factor is removed: with no factor left, the recovery codes go too (they would recover nothing). */
export async function dropRecoveryCodesWithoutFactors(tx: Db, userId: number): Promise<void> {
  if (!(await hasSecondFactor(tx, userId))) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
