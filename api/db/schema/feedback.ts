/** Feedback sent from the feedback modal. */
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { feedbackTypes } from '#domain/constants.ts';
import { users } from './accounts.ts';
import { createdAt, reference } from './columns.ts';

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: reference('user_id', () => users.id).notNull(),
    feedbackType: text('feedback_type', { enum: feedbackTypes }).notNull(),
    feedback: text('feedback').notNull(),
    pageUrl: text('page_url'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt.desc())],
);
