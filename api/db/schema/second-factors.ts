/**
 * Two-factor sign-in: the second factors of an account (an authenticator app's TOTP secret, passkeys), its one-time
 * recovery codes, the sign-ins that wait for their second step and the WebAuthn challenges handed out.
 */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, reference, singleUse } from './columns.ts';
import { users } from './accounts.ts';

/** A TOTP secret (sealed with the data key; confirmed once a code from the app matched) or a passkey's public key. */
export const secondFactors = pgTable(
  'second_factors',
  {
    id: serial('id').primaryKey(),
    userId: reference('user_id', () => users.id).notNull(),
    kind: text('kind', { enum: ['totp', 'passkey'] }).notNull(),
    /** The person's name for it ("Authenticator app", "Work laptop"). */
    name: text('name').notNull(),
    totpSecretSealed: text('totp_secret_sealed'),
    /** The time step of the last TOTP code accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    credentialId: text('credential_id'),
    publicKey: text('public_key'),
    signCount: integer('sign_count').notNull().default(0),
    transports: text('transports'),
    confirmedAt: instant('confirmed_at'),
    lastUsedAt: instant('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('second_factors_user_idx').on(t.userId), uniqueIndex('second_factors_credential_key').on(t.credentialId)],
);

/** One-time recovery codes, stored hashed; a used code is spent. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: reference('user_id', () => users.id).notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** A sign-in whose password matched and that waits for its second factor (10 minutes, used once). */
export const signInSteps = pgTable('sign_in_steps', {
  tokenHash: text('token_hash').primaryKey(),
  userId: reference('user_id', () => users.id).notNull(),
  rememberMe: boolean('remember_me').notNull().default(false),
  ...singleUse(),
});

/** WebAuthn challenges handed to a browser: each is answered once, within 5 minutes. */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    userId: reference('user_id', () => users.id).notNull(),
    purpose: text('purpose', { enum: ['register', 'verify'] }).notNull(),
    ...singleUse(),
  },
  (t) => [index('webauthn_challenges_user_idx').on(t.userId)],
);
