/** Issuing and revoking the shared preview links of a submission, for a client who may see the job. */
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { proposals } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import type { ProposalClientActor } from '../access/records.ts';
import { previewLinkTexts } from '#domain/client-proposal.ts';
import { previewPath } from '../access/preview-link.ts';

export async function sharePreviewLink(deps: Deps, { proposal, project }: ProposalClientActor): Promise<{ path: string }> {
  if (proposal.status === 'Rejected' || project.status !== 'open') throw conflict(previewLinkTexts.notShareable);
  return { path: previewPath(deps, proposal, deps.now()) };
}

/** Every link shared so far stops working; links issued afterwards work again. */
export async function revokePreviewLinks(deps: Deps, { proposal }: ProposalClientActor): Promise<{ message: string }> {
  await deps.db
    .update(proposals)
    .set({ previewLinkVersion: sql`${proposals.previewLinkVersion} + 1` })
    .where(eq(proposals.id, proposal.id));
  return { message: previewLinkTexts.revoked };
}
