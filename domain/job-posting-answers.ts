/** What the job posting wizard's read endpoints answer: the draft, the lists to choose from, drafts and a job's stage. */
import { z } from 'zod';
import { jobStatuses, jobWizardSteps, locationTypes } from './constants.ts';
import { postingSteps, type PostingStep } from './job-posting.ts';
import { jobBudgetSchema, jobDocumentSchema, jobTimelineRowSchema } from './job-view.ts';

const whole = z.number().int();
const text = z.string().nullable();
export const jobWizardStepSchema = z.enum(jobWizardSteps);
const postingStepSchema = z.enum(postingSteps as [PostingStep, ...PostingStep[]]);

/** The draft as the wizard reads it back (GET /api/Project/GetProjectDetails). */
export const projectDraftSchema = z.object({
  projectId: whole,
  status: z.string(),
  wizardStep: jobWizardStepSchema,
  lastVisitedPage: text,
  roleGroup: z.enum(['A', 'B', 'C', 'TC']).nullable(),
  allowsPerUnitRates: z.boolean(),
  title: z.string(),
  roleIds: z.array(whole),
  noOfPositions: whole,
  startDate: text,
  endDate: text,
  locationType: z.enum(locationTypes).nullable(),
  locationName: text,
  nearCity: text,
  city: text,
  stateCode: text,
  countryCode: text,
  timeZone: text,
  skillIds: z.array(whole),
  industryIds: z.array(whole),
  languages: z.array(z.object({ languageId: whole, proficiency: whole })),
  audienceSize: whole.nullable(),
  isAudienceSizeFieldVisible: z.boolean(),
  audienceDescription: text,
  individualContributors: z.boolean(),
  firstLevelLeaders: z.boolean(),
  midLevelLeaders: z.boolean(),
  executives: z.boolean(),
  isCertificationRequired: z.boolean(),
  certificationRequiredComments: text,
  contentRequirement: text,
  contentComments: text,
  projectDuration: text,
  projectTimeframe: text,
  timeRequirement: text,
  timelines: z.array(jobTimelineRowSchema.omit({ projectDateID: true })),
  ...jobBudgetSchema.omit({ rateCost: true }).shape,
  estimatedTime: whole.nullable(),
  description: text,
  documents: z.array(jobDocumentSchema),
});
export type ProjectDraft = z.infer<typeof projectDraftSchema>;

/** The lists the steps choose from (GET /api/Project/GetPostingOptions). */
export const postingOptionsSchema = z.object({
  roles: z.array(z.object({ id: whole, name: z.string(), allowsPerUnitRates: z.boolean() })),
  skills: z.array(z.object({ id: whole, name: z.string(), group: z.string() })),
  industries: z.array(z.object({ id: whole, name: z.string() })),
  languages: z.array(z.object({ id: whole, name: z.string() })),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type PostingOptions = z.infer<typeof postingOptionsSchema>;

/** A company draft listed on /client-profile-job/create-new-job. */
export const draftSummarySchema = z.object({
  projectId: whole,
  title: z.string(),
  wizardStep: jobWizardStepSchema,
  /** The step Continue opens: the last visited one, else the furthest reached. */
  continueStep: postingStepSchema,
  continueUrl: z.string(),
  updatedAt: z.string(),
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;

/** Where a job stands in the posting steps (GET /api/Project/GetProjectStage). */
export const projectStageSchema = z.object({
  projectId: whole,
  wizardStep: jobWizardStepSchema,
  lastVisitedPage: text,
  status: z.enum(jobStatuses),
  continueUrl: z.string(),
});
