/** Reviews a client contact gives a talent for a job (rating 1 to 5), and private notes on candidates. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { contacts, instructors, users } from './accounts.ts';
import { createdAt, instant, updatedAt } from './columns.ts';
import { projects } from './jobs.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    instrId: integer('instr_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** feedbackGivenBy */
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    rating: smallint('rating').notNull(),
    feedback: text('feedback').notNull(),
    createdAt: createdAt(),
    /** Set when its writer last changed the review (shown as edited). */
    editedAt: instant('edited_at'),
  },
  (t) => [
    uniqueIndex('reviews_project_instr_contact_key').on(t.projectId, t.instrId, t.contactId),
    index('reviews_instr_idx').on(t.instrId, t.createdAt.desc()),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

/** A note on a candidate for one project, private to the user who wrote it. */
export const talentNotes = pgTable(
  'talent_notes',
  {
    id: serial('id').primaryKey(),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    instrId: integer('instr_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('talent_notes_author_instr_project_key').on(t.authorUserId, t.instrId, t.projectId)],
);
