/**
 * The client's job lists (/client-job/jobstatussection/{tabId}), the proposal tabs of a job
 * (/client-job/job-entity/{tabId}/{jobId}) and project contacts: tab ids, inputs and answers of their calls.
 */
import { z } from 'zod';
import { jobStatuses, projectContactStatuses, proposalStatuses, rateTypes, type JobStatus } from './constants.ts';
import type { ProposalStatus } from './client-proposal.ts';
import { jobContactFields, jobStatusLabel, jobViewSchema } from './job-view.ts';
import { pipelineActions } from './pipeline.ts';
import { messages } from './messages.ts';
import { matchScoreSchema } from './match-score-schema.ts';
import { requiredId } from './required-id.ts';

/** Job list tabs: 1 Open (Started and Upcoming), 2 Drafts, 3 Closed, 4 Completed. */
export const jobListTabs = [
  { tabId: 1, status: 'open', label: 'Open' },
  { tabId: 2, status: 'draft', label: 'Drafts' },
  { tabId: 3, status: 'closed', label: 'Closed' },
  { tabId: 4, status: 'completed', label: 'Completed' },
] as const satisfies readonly { tabId: number; status: JobStatus; label: string }[];
export type JobListTabId = (typeof jobListTabs)[number]['tabId'];

export const clientJobsQuery = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((n) => jobListTabs.some((t) => t.tabId === n), 'status must be a tab id from 1 to 4.')
    .default(1),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const projectIdQuery = z.object({ projectId: requiredId('projectId') });

/** GET /api/Project/GetSubmissions: the newest proposals still waiting in the Submission tab of the caller's jobs. */
export const submissionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

const count = z.number().int();

