/**
 * PUT /api/Project/UpdateProposalStatus: a client moves a proposal between the tabs. The move, its
 * history row and the talent's notification commit together; a stale or disallowed move is a 409.
 */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { instructors, proposals, proposalStatusHistory } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { notifyEvent } from '../notification/events.ts';
import type { ProposalStatus } from '#domain/client-proposal.ts';
import { jobAllowsMoves, pipelineMoves, pipelineTexts, type UpdateProposalStatusInput } from '#domain/pipeline.ts';
import type { ProposalClientActor } from '../access/records.ts';

/** The event a move raises for the talent: an invitation to interview, being hired, or another move. */
const pipelineEvent = (to: ProposalStatus) => (to === 'Interview' ? 'interviewInvited' : to === 'Hired' ? 'talentHired' : 'proposalMoved');

export async function updateProposalStatus(deps: Deps, { user, project }: ProposalClientActor, input: UpdateProposalStatusInput) {
  if (!jobAllowsMoves(project.status)) throw conflict(pipelineTexts.jobFinished);
  const move = pipelineMoves[input.action];
  return deps.db.transaction(async (tx) => {
    const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, input.proposalId)).for('update');
    if (!proposal) throw notFound(pipelineTexts.proposalNotFound);
    if (!move.from.includes(proposal.status)) throw conflict(pipelineTexts.notAllowed(input.action, proposal.status));
    const now = deps.now();
    await tx
      .update(proposals)
      .set({ status: move.to, updatedAt: now })
      .where(and(eq(proposals.id, proposal.id), eq(proposals.status, proposal.status)));
    await tx.insert(proposalStatusHistory).values({
      proposalId: proposal.id,
      fromStatus: proposal.status,
      toStatus: move.to,
      changedByUserId: user.userId,
      changedAt: now,
    });
    const [talent] = await tx
      .select({ userId: instructors.userId, firstName: instructors.firstName, lastName: instructors.lastName })
      .from(instructors)
      .where(eq(instructors.id, proposal.instrId));
    const talentName = talent ? `${talent.firstName} ${talent.lastName}` : '';
    const recipients = new Set<number>([proposal.submittedByUserId]);
    if (talent?.userId) recipients.add(talent.userId);
    for (const userId of recipients) {
      const whose = userId === talent?.userId ? null : talentName;
      await notifyEvent(deps, pipelineEvent(move.to), userId, { talentName: whose, projectId: project.id, jobTitle: project.title, to: move.to }, tx);
    }
    return { message: pipelineTexts.moved(talentName, move.to), proposalId: proposal.id, status: move.to };
  });
}
