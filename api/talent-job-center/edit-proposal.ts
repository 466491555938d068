/**
 * Editing a proposal while the client has not acted on it yet: its talent, text, rate, portfolio items and
 * documents, in one transaction that locks the proposal row (decision record 150).
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { proposalDocuments, proposals } from '../db/schema/index.ts';
import { uniqueOr } from '../db/errors.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { discardUnreferenced } from '../storage/blob-references.ts';
import { limits } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { proposalTexts } from '#domain/proposal.ts';
import type { TalentJobActor } from '../access/records.ts';
import { proposalTalent } from './proposal-gates.ts';
import { addPortfolioItems, assertOwnPortfolio, portfolioOf, proposalPortfolio, removePortfolioItems, sameItem } from './proposal-portfolio.ts';
import { DOCUMENT_NOT_FOUND, editable, notEditable, ownProposal } from './own-proposal.ts';
import { assertStaged, proposalConflict, type ProposalPayload } from './proposal-writes.ts';

async function documentCount(db: Db, proposalId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(proposalDocuments).where(eq(proposalDocuments.proposalId, proposalId));
  return row?.n ?? 0;
}

export async function editProposal(deps: Deps, { user, party, project }: TalentJobActor, payload: ProposalPayload): Promise<{ proposalId: number; projectId: number; instrId: number; status: string }> {
  const instrId = await proposalTalent(deps.db, party, payload.instrId);
  const proposal = await ownProposal(deps.db, party, project.id, payload.prevInstrId ?? instrId);
  if (!editable(proposal)) throw notEditable();
  if (instrId !== proposal.instrId) {
    const [taken] = await deps.db.select({ id: proposals.id }).from(proposals).where(and(eq(proposals.projectId, project.id), eq(proposals.instrId, instrId)));
    if (taken) throw conflict(proposalTexts.duplicate);
    const own = await portfolioOf(deps.db, instrId);
    const kept = await proposalPortfolio(deps.db, proposal.id);
    if (kept.some((item) => !own.some((mine) => sameItem(mine, item)) && !payload.portfolioItemsToBeDeleted.some((d) => sameItem(d, item)))) {
      throw badRequest(proposalTexts.portfolioNotOwned, { portfolioItemsToBeDeleted: [proposalTexts.portfolioNotOwned] });
    }
  }
  await assertOwnPortfolio(deps.db, instrId, payload.portfolioItemsToBeAdded);
  const removed = await uniqueOr(proposalConflict, () =>
    deps.db.transaction(async (tx) => {
      // The proposal row is locked, so edits of one proposal count and attach its documents one after another.
      const [locked] = await tx.select().from(proposals).where(eq(proposals.id, proposal.id)).for('update');
      if (!locked || !editable(locked)) throw notEditable();
      await assertStaged(tx, user, payload.documentBlobIds);
      const leaving = await tx
        .select({ id: proposalDocuments.id, blobId: proposalDocuments.blobId })
        .from(proposalDocuments)
        .where(and(eq(proposalDocuments.proposalId, proposal.id), inArray(proposalDocuments.id, [0, ...payload.documentsToBeDeleted])));
      if (leaving.length !== new Set(payload.documentsToBeDeleted).size) throw notFound(DOCUMENT_NOT_FOUND);
      const total = (await documentCount(tx, proposal.id)) - leaving.length + payload.documentBlobIds.length;
      if (total > limits.supportingDocumentsMax) throw badRequest(messages.proposal.maxDocuments, { documentBlobIds: [messages.proposal.maxDocuments] });
      await tx
        .update(proposals)
        .set({ instrId, description: payload.talentProposalDescription, rate: payload.rate, rateComments: payload.rateComments, updatedAt: deps.now() })
        .where(eq(proposals.id, proposal.id));
      await removePortfolioItems(tx, proposal.id, payload.portfolioItemsToBeDeleted);
      await addPortfolioItems(tx, proposal.id, payload.portfolioItemsToBeAdded);
      if (leaving.length > 0) await tx.delete(proposalDocuments).where(inArray(proposalDocuments.id, leaving.map((r) => r.id)));
      if (payload.documentBlobIds.length > 0) {
        await tx.insert(proposalDocuments).values(payload.documentBlobIds.map((blobId) => ({ proposalId: proposal.id, blobId })));
      }
      return leaving;
    }),
  );
  await discardUnreferenced(deps.db, deps.storage, removed.map((r) => r.blobId));
  return { proposalId: proposal.id, projectId: project.id, instrId, status: proposal.status };
}
