import { describe, expect, it } from 'vitest';
import { allowedActions, pipelineMoves, talentJobHref, updateProposalStatusSchema } from './pipeline.ts';
import { clientJobStatusLabel, projectTalentsQuery } from './client-jobs.ts';
import { proposalTabOf, tabIdOfProposalStatus } from './client-job-texts.ts';

describe('pipeline rules', () => {
  it('offers each tab only its moves, and none on a completed job', () => {
    expect(allowedActions('Submission', 'open')).toEqual(['interview', 'reject']);
    expect(allowedActions('Interview', 'open')).toEqual(['accept', 'reject', 'cancelInterview']);
    expect(allowedActions('Rejected', 'closed')).toEqual(['removeFromNotSelected']);
    expect(allowedActions('Hired', 'open')).toEqual([]);
    expect(allowedActions('Client', 'open')).toEqual([]);
    expect(allowedActions('Submission', 'completed')).toEqual([]);
  });

  it('moves to the spec’s tabs', () => {
    expect(Object.fromEntries(Object.entries(pipelineMoves).map(([action, move]) => [action, move.to]))).toEqual({
      interview: 'Interview',
      accept: 'Hired',
      reject: 'Rejected',
      removeFromNotSelected: 'Submission',
      cancelInterview: 'Submission',
    });
  });

  it('names each move’s button as the client reads it', () => {
    expect(Object.values(pipelineMoves).map((move) => move.label)).toEqual(['Interview', 'Accept', 'Reject Proposal', 'Remove from Not Selected', 'Cancel Interview']);
  });

  it('sends the talent to the job in progress once hired, else to the proposal they sent', () => {
    expect(talentJobHref(42, true)).toBe('/jobcenter/inprogress/job-details/42/1');
    expect(talentJobHref(42, false)).toBe('/view-proposal-submitted-job-details/42');
  });

  it('validates the move input', () => {
    expect(updateProposalStatusSchema.safeParse({ proposalId: '7', action: 'accept' }).success).toBe(true);
    expect(updateProposalStatusSchema.safeParse({ proposalId: 7, action: 'hire' }).success).toBe(false);
    expect(updateProposalStatusSchema.safeParse({ action: 'accept' }).success).toBe(false);
  });
});

describe('client job tabs', () => {
  it('numbers the proposal tabs 1 to 5 and takes a tab by name or id', () => {
    expect([1, 2, 3, 4, 5, 6].map(proposalTabOf)).toEqual(['Submission', 'Interview', 'Rejected', 'Hired', 'Client', null]);
    expect(tabIdOfProposalStatus('Hired')).toBe(4);
    expect(projectTalentsQuery.parse({ projectId: '3', status: '2' }).status).toBe('Interview');
    expect(projectTalentsQuery.parse({ projectId: '3', status: 'Rejected' }).status).toBe('Rejected');
    expect(projectTalentsQuery.parse({ projectId: '3' }).status).toBe('Submission');
  });

  it('labels open jobs Started from their start date, other jobs by status', () => {
    expect(clientJobStatusLabel('open', '2026-01-10', '2026-01-10')).toBe('Started');
    expect(clientJobStatusLabel('open', '2026-01-11', '2026-01-10')).toBe('Upcoming');
    expect(clientJobStatusLabel('open', null, '2026-01-10')).toBe('Upcoming');
    expect(clientJobStatusLabel('completed', '2025-01-01', '2026-01-10')).toBe('Completed');
    expect(clientJobStatusLabel('draft', null, '2026-01-10')).toBe('Draft');
  });
});
