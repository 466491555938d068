/**
 * GET /api/Blob/Document?entity=project|proposal|portfolio&documentId: a job document, a proposal's supporting
 * document or a portfolio file, always as an attachment with nosniff. Who may download (decision record 150):
 * - a job document: client contacts who may see the job, talent (or agency members) who may see it (SearchJobs);
 * - a proposal document: the talent of the proposal or their agency, and client contacts who may see the job;
 * - a portfolio file: the talent or their agency, and client contacts who may see a job whose proposal shows it.
 * Anyone else gets 404, so ids reveal nothing.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { AccessClaims } from '#kernel/tokens.ts';
import { blobs, portfolioDocuments, projectDocuments, proposalDocuments, proposalPortfolioItems, proposals } from '../db/schema/index.ts';
import type { BlobRow } from '../storage/store-blob.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { storedFileName } from '#domain/file-type.ts';
import { route } from '../contract/route.ts';
import { signedIn } from '../access/people.ts';
import { clientJobAccess } from '../access/client-job.ts';
import { jobReader } from '../access/records.ts';
import { talentPartyOf } from '../access/talent-party.ts';

const DOCUMENT_NOT_FOUND = 'Document not found.';

export const documentQuery = z.object({
  entity: z.enum(['project', 'proposal', 'portfolio'], { error: 'entity must be project, proposal or portfolio.' }),
  documentId: z.coerce.number({ error: DOCUMENT_NOT_FOUND }).int().positive({ error: DOCUMENT_NOT_FOUND }),
});

/** Passes when the caller may see the job as a client or as talent; throws "Job Not Found" otherwise. */
async function assertMaySeeJob(deps: Deps, user: AccessClaims, projectId: number): Promise<void> {
  await jobReader.resolve({ deps, user, id: projectId, refusal: undefined });
}

/** Passes when the caller owns the proposal (the talent or their agency) or may see its job as a client. */
async function assertMaySeeProposal(deps: Deps, user: AccessClaims, proposal: { projectId: number; instrId: number }): Promise<void> {
  const party = await talentPartyOf(deps.db, user);
  if (party?.instrIds.includes(proposal.instrId)) return;
  await clientJobAccess(deps.db, user, proposal.projectId);
}

/** Passes when the caller owns the portfolio (the talent or their agency) or may see a job whose proposal shows the file. */
async function assertMaySeePortfolioFile(deps: Deps, user: AccessClaims, documentId: number, instrId: number): Promise<void> {
  const party = await talentPartyOf(deps.db, user);
  if (party?.instrIds.includes(instrId)) return;
  const shownOn = await deps.db
    .select({ projectId: proposals.projectId })
    .from(proposalPortfolioItems)
    .innerJoin(proposals, eq(proposals.id, proposalPortfolioItems.proposalId))
    .where(eq(proposalPortfolioItems.documentId, documentId));
  for (const { projectId } of shownOn) {
    const allowed = await clientJobAccess(deps.db, user, projectId).then(
      () => true,
      () => false,
    );
    if (allowed) return;
  }
  throw notFound(DOCUMENT_NOT_FOUND);
}

async function findDocument(deps: Deps, user: AccessClaims, entity: z.output<typeof documentQuery>['entity'], documentId: number): Promise<BlobRow | null> {
  if (entity === 'portfolio') {
    const [row] = await deps.db
      .select({ blob: blobs, instrId: portfolioDocuments.instrId })
      .from(portfolioDocuments)
      .innerJoin(blobs, eq(blobs.id, portfolioDocuments.blobId))
      .where(eq(portfolioDocuments.id, documentId));
    if (!row) return null;
    await assertMaySeePortfolioFile(deps, user, documentId, row.instrId);
    return row.blob;
  }
  if (entity === 'project') {
    const [row] = await deps.db
      .select({ blob: blobs, projectId: projectDocuments.projectId })
      .from(projectDocuments)
      .innerJoin(blobs, eq(blobs.id, projectDocuments.blobId))
      .where(eq(projectDocuments.id, documentId));
    if (!row) return null;
    await assertMaySeeJob(deps, user, row.projectId);
    return row.blob;
  }
  const [row] = await deps.db
    .select({ blob: blobs, projectId: proposals.projectId, instrId: proposals.instrId })
    .from(proposalDocuments)
    .innerJoin(proposals, eq(proposals.id, proposalDocuments.proposalId))
    .innerJoin(blobs, eq(blobs.id, proposalDocuments.blobId))
    .where(eq(proposalDocuments.id, documentId));
  if (!row) return null;
  await assertMaySeeProposal(deps, user, row);
  return row.blob;
}

/** An attachment response for a stored blob: its own type, nosniff, the file name in both header forms. */
export async function attachment(deps: Deps, blob: BlobRow): Promise<Response> {
  const bytes = await deps.storage.get(blob.storageKey);
  if (!bytes) throw notFound(DOCUMENT_NOT_FOUND);
  // Files stored before names were cleaned on upload get the same cleaning on the way out (decision record 220).
  const fileName = storedFileName(blob.fileName, blob.contentType);
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new Response(bytes, {
    status: 200,
    headers: {
      'content-type': blob.contentType,
      'content-length': String(blob.size),
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
}

export async function downloadDocument(deps: Deps, user: AccessClaims, query: z.output<typeof documentQuery>): Promise<Response> {
  const blob = await findDocument(deps, user, query.entity, query.documentId).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
  if (!blob) throw notFound(DOCUMENT_NOT_FOUND);
  return attachment(deps, blob);
}

export const documentDownloadRoutes = [
  route({
    method: 'get',
    path: '/api/Blob/Document',
    summary: 'Downloads a job document (entity=project), a proposal supporting document (entity=proposal) or a portfolio file (entity=portfolio) as an attachment, nosniff',
    access: signedIn,
    query: documentQuery,
    response: 'file',
    handler: ({ deps, user, query }) => downloadDocument(deps, user, query),
  }),
];
