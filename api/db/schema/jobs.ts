/** Jobs (projects): every field of the posting wizard, their roles, skills, languages, timeline and documents. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  uuid,
} from 'drizzle-orm/pg-core';
import { jobStatuses, jobWizardSteps, locationTypes, rateTypes, roleGroups } from '#domain/constants.ts';
import { blobs, companies, contacts } from './accounts.ts';
import { createdAt, instant, money, reference, timestamps } from './columns.ts';
import { industries } from './industries.ts';
import { roles, skills } from './skills.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * projectId. searchDocument is maintained by the database from title, skillNames and description;
 * skillNames is rewritten from project_skills by syncProjectSkillNames (api/db/job-search.ts).
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    companyId: reference('company_id', () => companies.id).notNull(),
    createdByContactId: reference('created_by_contact_id', () => contacts.id),
    status: text('status', { enum: jobStatuses }).notNull().default('draft'),
    /** The furthest creation step reached (GetProjectStage). */
    wizardStep: text('wizard_step', { enum: jobWizardSteps }).notNull().default('create-new-job'),
    lastVisitedPage: text('last_visited_page'),
    title: text('title').notNull(),
    description: text('description'),
    roleGroup: text('role_group', { enum: roleGroups }),
    /** stagePostingDate: when the job was published (opened). */
    publishedAt: instant('published_at'),
    closedAt: instant('closed_at'),
    completedAt: instant('completed_at'),
    noOfPositions: integer('no_of_positions').notNull().default(1),
    isChatVisible: boolean('is_chat_visible').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    locationType: text('location_type', { enum: locationTypes }),
    nearCity: text('near_city'),
    city: text('city'),
    stateCode: text('state_code'),
    countryCode: text('country_code'),
    locationName: text('location_name'),
    timeZone: text('time_zone'),
    rateType: text('rate_type', { enum: rateTypes }),
    rateMin: money('rate_min'),
    rateMax: money('rate_max'),
    rateCost: money('rate_cost'),
    rateNegotiable: boolean('rate_negotiable').notNull().default(false),
    /** 1 More than 30 hrs/week, 2 Less than 30hrs/week, 3 To Be Determined. */
    estimatedTime: smallint('estimated_time'),
    audienceSize: integer('audience_size'),
    isAudienceSizeFieldVisible: boolean('is_audience_size_field_visible').notNull().default(true),
    audienceDescription: text('audience_description'),
    individualContributors: boolean('individual_contributors').notNull().default(false),
    firstLevelLeaders: boolean('first_level_leaders').notNull().default(false),
    midLevelLeaders: boolean('mid_level_leaders').notNull().default(false),
    executives: boolean('executives').notNull().default(false),
    isCertificationRequired: boolean('is_certification_required').notNull().default(false),
    certificationRequiredComments: text('certification_required_comments'),
    contentRequirement: text('content_requirement'),
    contentComments: text('content_comments'),
    projectDuration: text('project_duration'),
    projectTimeframe: text('project_timeframe'),
    timeRequirementId: smallint('time_requirement_id'),
    timeRequirement: text('time_requirement'),
    skillNames: text('skill_names').notNull().default(''),
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "skill_names"), 'B') || setweight(to_tsvector('english', coalesce("description", '')), 'C')`,
      ),
    ...timestamps(),
  },
  (t) => [
    /**
     * The client's job lists: the jobs per status of a company (counted from the index alone) and the Open tab soonest
     * start first, read in index order so a page costs the same at 10 and 10,000 open jobs (decision record 307).
     */
    index('projects_company_status_start_idx').on(t.companyId, t.status, t.startDate, t.id),
    /** The job center's newest-first order, with id as the tie-break so pages are stable (decision record 140). */
    index('projects_status_published_idx').on(t.status, t.publishedAt.desc(), t.id.desc()),
    /**
     * Full text over open jobs only, the only ones searched by keyword: a match's row is read for its sort key
     * alone, with no status left to check (decision record 372), and edits of drafts and closed jobs leave it be.
     */
    index('projects_search_idx').using('gin', t.searchDocument).where(sql`${t.status} = 'open'`),
    /** The job center filters, each in the newest-first order (decision record 292). */
    index('projects_status_rate_type_idx').on(t.status, t.rateType, t.publishedAt.desc(), t.id.desc()),
    index('projects_status_location_type_idx').on(t.status, t.locationType, t.publishedAt.desc(), t.id.desc()),
    index('projects_status_time_zone_idx').on(t.status, t.timeZone, t.publishedAt.desc(), t.id.desc()),
    check('projects_estimated_time', sql`${t.estimatedTime} between 1 and 3`),
    check('projects_rate_range', sql`${t.rateMin} is null or ${t.rateMax} is null or ${t.rateMin} <= ${t.rateMax}`),
  ],
);

const projectId = () => reference('project_id', () => projects.id, { onDelete: 'cascade' }).notNull();

export const projectRoles = pgTable(
  'project_roles',
  {
    projectId: projectId(),
    roleId: reference('role_id', () => roles.id).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.roleId] }), index('project_roles_role_idx').on(t.roleId)],
);

export const projectSkills = pgTable(
  'project_skills',
  {
    projectId: projectId(),
    skillId: reference('skill_id', () => skills.id).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.skillId] }), index('project_skills_skill_idx').on(t.skillId)],
);

export const projectIndustries = pgTable(
  'project_industries',
  {
    projectId: projectId(),
    industryId: reference('industry_id', () => industries.id).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.industryId] })],
);

/** Proficiency: 1 Basic, 2 Conversational, 3 Fluent. */
export const projectLanguages = pgTable(
  'project_languages',
  {
    projectId: projectId(),
    /** An id of api/master/data/languages.ts. */
    languageId: integer('language_id').notNull(),
    proficiency: smallint('proficiency').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.languageId] }),
    index('project_languages_language_idx').on(t.languageId),
    check('project_languages_proficiency', sql`${t.proficiency} between 1 and 3`),
  ],
);

/** A training timeline row (projectDateID). */
export const projectTimelines = pgTable(
  'project_timelines',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    projectDate: date('project_date', { mode: 'string' }).notNull(),
    projectEndDate: date('project_end_date', { mode: 'string' }),
    startTime: time('start_time'),
    endTime: time('end_time'),
    timeZone: text('time_zone'),
  },
  (t) => [index('project_timelines_project_idx').on(t.projectId, t.projectDate)],
);

/** A document attached to a job; name, type and size are on the blob, the uploader is contactID. */
export const projectDocuments = pgTable(
  'project_documents',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    blobId: uuid('blob_id')
      .notNull()
      .references(() => blobs.id),
    uploadedByContactId: reference('uploaded_by_contact_id', () => contacts.id),
    /** Posted with the job (isJobPostDoc) rather than shared later under /project/files. */
    isJobPostDoc: boolean('is_job_post_doc').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('project_documents_project_idx').on(t.projectId, t.createdAt)],
);
