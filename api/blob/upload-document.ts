/**
 * PUT /api/Blob/UploadDocument?entityType&entityId&isJobPostDoc (spec 2 §7): one file in the multipart field
 * formFile, streamed to blob storage as it arrives. At most 20 MB (413), typed by its bytes (415 unless an allowed
 * type); nothing is kept of a refused file. The stored name ends in the extension of the type found (decision
 * record 220); a user may send 20 uploads a minute and keep 200 MB of staged proposal documents.
 * - entityType Project: a client contact who may see job entityId attaches a job document (project_documents).
 * - entityType Proposal: a talent or agency member who may answer job entityId stages a supporting document: a blob
 *   owned by the uploader, attached by SubmitProposal or EditProposal (decision record 150).
 */
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import { projectDocuments } from '../db/schema/index.ts';
import { badRequest, tooLarge, unsupportedType } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { signedIn } from '../access/people.ts';
import { BlobTooLargeError } from '../storage/blob-storage.ts';
import { storeBlob } from '../storage/store-blob.ts';
import { jobMember, talentAnswersJob } from '../access/records.ts';
import { isPlainText, sniffFileType, storedFileName, SNIFF_BYTES, type FileType } from '../../src/domain/file-type.ts';
import { limits } from '../../src/domain/constants.ts';
import { messages } from '../../src/domain/messages.ts';
import { boundaryOf, readMultipartFile } from './multipart-file.ts';
import { consumeUploadRate, stagedRoom, uploadTexts } from './upload-policy.ts';

export const FILE_FIELD = 'formFile';
/** Room for the multipart headers and delimiters around a file of the largest allowed size. */
const ENVELOPE_BYTES = 64 * 1024;

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

class NotAllowedType extends Error {}

/** Reads until the sniffing window is full (or the file ends); returns those bytes and the rest of the stream. */
async function head(bytes: AsyncGenerator<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  while (size < SNIFF_BYTES) {
    const next = await bytes.next();
    if (next.done) break;
    parts.push(next.value);
    size += next.value.length;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function* checkedSource(first: Uint8Array, rest: AsyncGenerator<Uint8Array>, type: FileType): AsyncGenerator<Uint8Array> {
  const text = type.contentType.startsWith('text/') ? new TextDecoder('utf-8', { fatal: true }) : null;
  const check = (chunk: Uint8Array) => {
    if (!text) return;
    if (chunk.includes(0)) throw new NotAllowedType();
    try {
      text.decode(chunk, { stream: true });
    } catch {
      throw new NotAllowedType();
    }
  };
  check(first);
  yield first;
  for await (const chunk of rest) {
    check(chunk);
    yield chunk;
  }
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
  const declared = Number(request.headers.get('content-length'));
  if (declared > limits.fileMaxBytes + ENVELOPE_BYTES) throw tooLarge(messages.proposal.fileTooLarge);
  const boundary = boundaryOf(request.headers.get('content-type') ?? undefined);
  if (!boundary || !request.body) throw unsupportedType('Send the file as multipart/form-data in the field formFile.');
  const file = await readMultipartFile(request.body, boundary, FILE_FIELD);
  if (!file) throw badRequest('Choose a file to upload.', { [FILE_FIELD]: ['Choose a file to upload.'] });
  try {
    const first = await head(file.bytes);
    const type = sniffFileType(first, file.fileName);
    if (!type || (type.contentType.startsWith('text/') && !isPlainText(first))) throw new NotAllowedType();
    const blob = await storeBlob(deps.db, deps.storage, {
      source: checkedSource(first, file.bytes, type),
      fileName: storedFileName(file.fileName, type.contentType),
      contentType: type.contentType,
      maxBytes,
      ownerUserId: user.userId,
    });
    let documentId: number | null = null;
    if (contactId !== null) {
      const [row] = await deps.db
        .insert(projectDocuments)
        .values({ projectId: query.entityId, blobId: blob.id, uploadedByContactId: contactId, isJobPostDoc: query.isJobPostDoc })
        .returning({ id: projectDocuments.id });
      documentId = row?.id ?? null;
    }
    return { documentId, blobId: blob.id, fileName: blob.fileName, fileTypeName: type.extension, fileSize: blob.size };
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw tooLarge(maxBytes < limits.fileMaxBytes ? uploadTexts.quota : messages.proposal.fileTooLarge);
    if (error instanceof NotAllowedType) throw unsupportedType(messages.proposal.fileTypeNotAllowed);
    throw error;
  } finally {
    await file.bytes.return(undefined);
  }
}

export const uploadDocumentRoutes = [
  route({
    method: 'put',
    path: '/api/Blob/UploadDocument',
    summary:
      'Uploads one file (multipart field formFile, at most 20 MB, png/jpeg/gif/pdf/docx/pptx/xlsx/xls/ppt/txt/csv by content): a job document (entityType Project) or a staged proposal document (entityType Proposal)',
    access: signedIn,
    query: uploadDocumentQuery,
    handler: ({ c, deps, user, query }) => uploadDocument(deps, user, query, c.req.raw),
  }),
];
