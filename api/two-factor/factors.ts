/** The second factors of an account, as the account page, the sign-in step and the step-up read them. */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { secondFactors } from '../db/schema/index.ts';

export type SecondFactorRow = typeof secondFactors.$inferSelect;

/** The confirmed factors (a TOTP secret still being set up does not count). */
export function confirmedFactors(db: Db, userId: number): Promise<SecondFactorRow[]> {
  return db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)))
    .orderBy(asc(secondFactors.id));
}

export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: secondFactors.id })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)))
    .limit(1);
  return Boolean(row);
}

/** The methods a second step may offer. */
export function methodsOf(factors: readonly SecondFactorRow[]) {
  return { totp: factors.some((f) => f.kind === 'totp'), passkey: factors.some((f) => f.kind === 'passkey') };
}
