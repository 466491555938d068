/** Reviews a client contact gives a talent for a job (rating 1 to 5), and private notes on candidates. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { contacts, instructors, users } from './accounts.ts';
import { createdAt, instant, reference, updatedAt } from './columns.ts';
import { projects } from './jobs.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    instrId: reference('instr_id', () => instructors.id, { onDelete: 'cascade' }).notNull(),
    projectId: reference('project_id', () => projects.id).notNull(),
    /** feedbackGivenBy */
    contactId: reference('contact_id', () => contacts.id).notNull(),
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
    authorUserId: reference('author_user_id', () => users.id).notNull(),
    instrId: reference('instr_id', () => instructors.id, { onDelete: 'cascade' }).notNull(),
    projectId: reference('project_id', () => projects.id, { onDelete: 'cascade' }).notNull(),
    note: text('note').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('talent_notes_author_instr_project_key').on(t.authorUserId, t.instrId, t.projectId)],
);
