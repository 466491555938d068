/** Bookmarks: jobs a talent saved, talent a client company marked as favorite. */
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { companies, contacts, instructors } from './accounts.ts';
import { createdAt } from './columns.ts';
import { projects } from './jobs.ts';

/** Saved per talent; an agency saves for one of its talent (DeleteSavedJob?projectId&instrId). */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    instrId: integer('instr_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.instrId, t.projectId] }), index('saved_jobs_instr_idx').on(t.instrId, t.createdAt.desc())],
);

/** A company's favorite talent (My Talent), added by one of its contacts. */
export const favorites = pgTable(
  'favorites',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    instrId: integer('instr_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    addedByContactId: integer('added_by_contact_id')
      .notNull()
      .references(() => contacts.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.instrId] }), index('favorites_company_idx').on(t.companyId, t.createdAt.desc())],
);
