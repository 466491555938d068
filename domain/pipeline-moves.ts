/** The pipeline's moves and texts, apart from the schema of pipeline.ts: the islands load them without zod. */
import type { JobStatus } from './constants.ts';
import type { ProposalStatus } from './client-proposal.ts';

export const pipelineActions = ['interview', 'accept', 'reject', 'removeFromNotSelected', 'cancelInterview'] as const;
export type PipelineAction = (typeof pipelineActions)[number];

/** From which tabs each action moves a proposal, and to which tab. */
export const pipelineMoves: Record<PipelineAction, { from: readonly ProposalStatus[]; to: ProposalStatus; label: string }> = {
  interview: { from: ['Submission'], to: 'Interview', label: 'Interview' },
  accept: { from: ['Interview'], to: 'Hired', label: 'Accept' },
  reject: { from: ['Submission', 'Interview'], to: 'Rejected', label: 'Reject Proposal' },
  removeFromNotSelected: { from: ['Rejected'], to: 'Submission', label: 'Remove from Not Selected' },
  cancelInterview: { from: ['Interview'], to: 'Submission', label: 'Cancel Interview' },
};

/** Moves are made on open and closed jobs; a completed job's pipeline is final (and drafts have no proposals). */
export function jobAllowsMoves(jobStatus: JobStatus): boolean {
  return jobStatus === 'open' || jobStatus === 'closed';
}

/** The actions offered for a proposal in a given tab of a job in a given status. */
export function allowedActions(status: ProposalStatus, jobStatus: JobStatus): PipelineAction[] {
  if (!jobAllowsMoves(jobStatus)) return [];
  return pipelineActions.filter((action) => pipelineMoves[action].from.includes(status));
}



/** Where the talent reads about the job: the in-progress view once hired, else the submitted-proposal view. */
export const talentJobHref = (projectId: number, hired: boolean) =>
  hired ? `/jobcenter/inprogress/job-details/${projectId}/1` : `/view-proposal-submitted-job-details/${projectId}`;

/** Texts of the pipeline that the specification leaves to us. */
export const pipelineTexts = {
  proposalNotFound: 'This proposal was not found on your job.',
  notAllowed: (action: PipelineAction, status: ProposalStatus) =>
    `A proposal in ${status} cannot be moved with “${pipelineMoves[action].label}”. Please reload the page.`,
  jobFinished: 'The proposals of a completed job can no longer be moved.',
  moved: (talentName: string, to: ProposalStatus) => `${talentName} was moved to ${to}.`,
  confirmReject: (talentName: string) => `Reject the proposal of ${talentName}? It moves to the Rejected tab.`,
  talentSubject: (jobTitle: string, to: ProposalStatus) =>
    to === 'Hired' ? `You were hired for ${jobTitle}` : `Your proposal for ${jobTitle} moved to ${to}`,
  /** whose: null for the talent themself, else the talent's name (for the agency member who sent it). */
  talentText: (whose: string | null, jobTitle: string, to: ProposalStatus) =>
    `${whose === null ? 'Your proposal' : `The proposal of ${whose}`} for ${jobTitle} is now in ${to}.`,
} as const;
