/** Human verification: self-hosted ALTCHA proof of work (altcha-lib v2), each solved challenge accepted once. */
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { captchaUses } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import { purposeSecret } from './secrets.ts';
import { authTexts } from '#domain/auth.ts';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'SHA-256';

/** The parameters of an ALTCHA challenge that the server signs and the widget sends back. */
export const altchaParameters = z.object({
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number(),
  keyLength: z.number(),
  keyPrefix: z.string(),
  keySignature: z.string().optional(),
});

const payloadSchema = z.object({
  challenge: z.object({
    parameters: altchaParameters.extend({ expiresAt: z.number().optional() }).loose(),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

const secrets = (deps: Deps) => ({
  hmacSignatureSecret: purposeSecret(deps, 'altcha/challenge'),
  hmacKeySignatureSecret: purposeSecret(deps, 'altcha/key'),
});

/**
 * A signed challenge for the `altcha` widget. Deterministic mode: the server picks the counter
 * (up to config.captchaMaxNumber), so the browser tries that many keys on average half the time.
 */
export function createCaptchaChallenge(deps: Deps): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(deps.config.captchaMaxNumber, 0),
    deriveKey,
    expiresAt: new Date(deps.now().getTime() + CHALLENGE_TTL_MS),
    ...secrets(deps),
  });
}

const fail = (message: string) => badRequest(message, { captcha: [message] });

function decode(payload: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
  } catch {
    return null;
  }
}

/** Verifies the widget's base64 payload and spends it; throws 400 on the `captcha` field otherwise. */
export async function spendCaptcha(deps: Deps, payload: string): Promise<void> {
  const parsed = decode(payload);
  if (!parsed?.success) throw fail(authTexts.captchaInvalid);
  const { challenge, solution } = parsed.data;
  const expiresAt = challenge.parameters.expiresAt;
  if (!expiresAt || expiresAt * 1000 <= deps.now().getTime()) throw fail(authTexts.captchaExpired);
  const result = await verifySolution({ challenge, solution, deriveKey, ...secrets(deps) }).catch(() => null);
  if (!result) throw fail(authTexts.captchaInvalid);
  if (result.expired) throw fail(authTexts.captchaExpired);
  if (!result.verified) throw fail(authTexts.captchaInvalid);

  const now = deps.now();
  await deps.db.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
  const spent = await deps.db
    .insert(captchaUses)
    .values({ signature: challenge.signature, expiresAt: new Date(expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ signature: captchaUses.signature });
  if (spent.length === 0) throw fail(authTexts.captchaUsed);
}

