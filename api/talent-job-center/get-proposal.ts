/** The caller's proposal read back: its text and rate, the portfolio items it holds and its supporting documents. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { blobs, proposalDocuments } from '../db/schema/index.ts';
import type { OwnProposal, ProposalDocumentView } from '#domain/proposal.ts';
import type { TalentJobActor } from '../access/records.ts';
import { portfolioOf, proposalPortfolio, sameItem } from './proposal-portfolio.ts';
import { ownProposal, talentName } from './own-proposal.ts';

async function documentsOf(db: Db, proposalId: number): Promise<ProposalDocumentView[]> {
  const rows = await db
    .select({ documentId: proposalDocuments.id, blob: blobs })
    .from(proposalDocuments)
    .innerJoin(blobs, eq(blobs.id, proposalDocuments.blobId))
    .where(eq(proposalDocuments.proposalId, proposalId))
    .orderBy(asc(proposalDocuments.id));
  return rows.map(({ documentId, blob }) => ({
    documentId,
    blobId: blob.id,
    fileName: blob.fileName,
    fileTypeName: /\.([a-z0-9]+)$/i.exec(blob.fileName)?.[1]?.toLowerCase() ?? '',
    fileSize: blob.size,
  }));
}

export async function getProposal(deps: Deps, { party, project }: TalentJobActor, instrId: number | undefined): Promise<OwnProposal> {
  const projectId = project.id;
  const proposal = await ownProposal(deps.db, party, projectId, instrId);
  const [picked, portfolio, documents, name] = await Promise.all([
    proposalPortfolio(deps.db, proposal.id),
    portfolioOf(deps.db, proposal.instrId),
    documentsOf(deps.db, proposal.id),
    talentName(deps.db, proposal.instrId),
  ]);
  return {
    proposalId: proposal.id,
    projectId: proposal.projectId,
    instrId: proposal.instrId,
    talentName: name,
    talentProposalDescription: proposal.description,
    rate: proposal.rate,
    rateComments: proposal.rateComments,
    status: proposal.status,
    submittalDate: proposal.submittedAt.toISOString(),
    updatedDate: proposal.updatedAt.toISOString(),
    portfolioItems: portfolio.filter((item) => picked.some((p) => sameItem(p, item))),
    supportingDocuments: documents,
  };
}
