/** Single-use links sent by e-mail: verification (48 h), password reset (1 h), e-mail change (48 h). */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailTokens } from '../db/schema/index.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];
export type EmailTokenRow = typeof emailTokens.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;
export const emailTokenLifetimeMs: Record<EmailTokenPurpose, number> = {
  verify: 48 * HOUR_MS,
  reset: HOUR_MS,
  'change-email': 48 * HOUR_MS,
};

/** Issues a new link; earlier unused links of the same purpose stop working. Returns the token for the link. */
export async function issueEmailToken(
  db: Db,
  now: Date,
  input: { userId: number; purpose: EmailTokenPurpose; newEmail?: string },
): Promise<string> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, input.userId), eq(emailTokens.purpose, input.purpose), isNull(emailTokens.usedAt)));
  const token = newOpaqueToken();
  await db.insert(emailTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashOpaqueToken(token),
    newEmail: input.newEmail ?? null,
    expiresAt: new Date(now.getTime() + emailTokenLifetimeMs[input.purpose]),
    createdAt: now,
  });
  return token;
}

/** Spends a link atomically: only an unused, unexpired token of one of the purposes; else null. */
export async function consumeEmailToken(db: Db, now: Date, token: string, purposes: EmailTokenPurpose[]): Promise<EmailTokenRow | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashOpaqueToken(token)),
        inArray(emailTokens.purpose, purposes),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
