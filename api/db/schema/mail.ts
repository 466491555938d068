/** The mail outbox: every message is written here first, then sent (SMTP) or kept for the dev mailbox. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';

/** Where a message went: an SMTP relay, or the dev mailbox (no SMTP configured; readable at /api/DevMailbox). */
export const mailTransports = ['smtp', 'dev-mailbox'] as const;

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra header fields, such as List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    transport: text('transport', { enum: mailTransports }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The sender leaves the message alone until then: a claim by one instance, or the backoff after a failure. */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** Set when the sender gave up after its last retry. */
    failedAt: instant('failed_at'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('mail_outbox_to_idx').on(t.toAddress, t.id),
  ],
);
