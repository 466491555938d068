/**
 * The job detail as talent, clients and link visitors read it (projectBudget, projectSpecification,
 * projectSkills, projectAudience, …). Shared by the API (api/project/job-view.ts) and the job components.
 */
import { z } from 'zod';
import { publicCompany } from './company-profile.ts';
import { jobStatuses, locationTypes, rateTypes, roleGroups } from './constants.ts';

export const roleGroupSchema = z.enum(roleGroups);
export type RoleGroup = z.infer<typeof roleGroupSchema>;
export const locationTypeSchema = z.enum(locationTypes);
export type LocationType = z.infer<typeof locationTypeSchema>;

const id = z.number().int();
const text = z.string().nullable();

export const jobBudgetSchema = z.object({
  rateType: z.enum(rateTypes).nullable(),
  rateMin: z.number().nullable(),
  rateMax: z.number().nullable(),
  rateCost: z.number().nullable(),
  rateNegotiable: z.boolean(),
});
export type JobBudget = z.infer<typeof jobBudgetSchema>;

export const jobSpecificationSchema = z.object({
  nearCity: text,
  city: text,
  /** State code (ISO 3166-2 without the country prefix) and its name. */
  state: text,
  stateName: text,
  /** Country code (ISO 3166-1 alpha-2) and its name. */
  country: text,
  countryName: text,
  locationType: locationTypeSchema.nullable(),
  locationName: text,
  timeZone: text,
  /** 1 More than 30 hrs/week, 2 Less than 30hrs/week, 3 To Be Determined. */
  estimatedTime: z.literal([1, 2, 3]).nullable(),
  timeRequirementID: id.nullable(),
  timeRequirement: text,
  contentRequirement: text,
  contentComments: text,
  isCertificationRequired: z.boolean(),
  certificationRequiredComments: text,
  projectDuration: text,
  projectTimeframe: text,
});
export type JobSpecification = z.infer<typeof jobSpecificationSchema>;

export const jobAudienceSchema = z.object({
  audienceSize: id.nullable(),
  isAudienceSizeFieldVisible: z.boolean(),
  description: text,
  individualContributors: z.boolean(),
  firstLevelLeaders: z.boolean(),
  midLevelLeaders: z.boolean(),
  executives: z.boolean(),
});
export type JobAudience = z.infer<typeof jobAudienceSchema>;

export const jobLanguageSchema = z.object({
  language: z.string(),
  /** 1 Basic, 2 Conversational, 3 Fluent. */
  proficiency: z.literal([1, 2, 3]),
});
export type JobLanguage = z.infer<typeof jobLanguageSchema>;

/** A stored file as a list shows it: its name, type and size. */
export const fileFields = { fileName: z.string(), fileTypeName: z.string(), fileSize: z.number() };
/** A document of a job or a proposal as a list shows it: its id, name, type and size. */
export const documentFields = { documentId: id, ...fileFields };

export const jobDocumentSchema = z.object({ ...documentFields, blobId: z.string() });
export type JobDocument = z.infer<typeof jobDocumentSchema>;

export const jobTimelineRowSchema = z.object({
  projectDateID: id,
  projectDate: z.string(),
  projectEndDate: text,
  /** "HH:MM" (24 h) or null. */
  startTime: text,
  endTime: text,
  timeZone: text,
});
export type JobTimelineRow = z.infer<typeof jobTimelineRowSchema>;

/** A client contact on a job as the job's pages show them. */
export const jobContactFields = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  jobTitle: z.string().nullable(),
};

export const repDetailsSchema = z.object({
  srName: text,
  srExternalTitle: text,
  srPhone: text,
  srEmail: text,
  recName: text,
  recExternalTitle: text,
  recPhone: text,
  recEmail: text,
  pmName: text,
  pmExternalTitle: text,
  pmPhone: text,
  pmEmail: text,
});
export type RepDetails = z.infer<typeof repDetailsSchema>;

export const jobViewSchema = z.object({
  projectID: id,
  title: z.string(),
  /** Rich text (HTML) written by the client. */
  description: text,
  roles: z.array(z.string()),
  roleGroup: roleGroupSchema.nullable(),
  /** When the job was published (ISO instant), null for drafts. */
  stagePostingDate: text,
  status: z.enum(jobStatuses),
  /** ISO dates (YYYY-MM-DD). */
  startDate: text,
  endDate: text,
  projectBudget: jobBudgetSchema,
  projectSpecification: jobSpecificationSchema,
  projectSkills: z.array(z.string()),
  projectIndustryExperience: z.array(z.string()),
  projectLanguages: z.array(jobLanguageSchema),
  projectAudience: jobAudienceSchema,
  projectDocuments: z.array(jobDocumentSchema),
  projectSpecificationTimelines: z.array(jobTimelineRowSchema),
  repDetails: repDetailsSchema,
  companyName: z.string(),
  /** The client company's country name, for remote jobs whose own location names none. */
  companyCountryName: text,
  noOfPositions: id,
});
export type JobView = z.infer<typeof jobViewSchema>;

/** The training timeline is shown for role groups A and TC only. */
export function isTimelineShown(roleGroup: RoleGroup | null | undefined): boolean {
  return roleGroup === 'A' || roleGroup === 'TC';
}

/** Started once the start date has passed (or is today), otherwise Upcoming. `today` is YYYY-MM-DD. */
export function jobStatusLabel(startDate: string | null | undefined, today: string): 'Started' | 'Upcoming' {
  return startDate && startDate <= today ? 'Started' : 'Upcoming';
}

/** "City, State, Country", or the location type for remote and virtual jobs. */
export function jobLocationText(spec: JobSpecification): string {
  if (spec.locationType === 'Remote' || spec.locationType === 'Virtual') return spec.locationType;
  const parts = [spec.locationName, spec.city ?? spec.nearCity, spec.stateName ?? spec.state, spec.countryName ?? spec.country];
  return parts.filter((p): p is string => Boolean(p)).join(', ');
}

/** The audience levels the client ticked, in the spec's order. */
export function audienceLevels(audience: JobAudience): string[] {
  const levels: [boolean, string][] = [
    [audience.individualContributors, 'Individual contributors'],
    [audience.firstLevelLeaders, 'First-level leaders'],
    [audience.midLevelLeaders, 'Mid-level leaders'],
    [audience.executives, 'Executives'],
  ];
  return levels.filter(([on]) => on).map(([, label]) => label);
}

/** GET /api/Project/ViewJobDetails: the job and the signed link a visitor holds (`c` only when the link names a contact). */
export const publicJobQuerySchema = z.object({
  projectId: z.coerce.number({ message: 'projectId must be a number' }).int().positive('projectId must be a number'),
  hash: z.string().trim().min(1, 'hash is required').max(100),
  c: z.string().trim().max(400).optional(),
});

/** The public job post: the job as everyone sees it, and what the signed link allows. */
export const publicJobViewSchema = z.object({
  job: jobViewSchema,
  /** The link names a contact (a valid `c`): the page shows plain links instead of the login prompt. */
  isContactLink: z.boolean(),
  /** Open jobs are advertised (JobPosting markup, sitemap); closed and completed ones only say so. */
  isOpen: z.boolean(),
  /** The absolute address of the post without `c` (canonical, og:url). */
  canonicalUrl: z.string(),
  /** The client company as its profile presents it (name, logo, about, industry, web site, size). */
  company: publicCompany,
});
export type PublicJobView = z.infer<typeof publicJobViewSchema>;
