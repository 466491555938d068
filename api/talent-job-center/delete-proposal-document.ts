/** Removing a supporting document from a proposal that may still change; its file goes when nothing else uses it. */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { proposalDocuments, proposals } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { discardUnreferenced } from '../storage/blob-references.ts';
import { proposalTexts } from '#domain/proposal.ts';
import type { TalentParty } from '../access/talent-party.ts';
import { DOCUMENT_NOT_FOUND, editable, notEditable } from './own-proposal.ts';

export async function deleteProposalDocument(deps: Deps, party: TalentParty, documentId: number): Promise<{ message: string }> {
  const [row] = await deps.db
    .select({ id: proposalDocuments.id, blobId: proposalDocuments.blobId, proposal: proposals })
    .from(proposalDocuments)
    .innerJoin(proposals, eq(proposals.id, proposalDocuments.proposalId))
    .where(eq(proposalDocuments.id, documentId));
  if (!row || !party.instrIds.includes(row.proposal.instrId)) throw notFound(DOCUMENT_NOT_FOUND);
  if (!editable(row.proposal)) throw notEditable();
  await deps.db.delete(proposalDocuments).where(eq(proposalDocuments.id, row.id));
  await discardUnreferenced(deps.db, deps.storage, [row.blobId]);
  return { message: proposalTexts.documentDeleted };
}
