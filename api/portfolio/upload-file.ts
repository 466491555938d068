/**
 * PUT /api/Portfolio/UploadFile?instrId (multipart field formFile): stages the file of a portfolio item, a PDF, JPG
 * or PNG of at most 20 MB by its bytes ('Document size should be less than 20MB', 'Only PDF and Image file type
 * allowed'). The file counts against the uploader's staged quota until AddItem or UpdateItem attaches it; the
 * sweeper deletes it after a day otherwise (decision record 220).
 */
import type { Deps } from '../deps.ts';
import { receiveStagedFile } from '../blob/staged-file.ts';
import { messages } from '#domain/messages.ts';
import { portfolioFileTypes } from '#domain/portfolio.ts';

export async function uploadPortfolioFile(deps: Deps, userId: number, request: Request) {
  const { blob } = await receiveStagedFile(deps, userId, request, { types: portfolioFileTypes, tooLarge: messages.portfolio.documentTooLarge, wrongType: messages.portfolio.wrongDocumentType });
  return { blobId: blob.id, fileName: blob.fileName, fileSize: blob.size, contentType: blob.contentType };
}
