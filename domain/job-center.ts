/** The talent job center: search filters, saved-job payloads and the list item shape (its tabs: job-center-tabs.ts). */
import { z } from 'zod';
import { matchScoreSchema } from './match-score-schema.ts';
import { locationTypes, rateTypes } from './constants.ts';
import { positiveId } from './fields.ts';
import { jobBudgetSchema, jobContactFields, jobSpecificationSchema, jobViewSchema } from './job-view.ts';
import { jobCenterTexts } from './job-center-texts.ts';
import { jobCenterTabs, myJobsTabIds, type MyJobsTabId } from './job-center-tabs.ts';

export const jobAccessScopes = ['ProposalSubmission', 'SearchJobs'] as const;
export type JobAccessScope = (typeof jobAccessScopes)[number];

export const jobCenterLimits = {
  pageSize: 20,
  /** Deepest page offered: results beyond pageSize × maxPage are reached by narrowing the search. */
  maxPage: 50,
  keywordMax: 200,
} as const;
/** Counts stop here; beyond, a search shows "about N jobs" (an estimate) or "1000+ jobs". */
export const countCap = jobCenterLimits.pageSize * jobCenterLimits.maxPage;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalOf = <T extends z.core.$ZodType>(schema: T) => z.preprocess(blankToUndefined, z.optional(schema));

const page = optionalOf(
  z.coerce
    .number({ error: 'page must be a number.' })
    .int('page must be a whole number.')
    .min(1, 'page starts at 1.')
    .max(jobCenterLimits.maxPage, `Only the first ${jobCenterLimits.maxPage} pages are listed; narrow the search.`),
);

const cursor = z.string().regex(/^\d{1,18}\.\d{1,10}$/, jobCenterTexts.invalidPageLink);

/** GET /api/TalentJobCenter/SearchJobs: open jobs (tab 6). Blank fields of the plain GET form are ignored. */
export const searchJobsQuery = z.object({
  keyword: optionalOf(z.string().trim().max(jobCenterLimits.keywordMax, `The keyword is limited to ${jobCenterLimits.keywordMax} characters.`)),
  roleId: optionalOf(positiveId),
  rateType: optionalOf(z.enum(rateTypes, { error: 'Unknown rate type.' })),
  locationType: optionalOf(z.enum(locationTypes, { error: 'Unknown location type.' })),
  timeZone: optionalOf(z.string().trim().max(64, 'Unknown time zone.')),
  languageId: optionalOf(positiveId),
  page,
  /** The key of the last job of the page before (its nextCursor): the page is read from there in the index. */
  after: optionalOf(cursor),
  /** The key of the first job of the page after (its previousCursor); never with after. */
  before: optionalOf(cursor),
});
export type SearchJobsQuery = z.output<typeof searchJobsQuery>;

/** GET /api/TalentJobCenter/GetMyJobs: the caller's jobs of one tab (2, 3, 4, 5 or 7). */
export const myJobsQuery = z.object({
  tabId: z.coerce
    .number({ error: 'tabId is required.' })
    .refine((v): v is MyJobsTabId => (myJobsTabIds as readonly number[]).includes(v), 'tabId must be one of 2, 3, 4, 5, 7.'),
  page,
});

const projectIdField = z.coerce.number({ error: 'projectId is required.' }).int().positive({ error: 'projectId is required.' });

export const projectIdQuery = z.object({ projectId: projectIdField });

export const accessCheckQuery = z.object({
  projectid: projectIdField,
  status: z.enum(jobAccessScopes, { error: 'status must be ProposalSubmission or SearchJobs.' }),
});

/** AddSavedJob: instrId is needed only when an agency saves for another of its talent. */
export const addSavedJobBody = z.object({ projectId: projectIdField, instrId: optionalOf(positiveId) });
export const deleteSavedJobQuery = z.object({ projectId: projectIdField, instrId: optionalOf(positiveId) });

const id = z.number().int();

