/** Who is on a job: the internal team (display only) and the client's project contacts. */
import { boolean, index, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { internalTeamRoles, projectContactStatuses } from '#domain/constants.ts';
import { contacts } from './accounts.ts';
import { createdAt, reference } from './columns.ts';
import { projects } from './jobs.ts';

/** A sales rep, recruiter or project manager of the marketplace's own team. */
export const internalTeamMembers = pgTable('internal_team_members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  externalTitle: text('external_title').notNull(),
  phone: text('phone'),
  email: text('email').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

/** The internal team assigned to a job: one member per team role (SR sales rep, REC recruiter, PM project manager). */
export const projectTeam = pgTable(
  'project_team',
  {
    projectId: reference('project_id', () => projects.id, { onDelete: 'cascade' }).notNull(),
    teamRole: text('team_role', { enum: internalTeamRoles }).notNull(),
    memberId: reference('member_id', () => internalTeamMembers.id).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.teamRole] }), index('project_team_member_idx').on(t.memberId)],
);

/** A client contact on a job: A active, P invited. A Standard User sees only the jobs they are on. */
export const projectContacts = pgTable(
  'project_contacts',
  {
    projectId: reference('project_id', () => projects.id, { onDelete: 'cascade' }).notNull(),
    contactId: reference('contact_id', () => contacts.id).notNull(),
    status: text('status', { enum: projectContactStatuses }).notNull().default('A'),
    isOwner: boolean('is_owner').notNull().default(false),
    addedByContactId: reference('added_by_contact_id', () => contacts.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.contactId] }), index('project_contacts_contact_idx').on(t.contactId, t.status)],
);
