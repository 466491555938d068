/**
 * What submitting and editing a proposal share: the payload, the staged documents checked inside the writing
 * transaction, and the answer to a unique violation.
 */
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccessClaims } from '#kernel/tokens.ts';
import type { Db } from '../db/client.ts';
import { blobs, projectDocuments, proposalDocuments } from '../db/schema/index.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { proposalTexts, type proposalPayloadSchema } from '#domain/proposal.ts';

export type ProposalPayload = z.output<typeof proposalPayloadSchema>;

/**
 * Staged uploads of the caller: blobs they own that no job, proposal or portfolio uses yet. Run inside the writing
 * transaction; the unique index on proposal_documents.blob_id settles two transactions that both saw a blob staged.
 */
export async function assertStaged(db: Db, user: AccessClaims, blobIds: readonly string[]): Promise<void> {
  if (blobIds.length === 0) return;
  const rows = await db
    .select({ id: blobs.id })
    .from(blobs)
    .where(
      and(
        inArray(blobs.id, [...blobIds]),
        eq(blobs.ownerUserId, user.userId),
        notExists(db.select({ id: proposalDocuments.id }).from(proposalDocuments).where(eq(proposalDocuments.blobId, blobs.id))),
        notExists(db.select({ id: projectDocuments.id }).from(projectDocuments).where(eq(projectDocuments.blobId, blobs.id))),
      ),
    );
  if (rows.length !== new Set(blobIds).size) throw notStaged();
}

const notStaged = () => badRequest(proposalTexts.documentNotStaged, { documentBlobIds: [proposalTexts.documentNotStaged] });

/** The answer to a unique violation while writing a proposal: a second proposal, or a document another request attached first. */
export function proposalConflict(constraint: string | undefined): Error | undefined {
  if (constraint === 'proposal_documents_blob_key') return notStaged();
  if (constraint === 'proposals_project_instr_key') return conflict(proposalTexts.duplicate);
  return undefined;
}
