/** GetByEntity: one file of a previewed proposal (a supporting document, a portfolio file, a course file or the resume). */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { courses, portfolioDocuments, proposalDocuments, proposalPortfolioItems } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import type { PreviewEntity } from '#domain/client-proposal.ts';
import type { ProposalRow } from '../access/client-proposal.ts';
import { blobDownload, FILE_NOT_FOUND } from '../proposal-view/file-response.ts';
import { resumeDownload } from '../proposal-view/resume.ts';

async function blobOf(deps: Deps, proposalId: number, entity: Exclude<PreviewEntity, 'resume'>, itemId: number): Promise<string | null> {
  const { db } = deps;
  if (entity === 'document') {
    const [row] = await db
      .select({ blobId: proposalDocuments.blobId })
      .from(proposalDocuments)
      .where(and(eq(proposalDocuments.id, itemId), eq(proposalDocuments.proposalId, proposalId)));
    return row?.blobId ?? null;
  }
  if (entity === 'portfolio') {
    const [row] = await db
      .select({ blobId: portfolioDocuments.blobId })
      .from(proposalPortfolioItems)
      .innerJoin(portfolioDocuments, eq(portfolioDocuments.id, proposalPortfolioItems.documentId))
      .where(and(eq(proposalPortfolioItems.proposalId, proposalId), eq(portfolioDocuments.id, itemId)));
    return row?.blobId ?? null;
  }
  const [row] = await db
    .select({ blobId: courses.blobId })
    .from(proposalPortfolioItems)
    .innerJoin(courses, eq(courses.id, proposalPortfolioItems.courseId))
    .where(and(eq(proposalPortfolioItems.proposalId, proposalId), eq(courses.id, itemId), isNotNull(courses.blobId)));
  return row?.blobId ?? null;
}

export async function previewEntityDownload(deps: Deps, proposal: ProposalRow, entity: PreviewEntity, itemId: number | undefined): Promise<Response> {
  if (entity === 'resume') return resumeDownload(deps, proposal.instrId);
  const blobId = itemId === undefined ? null : await blobOf(deps, proposal.id, entity, itemId);
  if (!blobId) throw notFound(FILE_NOT_FOUND);
  return blobDownload(deps, blobId);
}
