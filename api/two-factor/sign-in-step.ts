/** The second step of a sign-in: a single-use token for 10 minutes, held by the browser in an HttpOnly cookie. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { signInSteps } from '../db/schema/index.ts';
import { hashOpaqueToken, newOpaqueToken } from '../auth/opaque-token.ts';
import { twoFactorLimits } from '#domain/two-factor.ts';

export async function startSignInStep(deps: Deps, userId: number, rememberMe: boolean): Promise<string> {
  const token = newOpaqueToken();
  const expiresAt = new Date(deps.now().getTime() + twoFactorLimits.signInStepMinutes * 60_000);
  await deps.db.insert(signInSteps).values({ tokenHash: hashOpaqueToken(token), userId, rememberMe, expiresAt });
  return token;
}

/** The waiting sign-in of a token, or null when it is unknown, used or expired. */
export async function pendingSignIn(deps: Deps, token: string): Promise<{ userId: number; rememberMe: boolean } | null> {
  const [row] = await deps.db
    .select({ userId: signInSteps.userId, rememberMe: signInSteps.rememberMe })
    .from(signInSteps)
    .where(and(eq(signInSteps.tokenHash, hashOpaqueToken(token)), isNull(signInSteps.usedAt), gt(signInSteps.expiresAt, deps.now())));
  return row ?? null;
}

/** Ends the step once its second factor was proven: true for the one request that ends it. */
export async function finishSignInStep(deps: Deps, token: string): Promise<boolean> {
  const done = await deps.db
    .update(signInSteps)
    .set({ usedAt: deps.now() })
    .where(and(eq(signInSteps.tokenHash, hashOpaqueToken(token)), isNull(signInSteps.usedAt)))
    .returning({ userId: signInSteps.userId });
  return done.length > 0;
}