export const submissionSummarySchema = z.object({
  proposalId: count,
  instrId: count,
  projectId: count,
  projectTitle: z.string(),
  talentName: z.string(),
  /** The talent's profile photo (served by /api/Blob/Photo), null without one. */
  photoBlobId: z.string().nullable(),
  /** The rate with the job's suffix, e.g. "$1,100.00/day". */
  rateText: z.string(),
  submittalDate: z.string(),
  /** The proposal on its job: /client-job/job-entity/1/{projectId}?proposal={proposalId}. */
  href: z.string(),
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

export const submissionsPageSchema = z.object({ items: z.array(submissionSummarySchema), page: count, pageSize: count, total: count });
export type SubmissionsPage = z.infer<typeof submissionsPageSchema>;

/** status: a tab name (Submission … Client) or its tab id; without it, the Submission tab. */
export const proposalSorts = ['best', 'newest'] as const;
export type ProposalSort = (typeof proposalSorts)[number];

export const projectTalentsQuery = z.object({
  projectId: requiredId('projectId'),
  status: z
    .union([z.enum(proposalStatuses), z.coerce.number().int().min(1).max(proposalStatuses.length).transform((n) => proposalStatuses[n - 1] as ProposalStatus)])
    .default('Submission'),
  /** best: the highest match score first (ties in the order sent); newest: the latest proposal first. */
  sort: z.enum(proposalSorts).default('best'),
});

export const addProjectContactSchema = z.object({
  projectId: requiredId('projectId'),
  contactId: z.coerce.number({ error: messages.job.contactRequired }).int().positive({ error: messages.job.contactRequired }),
});
export const deleteProjectContactQuery = z.object({ projectId: requiredId('projectId'), contactId: requiredId('contactId') });

export const proposalCountsSchema = z.object({ Submission: count, Interview: count, Rejected: count, Hired: count, Client: count });
export type ProposalCounts = z.infer<typeof proposalCountsSchema>;

export const clientJobSummarySchema = z.object({
  projectID: count,
  title: z.string(),
  status: z.enum(jobStatuses),
  /** Started / Upcoming for open jobs; Draft, Closed or Completed otherwise. */
  statusLabel: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  stagePostingDate: z.string().nullable(),
  roles: z.array(z.string()),
  proposalCounts: proposalCountsSchema,
  /** The job page, or the wizard step a draft reached. */
  href: z.string(),
});
export type ClientJobSummary = z.infer<typeof clientJobSummarySchema>;

export const clientJobsPageSchema = z.object({
  items: z.array(clientJobSummarySchema),
  total: count,
  page: count,
  pageSize: count,
  /** Jobs per list tab id. */
  tabCounts: z.object({ 1: count, 2: count, 3: count, 4: count }),
});
export type ClientJobsPage = z.infer<typeof clientJobsPageSchema>;

export const projectTalentSchema = z.object({
  proposalId: count,
  instrId: count,
  talentName: z.string(),
  thumbnailBlobId: z.string().nullable(),
  roles: z.array(z.string()),
  rateType: z.enum(rateTypes).nullable(),
  rate: z.number(),
  /** The rate with its suffix, e.g. "$1,100.00/day". */
  rateText: z.string(),
  submittalDate: z.string(),
  status: z.enum(proposalStatuses),
  isFavorite: z.boolean(),
  agencyCompanyName: z.string().nullable(),
  actions: z.array(z.enum(pipelineActions)),
  /** Hired: the order is confirmed (a work order was issued to the talent on this job). */
  workOrderIssued: z.boolean(),
  /** Hired on a work order paid by the hour or the day: the page of the time and days the talent reports. */
  timeDeliveredHref: z.string().nullable(),
  /** The talent's match score for the job with every factor's points. */
  match: matchScoreSchema,
});
export type ProjectTalent = z.infer<typeof projectTalentSchema>;

export const projectTalentsSchema = z.object({
  projectId: count,
  status: z.enum(proposalStatuses),
  sort: z.enum(proposalSorts),
  counts: proposalCountsSchema,
  proposals: z.array(projectTalentSchema),
});
export type ProjectTalents = z.infer<typeof projectTalentsSchema>;

export const projectContactSchema = z.object({
  contactID: count,
  ...jobContactFields,
  contactStatus: z.enum(projectContactStatuses),
  isOwner: z.boolean(),
  isDeleteAbleContact: z.boolean(),
  imageBlobGuid: z.string().nullable(),
});
export type ProjectContact = z.infer<typeof projectContactSchema>;

export const addableContactSchema = z.object({
  contactID: count,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  contactStatus: z.enum(projectContactStatuses),
});
export type AddableContact = z.infer<typeof addableContactSchema>;

/** GET /api/Project/ViewJobDetailsForClient. */
export const clientJobDetailsSchema = z.object({
  job: jobViewSchema,
  statusLabel: z.string(),
  proposalCounts: proposalCountsSchema,
  contacts: z.array(projectContactSchema),
  /** The job's public post (hash link) once published; null for a draft. */
  publicPath: z.string().nullable(),
  permissions: z.object({
    /** Add co-workers to the job (any client who may see it). */
    canAddContacts: z.boolean(),
    /** Company administrators may invite new co-workers to the company. */
    canInviteCoworkers: z.boolean(),
    /** The job's pipeline can still be moved (not completed). */
    canMoveProposals: z.boolean(),
    /** The job can be marked completed (it is open or closed). */
    canComplete: z.boolean(),
  }),
});
export type ClientJobDetails = z.infer<typeof clientJobDetailsSchema>;

/** An open or closed job can be marked completed; a draft has nothing to complete, a completed job is done. */
export const jobCanComplete = (status: JobStatus) => status === 'open' || status === 'closed';

export const completeJobSchema = z.object({ projectId: requiredId('projectId') });

/** The label of a job's status: Started once the start date has passed (or is today), else Upcoming; other states by name. */
export function clientJobStatusLabel(status: JobStatus, startDate: string | null, today: string): string {
  if (status === 'open') return jobStatusLabel(startDate, today);
  return { draft: 'Draft', closed: 'Closed', completed: 'Completed' }[status];
}
