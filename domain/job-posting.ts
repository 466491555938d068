/**
 * The job posting wizard (/client-profile-job/*): one zod schema per step, used by the step's form in the browser
 * and by PUT /api/Project/UpdateProjectDetail on the server, with the steps' order and the rules they share
 * (decision record 130). The forms' limits and messages are in job-posting-texts.ts, the read endpoints' answers in
 * job-posting-answers.ts.
 */
import { z } from 'zod';
import { estimatedTimes, jobWizardSteps, locationTypes, proficiencies, rateTypes, type RateType } from './constants.ts';
import { contentRequirements, jobPostingLimits, jobPostingTexts } from './job-posting-texts.ts';
import { requiredText } from './text-fields.ts';

export type WizardStep = (typeof jobWizardSteps)[number];
/** The steps that carry a projectId, in order. */
export const postingSteps = jobWizardSteps.filter((s) => s !== 'create-new-job');
export type PostingStep = Exclude<WizardStep, 'create-new-job'>;
export type EditableStep = Exclude<PostingStep, 'review'>;

export const stepLabels: Record<PostingStep, string> = {
  'job-details': 'Job details',
  'job-skills': 'Skills',
  'job-audience': 'Audience',
  'job-specification': 'Specification',
  'job-budget': 'Budget',
  'job-description': 'Description',
  review: 'Review',
};

const isoDate = z
  .string({ error: jobPostingTexts.dateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, jobPostingTexts.dateInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), jobPostingTexts.dateInvalid);
