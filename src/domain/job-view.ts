/**
 * The job detail as talent, clients and link visitors read it (spec 2 §3: projectBudget, projectSpecification,
 * projectSkills, projectAudience, …). Shared by the API (api/project/job-view.ts) and the job components.
 */
import { z } from 'zod';
import type { JobStatus, RateType } from './constants.ts';

export type RoleGroup = 'A' | 'B' | 'C' | 'TC';
export type LocationType = 'Remote' | 'Virtual' | 'Onsite';

export interface JobBudget {
  rateType: RateType | null;
  rateMin: number | null;
  rateMax: number | null;
  rateCost: number | null;
  rateNegotiable: boolean;
}

export interface JobSpecification {
  nearCity: string | null;
  city: string | null;
  /** State code (ISO 3166-2 without the country prefix) and its name. */
  state: string | null;
  stateName: string | null;
  /** Country code (ISO 3166-1 alpha-2) and its name. */
  country: string | null;
  countryName: string | null;
  locationType: LocationType | null;
  locationName: string | null;
  timeZone: string | null;
  /** 1 More than 30 hrs/week, 2 Less than 30hrs/week, 3 To Be Determined. */
  estimatedTime: 1 | 2 | 3 | null;
  timeRequirementID: number | null;
  timeRequirement: string | null;
  contentRequirement: string | null;
  contentComments: string | null;
  isCertificationRequired: boolean;
  certificationRequiredComments: string | null;
  projectDuration: string | null;
  projectTimeframe: string | null;
}

export interface JobAudience {
  audienceSize: number | null;
  isAudienceSizeFieldVisible: boolean;
  description: string | null;
  individualContributors: boolean;
  firstLevelLeaders: boolean;
  midLevelLeaders: boolean;
  executives: boolean;
}

export interface JobLanguage {
  language: string;
  /** 1 Basic, 2 Conversational, 3 Fluent. */
  proficiency: 1 | 2 | 3;
}

export interface JobDocument {
  documentId: number;
  fileName: string;
  fileTypeName: string;
  fileSize: number;
  blobId: string;
}

export interface JobTimelineRow {
  projectDateID: number;
  projectDate: string;
  projectEndDate: string | null;
  /** "HH:MM" (24 h) or null. */
  startTime: string | null;
  endTime: string | null;
  timeZone: string | null;
}

export interface RepDetails {
  srName: string | null;
  srExternalTitle: string | null;
  srPhone: string | null;
  srEmail: string | null;
  recName: string | null;
  recExternalTitle: string | null;
  recPhone: string | null;
  recEmail: string | null;
  pmName: string | null;
  pmExternalTitle: string | null;
  pmPhone: string | null;
  pmEmail: string | null;
}

export interface JobView {
  projectID: number;
  title: string;
  /** Rich text (HTML) written by the client. */
  description: string | null;
  roles: string[];
  roleGroup: RoleGroup | null;
  /** When the job was published (ISO instant), null for drafts. */
  stagePostingDate: string | null;
  status: JobStatus;
  /** ISO dates (YYYY-MM-DD). */
  startDate: string | null;
  endDate: string | null;
  projectBudget: JobBudget;
  projectSpecification: JobSpecification;
  projectSkills: string[];
  projectIndustryExperience: string[];
  projectLanguages: JobLanguage[];
  projectAudience: JobAudience;
  projectDocuments: JobDocument[];
  projectSpecificationTimelines: JobTimelineRow[];
  repDetails: RepDetails;
  companyName: string;
  /** The client company's country name, for remote jobs whose own location names none. */
  companyCountryName: string | null;
  noOfPositions: number;
}

/** The training timeline is shown for role groups A and TC only (spec 2 §9). */
export function isTimelineShown(roleGroup: RoleGroup | null | undefined): boolean {
  return roleGroup === 'A' || roleGroup === 'TC';
}

/** Started once the start date has passed (or is today), otherwise Upcoming (spec 2 §4). `today` is YYYY-MM-DD. */
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
export interface PublicJobView {
  job: JobView;
  /** The link names a contact (a valid `c`): the page shows plain links instead of the login prompt. */
  isContactLink: boolean;
  /** Open jobs are advertised (JobPosting markup, sitemap); closed and completed ones only say so. */
  isOpen: boolean;
  /** The absolute address of the post without `c` (canonical, og:url). */
  canonicalUrl: string;
}
