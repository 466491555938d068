/** Roles and skills: disciplines, vendor/category groups, user-added skills awaiting approval, the role split. */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { skillDisciplines } from '#domain/constants.ts';
import { users } from './accounts.ts';
import { createdAt, instant, reference } from './columns.ts';

/** A talent role (Trainer, Instructional Designer, Voice Talent, …). A retired role is replaced through roleChanges. */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Instructor-type roles choose skills by discipline with the certifiedToTeach / ownCourseMaterial flags. */
    isInstructorType: boolean('is_instructor_type').notNull().default(false),
    /** Per Minute and Per Word rates are allowed (Voice Talent); other roles use Daily, Hourly, Flat. */
    allowsPerUnitRates: boolean('allows_per_unit_rates').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(100),
    retiredAt: instant('retired_at'),
  },
  (t) => [uniqueIndex('roles_name_key').on(sql`lower(${t.name})`)],
);

/** The role split: talent holding previousRole choose one of its new roles; notes explain the choice. */
export const roleChanges = pgTable(
  'role_changes',
  {
    id: serial('id').primaryKey(),
    previousRoleId: reference('previous_role_id', () => roles.id).notNull(),
    newRoleId: reference('new_role_id', () => roles.id).notNull(),
    notes: text('notes'),
  },
  (t) => [uniqueIndex('role_changes_pair_key').on(t.previousRoleId, t.newRoleId)],
);

/** A vendor (Technical) or category (Soft Skills) a skill belongs to; each discipline has an Other group. */
export const skillGroups = pgTable(
  'skill_groups',
  {
    id: serial('id').primaryKey(),
    discipline: text('discipline', { enum: skillDisciplines }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('skill_groups_name_key').on(t.discipline, sql`lower(${t.name})`)],
);

/** A skill. One added by a user stays unapproved (isUnapprovedSkill) until reviewed. */
export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    groupId: reference('group_id', () => skillGroups.id).notNull(),
    isPopular: boolean('is_popular').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(true),
    addedByUserId: reference('added_by_user_id', () => users.id),
    /** The vendor name typed by the user when the vendor was Other. */
    proposedVendorName: text('proposed_vendor_name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('skills_group_name_key').on(t.groupId, sql`lower(${t.name})`), index('skills_name_idx').on(sql`lower(${t.name})`)],
);

/** The skills offered for a role; suggested ones are proposed first. */
export const roleSkills = pgTable(
  'role_skills',
  {
    roleId: reference('role_id', () => roles.id).notNull(),
    skillId: reference('skill_id', () => skills.id).notNull(),
    isSuggested: boolean('is_suggested').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.skillId] }), index('role_skills_skill_idx').on(t.skillId)],
);
