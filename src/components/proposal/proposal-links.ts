/** Download addresses of a proposal's files: the client's own calls, or GetByEntity with the signed hash of a preview link. */
import type { PreviewEntity } from '#domain/client-proposal.ts';
import { pathOf } from '../../lib/api/operation.ts';
import { PreviewSubmissions_GetByEntity, Project_DownloadResume } from '../../lib/api/operations.gen.ts';

export interface ProposalLinks {
  resume: string;
  document: (documentId: number) => string;
  portfolio: (docId: number) => string;
  course: (courseId: number) => string;
}

export function proposalLinks(proposalId: number, hash: string | undefined): ProposalLinks {
  const byEntity = (entity: PreviewEntity, itemId?: number) => pathOf(PreviewSubmissions_GetByEntity, { entity, id: proposalId, itemId, hash });
  return {
    resume: hash ? byEntity('resume') : pathOf(Project_DownloadResume, { proposalId }),
    document: (documentId) => (hash ? byEntity('document', documentId) : `/api/Blob/Document?entity=proposal&documentId=${documentId}`),
    portfolio: (docId) => byEntity('portfolio', docId),
    course: (courseId) => byEntity('course', courseId),
  };
}
