/**
 * PUT /api/Blob/UploadDocument?entityType&entityId&isJobPostDoc: one file in the multipart field
 * formFile, streamed to blob storage as it arrives. At most 20 MB (413), typed by its bytes (415 unless an allowed
 * type); nothing is kept of a refused file. The stored name ends in the extension of the type found (decision
 * record 220); a user may send 20 uploads a minute and keep 200 MB of staged proposal documents.
 * - entityType Project: a client contact who may see job entityId attaches a job document (project_documents).
 * - entityType Proposal: a talent or agency member who may answer job entityId stages a supporting document: a blob
 *   owned by the uploader, attached by SubmitProposal or EditProposal (decision record 150).
 */
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { AccessClaims } from '#kernel/tokens.ts';
import { projectDocuments } from '../db/schema/index.ts';
import { route } from '../contract/route.ts';
import { signedIn } from '../access/people.ts';
import { jobMember, talentAnswersJob } from '../access/records.ts';
import { limits } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { receiveFile } from './receive-file.ts';
import { consumeUploadRate, stagedRoom, uploadTexts } from './upload-policy.ts';
import { uploadedFileAnswer } from './answers.ts';

export const uploadDocumentQuery = z.object({
  entityType: z.enum(['Project', 'Proposal'], { error: 'entityType must be Project or Proposal.' }),
  entityId: z.coerce.number({ error: messages.job.notFound }).int().positive({ error: messages.job.notFound }),
  isJobPostDoc: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export interface UploadedDocument {
  /** The project document id (entityType Project); null for a staged proposal document. */
  documentId: number | null;
  blobId: string;
  fileName: string;
  fileTypeName: string;
  fileSize: number;
}

async function whoMayUpload(deps: Deps, user: AccessClaims, query: z.output<typeof uploadDocumentQuery>): Promise<number | null> {
  if (query.entityType === 'Project') return (await jobMember.resolve({ deps, user, id: query.entityId, refusal: undefined })).contact.id;
  await talentAnswersJob.resolve({ deps, user, id: query.entityId, refusal: undefined });
  return null;
}

export async function uploadDocument(deps: Deps, user: AccessClaims, query: z.output<typeof uploadDocumentQuery>, request: Request): Promise<UploadedDocument> {
  const contactId = await whoMayUpload(deps, user, query);
  await consumeUploadRate(deps, user.userId);
  // A staged proposal document counts against the user's quota until a proposal uses it; a job document is attached at once.
  const room = contactId === null ? await stagedRoom(deps, user.userId) : Infinity;
  const maxBytes = Math.min(limits.fileMaxBytes, room);
  const tooLargeMessage = maxBytes < limits.fileMaxBytes ? uploadTexts.quota : messages.proposal.fileTooLarge;
  const { blob, type } = await receiveFile(deps, user.userId, request, { maxBytes, tooLargeMessage, typeMessage: messages.proposal.fileTypeNotAllowed });
  let documentId: number | null = null;
  if (contactId !== null) {
    const [row] = await deps.db
      .insert(projectDocuments)
      .values({ projectId: query.entityId, blobId: blob.id, uploadedByContactId: contactId, isJobPostDoc: query.isJobPostDoc })
      .returning({ id: projectDocuments.id });
    documentId = row?.id ?? null;
  }
  return { documentId, blobId: blob.id, fileName: blob.fileName, fileTypeName: type.extension, fileSize: blob.size };
}

export const uploadDocumentRoutes = [
  route({
    method: 'put',
    path: '/api/Blob/UploadDocument',
    summary:
      'Uploads one file (multipart field formFile, at most 20 MB, png/jpeg/gif/pdf/docx/pptx/xlsx/xls/ppt/txt/csv by content): a job document (entityType Project) or a staged proposal document (entityType Proposal)',
    access: signedIn,
    query: uploadDocumentQuery,
    response: uploadedFileAnswer,
    handler: ({ c, deps, user, query }) => uploadDocument(deps, user, query, c.req.raw),
  }),
];
