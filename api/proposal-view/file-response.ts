/** Downloads of stored or generated files: always an attachment, never sniffed, never cached by shared caches. */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { blobs } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';

export const FILE_NOT_FOUND = 'File not found.';

/** RFC 6266: an ASCII fallback name plus the UTF-8 name. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function downloadHeaders(fileName: string, contentType: string, size: number) {
  return new Headers({
    'content-type': contentType,
    'content-length': String(size),
    'content-disposition': attachmentDisposition(fileName),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
}

export async function blobDownload(deps: Deps, blobId: string, fileName?: string): Promise<Response> {
  const [blob] = await deps.db.select().from(blobs).where(eq(blobs.id, blobId));
  const bytes = blob ? await deps.storage.get(blob.storageKey) : null;
  if (!blob || !bytes) throw notFound(FILE_NOT_FOUND);
  return new Response(bytes, { status: 200, headers: downloadHeaders(fileName ?? blob.fileName, blob.contentType, blob.size) });
}

export function bytesDownload(bytes: Uint8Array, fileName: string, contentType: string): Response {
  return new Response(new Blob([new Uint8Array(bytes)], { type: contentType }), { status: 200, headers: downloadHeaders(fileName, contentType, bytes.byteLength) });
}