const clockTime = z.string({ error: jobPostingTexts.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, jobPostingTexts.timeInvalid);
const optionalText = (max: number) => z.string().trim().max(max, jobPostingTexts.textTooLong(max)).optional();
const id = z.number().int().positive();

/** IANA time zone names the runtime knows (browser and server alike). */
export const timeZoneNames: readonly string[] = Intl.supportedValuesOf('timeZone');
const timeZoneSet = new Set(timeZoneNames);
const timeZone = z
  .string({ error: jobPostingTexts.timeZoneRequired })
  .min(1, jobPostingTexts.timeZoneRequired)
  .refine((v) => timeZoneSet.has(v), jobPostingTexts.timeZoneRequired);

const hasTwoDecimalsAtMost = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const money = z
  .number({ error: jobPostingTexts.rateAmount })
  .min(0, jobPostingTexts.rateAmount)
  .max(jobPostingLimits.rateMax, jobPostingTexts.rateAmount)
  .refine(hasTwoDecimalsAtMost, jobPostingTexts.rateAmount);

const uniqueIds = (ids: number[]) => new Set(ids).size === ids.length;
/** A step's rule broken: the message under the field it is about. */
const fieldIssue = (ctx: z.RefinementCtx, field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
/** The ids picked from a list: at least one, at most `max`, none twice. */
const pickedIds = (required: string, max: number, tooMany: string, twice: string) =>
  z.array(id, { error: required }).min(1, required).max(max, tooMany).refine(uniqueIds, twice);

const detailsShape = {
  title: requiredText(jobPostingTexts.titleRequired, jobPostingLimits.titleMax, jobPostingTexts.titleTooLong),
  roleIds: pickedIds(jobPostingTexts.rolesRequired, jobPostingLimits.rolesMax, jobPostingTexts.rolesTooMany, jobPostingTexts.unknownRole),
  noOfPositions: z
    .number({ error: jobPostingTexts.positions })
    .int(jobPostingTexts.positions)
    .min(1, jobPostingTexts.positions)
    .max(jobPostingLimits.positionsMax, jobPostingTexts.positions),
  startDate: isoDate,
  endDate: isoDate,
  locationType: z.enum(locationTypes, { error: jobPostingTexts.locationTypeRequired }),
  locationName: optionalText(jobPostingLimits.shortTextMax),
  nearCity: optionalText(jobPostingLimits.shortTextMax),
  city: optionalText(jobPostingLimits.shortTextMax),
  stateCode: optionalText(10),
  countryCode: optionalText(2),
  timeZone,
};

type DetailsValues = z.output<z.ZodObject<typeof detailsShape>>;
function detailsRules(value: DetailsValues, ctx: z.RefinementCtx) {
  if (value.endDate < value.startDate) fieldIssue(ctx, 'endDate', jobPostingTexts.endBeforeStart);
  if (value.locationType === 'Onsite') {
    if (!value.city) fieldIssue(ctx, 'city', jobPostingTexts.cityRequired);
    if (!value.countryCode) fieldIssue(ctx, 'countryCode', jobPostingTexts.countryRequired);
  }
}

const languageRow = z.object({
  languageId: z.number({ error: jobPostingTexts.unknownLanguage }).int().positive(jobPostingTexts.unknownLanguage),
  proficiency: z
    .number({ error: jobPostingTexts.proficiency })
    .int()
    .refine((v) => v in proficiencies, jobPostingTexts.proficiency),
});

const skillsShape = {
  skillIds: pickedIds(jobPostingTexts.skillsRequired, jobPostingLimits.skillsMax, jobPostingTexts.skillsTooMany, jobPostingTexts.unknownSkill),
  industryIds: z
    .array(id)
    .max(jobPostingLimits.industriesMax, jobPostingTexts.industriesTooMany)
    .refine(uniqueIds, jobPostingTexts.unknownIndustry)
    .default([]),
  languages: z
    .array(languageRow)
    .max(jobPostingLimits.languagesMax, jobPostingTexts.languagesTooMany)
    .refine((rows) => uniqueIds(rows.map((r) => r.languageId)), jobPostingTexts.languageTwice)
    .default([]),
};

const audienceShape = {
  audienceSize: z.number({ error: jobPostingTexts.audienceSize }).int(jobPostingTexts.audienceSize).positive(jobPostingTexts.audienceSize).max(1_000_000, jobPostingTexts.audienceSize),
  isAudienceSizeFieldVisible: z.boolean().default(false),
  audienceDescription: optionalText(jobPostingLimits.commentsMax),
  individualContributors: z.boolean().default(false),
  firstLevelLeaders: z.boolean().default(false),
  midLevelLeaders: z.boolean().default(false),
  executives: z.boolean().default(false),
};

const timelineRow = z
  .object({
    projectDate: isoDate,
    projectEndDate: isoDate.optional(),
    startTime: clockTime,
    endTime: clockTime,
    timeZone,
  })
  .superRefine((row, ctx) => {
    if (row.projectEndDate && row.projectEndDate < row.projectDate) fieldIssue(ctx, 'projectEndDate', jobPostingTexts.endBeforeStart);
    if (row.endTime <= row.startTime) fieldIssue(ctx, 'endTime', jobPostingTexts.endTimeBeforeStart);
  });

const specificationShape = {
  isCertificationRequired: z.boolean().default(false),
  certificationRequiredComments: optionalText(jobPostingLimits.certificationCommentsMax),
  contentRequirement: z.enum(contentRequirements).optional(),
  contentComments: optionalText(jobPostingLimits.commentsMax),
  projectDuration: optionalText(jobPostingLimits.shortTextMax),
  projectTimeframe: optionalText(jobPostingLimits.shortTextMax),
  timeRequirement: optionalText(jobPostingLimits.shortTextMax),
  timelines: z.array(timelineRow).max(jobPostingLimits.timelineRowsMax, jobPostingTexts.timelineTooMany).default([]),
};

type SpecificationValues = z.output<z.ZodObject<typeof specificationShape>>;
function specificationRules(value: SpecificationValues, ctx: z.RefinementCtx) {
  if (value.isCertificationRequired && !value.certificationRequiredComments)
    fieldIssue(ctx, 'certificationRequiredComments', jobPostingTexts.certificationCommentsRequired);
}

const budgetShape = {
  rateType: z.enum(rateTypes, { error: jobPostingTexts.rateTypeRequired }),
  rateMin: money,
  rateMax: money,
  rateNegotiable: z.boolean().default(false),
  estimatedTime: z
    .number({ error: jobPostingTexts.estimatedTimeRequired })
    .int()
    .refine((v) => v in estimatedTimes, jobPostingTexts.estimatedTimeRequired),
};

type BudgetValues = z.output<z.ZodObject<typeof budgetShape>>;
function budgetRules(value: BudgetValues, ctx: z.RefinementCtx) {
  if (value.rateMin > value.rateMax) fieldIssue(ctx, 'rateMax', jobPostingTexts.rateRange);
}

/** Voice Talent may use Per Minute and Per Word besides Daily, Hourly and Flat; other roles may not. */
export const perUnitRateTypes: readonly RateType[] = ['Per Minute', 'Per Word'];
export function allowedRateTypes(allowsPerUnitRates: boolean): readonly RateType[] {
  return allowsPerUnitRates ? rateTypes : rateTypes.filter((t) => !perUnitRateTypes.includes(t));
}

const descriptionShape = {
  description: requiredText(jobPostingTexts.descriptionRequired, jobPostingLimits.descriptionMax, jobPostingTexts.descriptionTooLong),
};

/** The forms of each step (no projectId). */
export const stepForms = {
  'job-details': z.object(detailsShape).superRefine(detailsRules),
  'job-skills': z.object(skillsShape),
  'job-audience': z.object(audienceShape),
  'job-specification': z.object(specificationShape).superRefine(specificationRules),
  'job-budget': z.object(budgetShape).superRefine(budgetRules),
  'job-description': z.object(descriptionShape),
} as const;

/** The budget form of a job whose roles do or do not allow per-unit rates. */
export function budgetFormFor(allowsPerUnitRates: boolean) {
  const allowed = allowedRateTypes(allowsPerUnitRates);
  return stepForms['job-budget'].superRefine((value, ctx) => {
    if (!allowed.includes(value.rateType)) fieldIssue(ctx, 'rateType', jobPostingTexts.rateTypeNotAllowed);
  });
}

export type DetailsInput = z.output<(typeof stepForms)['job-details']>;

const projectId = z.number({ error: 'projectId is required.' }).int().positive('projectId is required.');

export const addProjectDetailSchema = stepForms['job-details'];

export const updateProjectDetailSchema = z.discriminatedUnion(
  'step',
  [
    z.object({ projectId, step: z.literal('job-details'), ...detailsShape }).superRefine(detailsRules),
    z.object({ projectId, step: z.literal('job-skills'), ...skillsShape }),
    z.object({ projectId, step: z.literal('job-audience'), ...audienceShape }),
    z.object({ projectId, step: z.literal('job-specification'), ...specificationShape }).superRefine(specificationRules),
    z.object({ projectId, step: z.literal('job-budget'), ...budgetShape }).superRefine(budgetRules),
    z.object({ projectId, step: z.literal('job-description'), ...descriptionShape }),
  ],
  { error: 'Name the step to save: job-details, job-skills, job-audience, job-specification, job-budget or job-description.' },
);
export type UpdateProjectDetailInput = z.output<typeof updateProjectDetailSchema>;

export const projectIdQuery = z.object({ Projectid: z.coerce.number({ error: 'Projectid is required.' }).int().positive('Projectid is required.') });
export const projectIdBody = z.object({ projectId });
export const projectDocumentQuery = z.object({
  projectId: z.coerce.number({ error: 'projectId is required.' }).int().positive('projectId is required.'),
  documentId: z.coerce.number({ error: 'documentId is required.' }).int().positive('documentId is required.'),
});

/** A step name, or a wizard page path (/client-profile-job/<step>[/<projectId>]) which is reduced to its step. */
export const lastVisitedPageSchema = z.object({
  projectId,
  page: z
    .string({ error: 'Name the page.' })
    .transform((v) => v.replace(/^\/client-profile-job\//, '').replace(/\/\d+$/, ''))
    .pipe(z.enum(postingSteps as [PostingStep, ...PostingStep[]], { error: 'Name a job posting page.' })),
});

/** The page of a wizard step for a job. */
export const stepUrl = (step: PostingStep, projectId: number) => `/client-profile-job/${step}/${projectId}`;

export function nextStep(step: PostingStep): PostingStep {
  return postingSteps[Math.min(postingSteps.indexOf(step) + 1, postingSteps.length - 1)] as PostingStep;
}
export function previousStep(step: PostingStep): PostingStep | null {
  const i = postingSteps.indexOf(step);
  return i > 0 ? (postingSteps[i - 1] as PostingStep) : null;
}

/** The role group of a job from its roles: delivery roles A, design roles B, Voice Talent C, delivery and design TC. */
export function roleGroupOf(roles: readonly { isInstructorType: boolean; allowsPerUnitRates: boolean }[]): 'A' | 'B' | 'C' | 'TC' {
  const delivery = roles.some((r) => r.isInstructorType);
  const design = roles.some((r) => !r.isInstructorType && !r.allowsPerUnitRates);
  if (delivery && design) return 'TC';
  if (delivery) return 'A';
  if (design) return 'B';
  return 'C';
}
export const hasTimeline = (roleGroup: string | null) => roleGroup === 'A' || roleGroup === 'TC';
