/**
 * PUT /api/Portfolio/UploadFile?instrId (multipart field formFile): stages the file of a portfolio item, a PDF, JPG
 * or PNG of at most 20 MB by its bytes ('Document size should be less than 20MB', 'Only PDF and Image file type
 * allowed'). The file counts against the uploader's staged quota until AddItem or UpdateItem attaches it; the
 * sweeper deletes it after a day otherwise (decision record 220).
 */
import type { Deps } from '../deps.ts';
import { receiveFile } from '../blob/receive-file.ts';
import { consumeUploadRate, stagedRoom, uploadTexts } from '../blob/upload-policy.ts';
import { limits } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { portfolioFileTypes } from '#domain/portfolio.ts';

export async function uploadPortfolioFile(deps: Deps, userId: number, request: Request) {
  await consumeUploadRate(deps, userId);
  const maxBytes = Math.min(limits.fileMaxBytes, await stagedRoom(deps, userId));
  const { blob } = await receiveFile(deps, userId, request, {
    maxBytes,
    tooLargeMessage: maxBytes < limits.fileMaxBytes ? uploadTexts.quota : messages.portfolio.documentTooLarge,
    typeMessage: messages.portfolio.wrongDocumentType,
    accepts: (type) => (portfolioFileTypes as readonly string[]).includes(type.contentType),
  });
  return { blobId: blob.id, fileName: blob.fileName, fileSize: blob.size, contentType: blob.contentType };
}
