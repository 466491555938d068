/**
 * For tests of the money actions: the demo account sets up an authenticator app and its sessions prove it now, as
 * a person does on the two-factor page and at sign-in (api/two-factor/). Call it again after the test clock moved on.
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { secondFactors, sessionFamilies, users } from '../db/schema/index.ts';
import { newTotpSecret, sealTotpSecret } from '../two-factor/totp.ts';

export async function withFreshSecondFactor(t: { deps: Deps; tokenOf(email: string): Promise<string> }, ...emails: string[]): Promise<void> {
  for (const email of emails) {
    await t.tokenOf(email);
    const [user] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`No demo account ${email}.`);
    const now = t.deps.now();
    const [factor] = await t.deps.db.select({ id: secondFactors.id }).from(secondFactors).where(eq(secondFactors.userId, user.id)).limit(1);
    if (!factor) {
      await t.deps.db
        .insert(secondFactors)
        .values({ userId: user.id, kind: 'totp', name: 'Authenticator app', totpSecretSealed: sealTotpSecret(t.deps, newTotpSecret()), confirmedAt: now });
    }
    await t.deps.db.update(sessionFamilies).set({ secondFactorAt: now }).where(eq(sessionFamilies.userId, user.id));
  }
}
