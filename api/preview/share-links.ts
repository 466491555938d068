/** Issuing and revoking the shared preview links of a submission, for a client who may see the job. */
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import { proposals } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import { clientProposalAccess } from '../proposal-view/proposal-access.ts';
import { previewLinkTexts } from '../../src/domain/client-proposal.ts';
import { previewPath } from './preview-link.ts';

export async function sharePreviewLink(deps: Deps, user: AccessClaims, proposalId: number): Promise<{ path: string }> {
  const { proposal, project } = await clientProposalAccess(deps.db, user, proposalId);
  if (proposal.status === 'Rejected' || project.status !== 'open') throw conflict(previewLinkTexts.notShareable);
  return { path: previewPath(deps, proposal, deps.now()) };
}

/** Every link shared so far stops working; links issued afterwards work again. */
export async function revokePreviewLinks(deps: Deps, user: AccessClaims, proposalId: number): Promise<{ message: string }> {
  await clientProposalAccess(deps.db, user, proposalId);
  await deps.db
    .update(proposals)
    .set({ previewLinkVersion: sql`${proposals.previewLinkVersion} + 1` })
    .where(eq(proposals.id, proposalId));
  return { message: previewLinkTexts.revoked };
}