export const jobCenterItemSchema = z.object({
  projectId: id,
  title: z.string(),
  companyName: z.string().nullable(),
  roles: z.array(z.string()),
  /** The job's budget without its cost, and where the job is, as the job's own view gives them. */
  ...jobBudgetSchema.omit({ rateCost: true }).shape,
  ...jobSpecificationSchema.pick({ locationType: true, city: true, state: true, country: true, timeZone: true }).shape,
  stagePostingDate: z.string().nullable(),
  isSaved: z.boolean(),
  /** The caller's proposal status on the job (lists of tabs 3, 4, 5, 7), with the talent it is for. */
  proposalStatus: z.string().nullable(),
  talentName: z.string().nullable(),
  href: z.string(),
  /** The caller's match score for the job (0–100) in the search (tab 6); null on the other tabs and an agency member's lists. */
  matchScore: z.number().int().nullable(),
});
export type JobCenterItem = z.infer<typeof jobCenterItemSchema>;

export const jobCenterPageSchema = z.object({
  tabId: z.literal(jobCenterTabs.map((t) => t.id)),
  items: z.array(jobCenterItemSchema),
  page: id,
  pageSize: id,
  /** Matches, counted up to countCap; totalCapped says there are more. */
  total: id,
  totalCapped: z.boolean(),
  hasNextPage: z.boolean(),
});
export type JobCenterPage = z.infer<typeof jobCenterPageSchema>;

const namedIds = z.array(z.object({ id, name: z.string() }));
/** What the search filters offer: roles, languages, and the time zones open jobs are in. */
export const searchFilterOptionsSchema = z.object({ roles: namedIds, languages: namedIds, timeZones: z.array(z.string()) });
export type SearchFilterOptions = z.infer<typeof searchFilterOptionsSchema>;

export const searchJobsResultSchema = jobCenterPageSchema.extend({
  /** Beyond countCap matches: total is the database's estimate (two significant digits), shown as "about N". */
  totalEstimated: z.boolean(),
  /** For the next page's link (after=), null on the last page. */
  nextCursor: z.string().nullable(),
  /** For the previous page's link (before=), null on the first page. */
  previousCursor: z.string().nullable(),
  filters: searchFilterOptionsSchema,
});
export type SearchJobsResult = z.infer<typeof searchJobsResultSchema>;

/** The caller's proposal on a job, as the details view shows it. */
export const proposalSummarySchema = z.object({
  instrId: id,
  talentName: z.string(),
  status: z.string(),
  submittedAt: z.string(),
  /** Still in Submission on an open job: the Edit Proposal button. */
  canEdit: z.boolean(),
  /** Hired with a work order paid by the hour or the day: the page of its time and days delivered. */
  timeDeliveredHref: z.string().nullable(),
});
export type ProposalSummary = z.infer<typeof proposalSummarySchema>;

export const talentProjectContactSchema = z.object({
  contactId: id,
  ...jobContactFields,
  isOwner: z.boolean(),
  imageBlobGuid: z.string().nullable(),
});
export type TalentProjectContact = z.infer<typeof talentProjectContactSchema>;

/** GET /api/TalentJobCenter/GetJobDetails: the job as talent see it. */
export const talentJobDetailsSchema = z.object({
  job: jobViewSchema,
  isSaved: z.boolean(),
  /** The party's proposals on the job (an agency may have several, one per talent), newest first. */
  proposals: z.array(proposalSummarySchema),
  /** The job is open and the caller may still propose (talent without a proposal, or an agency). */
  canSubmit: z.boolean(),
  /** Active project contacts only. */
  contacts: z.array(talentProjectContactSchema),
  /** The caller's match score for the job with every factor and what the profile could add; null for an agency member. */
  myMatch: matchScoreSchema.extend({ advice: z.array(z.string()) }).nullable(),
});
export type TalentJobDetails = z.infer<typeof talentJobDetailsSchema>;

export { jobCenterTexts } from './job-center-texts.ts';
