/** The mail outbox: every message is written here first, then sent (SMTP) or kept for the dev mailbox. */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.sentAt, t.id), index('mail_outbox_to_idx').on(t.toAddress, t.id)],
);
