/**
 * Submitting a proposal: one transaction after the gates (proposal-gates.ts), so a refused submission leaves nothing
 * behind and staged documents stay staged (decision record 150). The job's contacts are told.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { proposalDocuments, proposals, proposalStatusHistory } from '../db/schema/index.ts';
import { uniqueOr } from '../db/errors.ts';
import { conflict } from '../http/errors.ts';
import { notifyEvent } from '../notification/events.ts';
import { jobContactUsers } from '../notification/recipient.ts';
import { proposalTexts } from '#domain/proposal.ts';
import type { ProjectRow } from '../access/talent-party.ts';
import type { TalentJobActor } from '../access/records.ts';
import { proposalTalent } from './proposal-gates.ts';
import { addPortfolioItems, assertOwnPortfolio } from './proposal-portfolio.ts';
import { talentName } from './own-proposal.ts';
import { assertStaged, proposalConflict, type ProposalPayload } from './proposal-writes.ts';

async function notifyContacts(deps: Deps, tx: Db, project: ProjectRow, proposalId: number, talentName: string): Promise<void> {
  for (const userId of await jobContactUsers(tx, project.id)) {
    await notifyEvent(deps, 'proposalSubmitted', userId, { proposalId, projectId: project.id, jobTitle: project.title, talentName }, tx);
  }
}

export async function submitProposal(deps: Deps, { user, party, project }: TalentJobActor, payload: ProposalPayload): Promise<{ proposalId: number; projectId: number; instrId: number; status: string }> {
  const instrId = await proposalTalent(deps.db, party, payload.instrId);
  const [existing] = await deps.db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.projectId, project.id), eq(proposals.instrId, instrId)));
  if (existing) throw conflict(proposalTexts.duplicate);
  await assertOwnPortfolio(deps.db, instrId, payload.portfolioItemsToBeAdded);
  const name = await talentName(deps.db, instrId);
  return uniqueOr(proposalConflict, () =>
    deps.db.transaction(async (tx) => {
      await assertStaged(tx, user, payload.documentBlobIds);
      const [row] = await tx
        .insert(proposals)
        .values({
          projectId: project.id,
          instrId,
          submittedByUserId: user.userId,
          description: payload.talentProposalDescription,
          rate: payload.rate,
          rateComments: payload.rateComments,
          submittedAt: deps.now(),
          updatedAt: deps.now(),
        })
        .returning();
      if (!row) throw new Error('The proposal was not written.');
      await addPortfolioItems(tx, row.id, payload.portfolioItemsToBeAdded);
      if (payload.documentBlobIds.length > 0) {
        await tx.insert(proposalDocuments).values(payload.documentBlobIds.map((blobId) => ({ proposalId: row.id, blobId })));
      }
      await tx.insert(proposalStatusHistory).values({ proposalId: row.id, fromStatus: null, toStatus: 'Submission', changedByUserId: user.userId, changedAt: deps.now() });
      await notifyContacts(deps, tx, project, row.id, name);
      return { proposalId: row.id, projectId: project.id, instrId, status: row.status };
    }),
  );
}
