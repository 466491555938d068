/** In-app notifications (type T for talent, C for everyone else) and the e-mail / account notification settings. */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { contacts, instructors, users } from './accounts.ts';
import { createdAt, reference, updatedAt } from './columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }).notNull(),
    type: text('type', { enum: ['T', 'C'] }).notNull(),
    subject: text('subject').notNull(),
    /** HTML, sanitised when written. */
    body: text('body').notNull(),
    /** The page the notification is about (a path on this site); opening the notification goes there and marks it read. */
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    /** notificationDate (UTC). */
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.type, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId, t.type, t.createdAt.desc())
      .where(sql`${t.isRead} = false`),
  ],
);

/** Which e-mails a talent receives (GetEmailSubscriptions?instrId&email). */
export const talentEmailSubscriptions = pgTable('talent_email_subscriptions', {
  instrId: reference('instr_id', () => instructors.id, { onDelete: 'cascade' }).primaryKey(),
  jobAlerts: boolean('job_alerts').notNull().default(true),
  proposalUpdates: boolean('proposal_updates').notNull().default(true),
  messages: boolean('messages').notNull().default(true),
  testimonials: boolean('testimonials').notNull().default(true),
  /** Invoices, payments, payouts and tax forms (decision record 346). */
  payments: boolean('payments').notNull().default(true),
  newsletter: boolean('newsletter').notNull().default(true),
  updatedAt: updatedAt(),
});

/** Which e-mails a client contact receives (GetContactEmailSubscriptions?contactId&email). */
export const contactEmailSubscriptions = pgTable('contact_email_subscriptions', {
  contactId: reference('contact_id', () => contacts.id, { onDelete: 'cascade' }).primaryKey(),
  newProposals: boolean('new_proposals').notNull().default(true),
  proposalUpdates: boolean('proposal_updates').notNull().default(true),
  messages: boolean('messages').notNull().default(true),
  /** Requests to join the company, the answer to one's own request, and being added to a job. */
  companyUpdates: boolean('company_updates').notNull().default(true),
  /** Invoices and receipts of the company's jobs (decision record 346). */
  payments: boolean('payments').notNull().default(true),
  newsletter: boolean('newsletter').notNull().default(true),
  updatedAt: updatedAt(),
});

/** Which in-app notifications a talent gets (GetAccountNotifications?instrId). */
export const accountNotificationSettings = pgTable('account_notification_settings', {
  instrId: reference('instr_id', () => instructors.id, { onDelete: 'cascade' }).primaryKey(),
  jobMatches: boolean('job_matches').notNull().default(true),
  proposalUpdates: boolean('proposal_updates').notNull().default(true),
  messages: boolean('messages').notNull().default(true),
  documents: boolean('documents').notNull().default(true),
  updatedAt: updatedAt(),
});
