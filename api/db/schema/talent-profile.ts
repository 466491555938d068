/** The talent profile: roles with rates, skills per role, languages, industries, certifications, work, education. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rateTypes } from '#domain/constants.ts';
import { blobs, instructors } from './accounts.ts';
import { createdAt, instant, money, personName, reference, timestamps } from './columns.ts';
import { industries } from './industries.ts';
import { roles, skills } from './skills.ts';

const instrId = () => reference('instr_id', () => instructors.id, { onDelete: 'cascade' }).notNull();

/** A role the talent offers, with the year they started and their rate range. */
export const instructorRoles = pgTable(
  'instructor_roles',
  {
    id: serial('id').primaryKey(),
    instrId: instrId(),
    roleId: reference('role_id', () => roles.id).notNull(),
    startYear: smallint('start_year').notNull(),
    rateType: text('rate_type', { enum: rateTypes }).notNull(),
    rateMin: money('rate_min').notNull(),
    rateMax: money('rate_max').notNull(),
    isTechnicalInstructor: boolean('is_technical_instructor').notNull().default(false),
    isSoftSkillInstructor: boolean('is_soft_skill_instructor').notNull().default(false),
    /** serviceCharge: the share of earnings the platform keeps, in basis points; null takes the platform's default. */
    serviceChargeBps: integer('service_charge_bps'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('instructor_roles_instr_role_key').on(t.instrId, t.roleId),
    index('instructor_roles_role_idx').on(t.roleId),
    check('instructor_roles_rate_range', sql`${t.rateMin} > 0 and ${t.rateMax} > 0 and ${t.rateMin} <= ${t.rateMax}`),
  ],
);

/** A skill the talent claims within one of their roles. */
export const instructorSkills = pgTable(
  'instructor_skills',
  {
    instructorRoleId: reference('instructor_role_id', () => instructorRoles.id, { onDelete: 'cascade' }).notNull(),
    skillId: reference('skill_id', () => skills.id).notNull(),
    certifiedToTeach: boolean('certified_to_teach').notNull().default(false),
    ownCourseMaterial: boolean('own_course_material').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.instructorRoleId, t.skillId] }), index('instructor_skills_skill_idx').on(t.skillId)],
);

/** Proficiency: 1 Basic, 2 Conversational, 3 Fluent. */
export const instructorLanguages = pgTable(
  'instructor_languages',
  {
    instrId: instrId(),
    /** An id of api/master/data/languages.ts. */
    languageId: integer('language_id').notNull(),
    proficiency: smallint('proficiency').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instrId, t.languageId] }),
    check('instructor_languages_proficiency', sql`${t.proficiency} between 1 and 3`),
  ],
);

export const instructorIndustries = pgTable(
  'instructor_industries',
  {
    instrId: instrId(),
    industryId: reference('industry_id', () => industries.id).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instrId, t.industryId] }), index('instructor_industries_industry_idx').on(t.industryId)],
);

export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    instrId: instrId(),
    name: text('name').notNull(),
    issuingOrganization: text('issuing_organization'),
    issueDate: date('issue_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    credentialId: text('credential_id'),
    credentialUrl: text('credential_url'),
    blobId: uuid('blob_id').references(() => blobs.id),
    createdAt: createdAt(),
  },
  (t) => [index('certifications_instr_idx').on(t.instrId)],
);

export const workExperiences = pgTable(
  'work_experiences',
  {
    id: serial('id').primaryKey(),
    instrId: instrId(),
    companyName: text('company_name').notNull(),
    jobTitle: text('job_title').notNull(),
    location: text('location'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    isCurrent: boolean('is_current').notNull().default(false),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('work_experiences_instr_idx').on(t.instrId, t.startDate.desc())],
);

export const educations = pgTable(
  'educations',
  {
    id: serial('id').primaryKey(),
    instrId: instrId(),
    institution: text('institution').notNull(),
    degree: text('degree'),
    fieldOfStudy: text('field_of_study'),
    startYear: smallint('start_year'),
    endYear: smallint('end_year'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('educations_instr_idx').on(t.instrId)],
);

/** Logos of companies the talent has worked for (instrCompanyLogos). */
export const instructorCompanyLogos = pgTable(
  'instructor_company_logos',
  {
    id: serial('id').primaryKey(),
    instrId: instrId(),
    companyName: text('company_name').notNull(),
    blobId: uuid('blob_id')
      .notNull()
      .references(() => blobs.id),
  },
  (t) => [index('instructor_company_logos_instr_idx').on(t.instrId)],
);

/** Professional references (refId in /edit-professional-reference/{refId}). */
export const professionalReferences = pgTable(
  'professional_references',
  {
    id: serial('id').primaryKey(),
    instrId: instrId(),
    ...personName(),
    email: text('email').notNull(),
    phone: text('phone'),
    companyName: text('company_name'),
    jobTitle: text('job_title'),
    relationship: text('relationship'),
    /** When the referee confirmed through the mailed link; null while waiting. */
    confirmedAt: instant('confirmed_at'),
    /** When the last request to confirm was mailed. */
    requestedAt: instant('requested_at'),
    /** Signed into every confirmation link; raised by an edit or a new request, which ends the links sent before. */
    linkVersion: integer('link_version').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('professional_references_instr_idx').on(t.instrId)],
);
