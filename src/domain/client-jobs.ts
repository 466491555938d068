/**
 * The client's job lists (/client-job/jobstatussection/{tabId}), the proposal tabs of a job
 * (/client-job/job-entity/{tabId}/{jobId}) and project contacts: tab ids, inputs and answers of their calls.
 */
import { z } from 'zod';
import { proposalStatuses, type JobStatus, type RateType } from './constants.ts';
import type { ProposalStatus } from './client-proposal.ts';
import { jobStatusLabel, type JobView } from './job-view.ts';
import type { PipelineAction } from './pipeline.ts';
import { messages } from './messages.ts';

/** Job list tabs: 1 Open (Started and Upcoming), 2 Drafts, 3 Closed, 4 Completed. */
export const jobListTabs = [
  { tabId: 1, status: 'open', label: 'Open' },
  { tabId: 2, status: 'draft', label: 'Drafts' },
  { tabId: 3, status: 'closed', label: 'Closed' },
  { tabId: 4, status: 'completed', label: 'Completed' },
] as const satisfies readonly { tabId: number; status: JobStatus; label: string }[];
export type JobListTabId = (typeof jobListTabs)[number]['tabId'];

/** Proposal tabs of a job: 1 Submission, 2 Interview, 3 Rejected, 4 Hired, 5 Client. */
export const proposalTabs = proposalStatuses.map((status, i) => ({ tabId: i + 1, status }));
export const proposalTabOf = (tabId: number): ProposalStatus | null => proposalStatuses[tabId - 1] ?? null;
export const tabIdOfProposalStatus = (status: ProposalStatus): number => proposalStatuses.indexOf(status) + 1;

const id = (name: string) => z.coerce.number({ error: `${name} is required.` }).int().positive({ error: `${name} is required.` });

export const clientJobsQuery = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((n) => jobListTabs.some((t) => t.tabId === n), 'status must be a tab id from 1 to 4.')
    .default(1),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const projectIdQuery = z.object({ projectId: id('projectId') });

/** GET /api/Project/GetSubmissions: the newest proposals still waiting in the Submission tab of the caller's jobs. */
export const submissionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export interface SubmissionSummary {
  proposalId: number;
  projectId: number;
  projectTitle: string;
  talentName: string;
  /** The rate with the job's suffix, e.g. "$1,100.00/day". */
  rateText: string;
  submittalDate: string;
  /** The proposal on its job: /client-job/job-entity/1/{projectId}?proposal={proposalId}. */
  href: string;
}

export interface SubmissionsPage {
  items: SubmissionSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** status: a tab name (Submission … Client) or its tab id; without it, the Submission tab. */
export const projectTalentsQuery = z.object({
  projectId: id('projectId'),
  status: z
    .union([z.enum(proposalStatuses), z.coerce.number().int().min(1).max(proposalStatuses.length).transform((n) => proposalStatuses[n - 1] as ProposalStatus)])
    .default('Submission'),
});

export const addProjectContactSchema = z.object({
  projectId: id('projectId'),
  contactId: z.coerce.number({ error: messages.job.contactRequired }).int().positive({ error: messages.job.contactRequired }),
});
export const deleteProjectContactQuery = z.object({ projectId: id('projectId'), contactId: id('contactId') });

export type ProposalCounts = Record<ProposalStatus, number>;

export interface ClientJobSummary {
  projectID: number;
  title: string;
  status: JobStatus;
  /** Started / Upcoming for open jobs; Draft, Closed or Completed otherwise. */
  statusLabel: string;
  startDate: string | null;
  endDate: string | null;
  stagePostingDate: string | null;
  roles: string[];
  proposalCounts: ProposalCounts;
  /** The job page, or the wizard step a draft reached. */
  href: string;
}

export interface ClientJobsPage {
  items: ClientJobSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** Jobs per list tab id. */
  tabCounts: Record<JobListTabId, number>;
}

export interface ProjectTalent {
  proposalId: number;
  instrId: number;
  talentName: string;
  thumbnailBlobId: string | null;
  roles: string[];
  rateType: RateType | null;
  rate: number;
  /** The rate with its suffix, e.g. "$1,100.00/day". */
  rateText: string;
  submittalDate: string;
  status: ProposalStatus;
  isFavorite: boolean;
  agencyCompanyName: string | null;
  actions: PipelineAction[];
  /** Hired: the order is confirmed (a work order was issued to the talent on this job). */
  workOrderIssued: boolean;
}

export interface ProjectTalents {
  projectId: number;
  status: ProposalStatus;
  counts: ProposalCounts;
  proposals: ProjectTalent[];
}

export interface ProjectContact {
  contactID: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  jobTitle: string | null;
  contactStatus: 'A' | 'P';
  isOwner: boolean;
  isDeleteAbleContact: boolean;
  imageBlobGuid: string | null;
}

export interface AddableContact {
  contactID: number;
  firstName: string;
  lastName: string;
  email: string;
  contactStatus: 'A' | 'P';
}

/** GET /api/Project/ViewJobDetailsForClient. */
export interface ClientJobDetails {
  job: JobView;
  statusLabel: string;
  proposalCounts: ProposalCounts;
  contacts: ProjectContact[];
  permissions: {
    /** Add co-workers to the job (any client who may see it). */
    canAddContacts: boolean;
    /** Company administrators may invite new co-workers to the company. */
    canInviteCoworkers: boolean;
    /** The job's pipeline can still be moved (not completed). */
    canMoveProposals: boolean;
  };
}

/** Project contacts shown before "Show More" (spec 2 §9). */
export const contactsShownFirst = 3;

/** Texts of these screens that the specification leaves to us. */
export const clientJobTexts = {
  contactAdded: 'Contact added to the job.',
  contactRemoved: 'Contact removed from the job.',
  contactNotInCompany: 'This contact is not an active contact of your company.',
  contactNotOnJob: 'This contact is not on the job.',
  cannotRemoveContact: 'You cannot remove this contact from the job.',
  noJobs: 'No jobs here yet.',
  noProposals: 'No proposals in this tab.',
  addedToJobSubject: (jobTitle: string) => `You were added to the job ${jobTitle}`,
  addedToJobBody: (byName: string, jobTitle: string, href: string) => `<p>${byName} added you to the job <a href="${href}">${jobTitle}</a>.</p>`,
} as const;

/** The label of a job's status: Started once the start date has passed (or is today), else Upcoming; other states by name. */
export function clientJobStatusLabel(status: JobStatus, startDate: string | null, today: string): string {
  if (status === 'open') return jobStatusLabel(startDate, today);
  return { draft: 'Draft', closed: 'Closed', completed: 'Completed' }[status];
}
