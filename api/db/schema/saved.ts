/** Bookmarks: jobs a talent saved, talent a client company marked as favorite. */
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { companies, contacts, instructors } from './accounts.ts';
import { createdAt, reference } from './columns.ts';
import { projects } from './jobs.ts';

/** Saved per talent; an agency saves for one of its talent (DeleteSavedJob?projectId&instrId). */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    instrId: reference('instr_id', () => instructors.id, { onDelete: 'cascade' }).notNull(),
    projectId: reference('project_id', () => projects.id, { onDelete: 'cascade' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.instrId, t.projectId] }), index('saved_jobs_instr_idx').on(t.instrId, t.createdAt.desc())],
);

/** A company's favorite talent (My Talent), added by one of its contacts. */
export const favorites = pgTable(
  'favorites',
  {
    companyId: reference('company_id', () => companies.id, { onDelete: 'cascade' }).notNull(),
    instrId: reference('instr_id', () => instructors.id, { onDelete: 'cascade' }).notNull(),
    addedByContactId: reference('added_by_contact_id', () => contacts.id).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.instrId] }), index('favorites_company_idx').on(t.companyId, t.createdAt.desc())],
);
