/**
 * What the islands of the client's job screens need besides their calls: proposal tab ids, how many contacts and
 * jobs show first, and the texts. No schemas here, so that these islands load no zod.
 */
import { proposalStatuses } from './constants.ts';
import type { ProposalStatus } from './client-proposal.ts';

/** Proposal tabs of a job: 1 Submission, 2 Interview, 3 Rejected, 4 Hired, 5 Client. */
export const proposalTabs = proposalStatuses.map((status, i) => ({ tabId: i + 1, status }));
export const proposalTabOf = (tabId: number): ProposalStatus | null => proposalStatuses[tabId - 1] ?? null;
export const tabIdOfProposalStatus = (status: ProposalStatus): number => proposalStatuses.indexOf(status) + 1;

/** Project contacts shown before "Show More". */
export const contactsShownFirst = 3;

/** Jobs shown in the "Jobs of {talent}" preview. */
export const talentJobsShown = 5;

/** Texts of these screens that the specification leaves to us. */
export const clientJobTexts = {
  jobCompleted: 'The job is marked as completed. You can now review the talent you hired.',
  cannotCompleteDraft: 'A draft job cannot be completed. Publish it first.',
  alreadyCompleted: 'This job is already completed.',
  contactAdded: 'Contact added to the job.',
  contactRemoved: 'Contact removed from the job.',
  contactNotInCompany: 'This contact is not an active contact of your company.',
  contactNotOnJob: 'This contact is not on the job.',
  cannotRemoveContact: 'You cannot remove this contact from the job.',
  noJobs: 'No jobs here yet.',
  noProposals: 'No proposals in this tab.',
  addedToJobSubject: (jobTitle: string) => `You were added to the job ${jobTitle}`,
  addedToJobText: (byName: string, jobTitle: string) => `${byName} added you to the job ${jobTitle}.`,
} as const;
