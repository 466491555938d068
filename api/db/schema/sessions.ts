/** Sign-in state: refresh-token families, single-use e-mail links, captcha replay guard, rate-limit counters. */
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, reference, singleUse } from './columns.ts';
import { users } from './accounts.ts';

/** One sign-in. Revoking the family ends the session, its access tokens included. */
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: reference('user_id', () => users.id).notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    /** The last refresh or authenticated call, to the minute: a family idle too long without remember-me cannot be refreshed. */
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
    /** When this session last proved a second factor (at sign-in or a step-up before a money action). */
    secondFactorAt: instant('second_factor_at'),
  },
  (t) => [index('session_families_user_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes, rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    familyId: uuid('family_id').notNull().references(() => sessionFamilies.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    usedAt: instant('used_at'),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use links sent by e-mail (verification, password reset, e-mail change), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: reference('user_id', () => users.id).notNull(),
    purpose: text('purpose', { enum: ['verify', 'reset', 'change-email'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    ...singleUse(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Captcha solutions already spent, so one solved challenge signs in once. */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    signature: text('signature').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('captcha_uses_expires_idx').on(t.expiresAt)],
);

/** Per-window hit counters shared by every instance (api/http/rate-limit.ts). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    windowStart: instant('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('rate_limit_hits_window_idx').on(t.windowStart)],
);
