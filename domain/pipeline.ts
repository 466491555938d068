/** The client's moves of a proposal through the tabs Submission, Interview, Rejected, Hired. */
import { z } from 'zod/mini';
import { pipelineActions } from './pipeline-moves.ts';

export * from './pipeline-moves.ts';

export const updateProposalStatusSchema = z.object({
  proposalId: z.coerce.number({ error: 'proposalId is required.' }).check(z.int(), z.positive({ error: 'proposalId is required.' })),
  action: z.enum(pipelineActions, { error: `action must be one of ${pipelineActions.join(', ')}.` }),
});
export type UpdateProposalStatusInput = z.infer<typeof updateProposalStatusSchema>;
