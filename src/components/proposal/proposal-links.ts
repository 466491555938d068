/** Download addresses of a proposal's files: the client's own calls, or GetByEntity with the signed hash of a preview link. */
import type { PreviewEntity } from '../../domain/client-proposal.ts';

export interface ProposalLinks {
  resume: string;
  document: (documentId: number) => string;
  portfolio: (docId: number) => string;
  course: (courseId: number) => string;
}

export function proposalLinks(proposalId: number, hash: string | undefined): ProposalLinks {
  const byEntity = (entity: PreviewEntity, itemId?: number) => {
    const q = new URLSearchParams({ entity, id: String(proposalId) });
    if (itemId !== undefined) q.set('itemId', String(itemId));
    if (hash) q.set('hash', hash);
    return `/api/PreviewSubmissions/GetByEntity?${q}`;
  };
  return {
    resume: hash ? byEntity('resume') : `/api/Project/DownloadResume?proposalId=${proposalId}`,
    document: (documentId) => (hash ? byEntity('document', documentId) : `/api/Blob/Document?entity=proposal&documentId=${documentId}`),
    portfolio: (docId) => byEntity('portfolio', docId),
    course: (courseId) => byEntity('course', courseId),
  };
}
