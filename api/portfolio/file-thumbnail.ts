/**
 * Thumbnails drawn for portfolio files sent without one: a JPG or PNG itself, a PDF its first page (pdf-first-page.ts,
 * decision record 289). At most 640×480, turned upright, transparency on white, as JPEG, in the base64 form a
 * thumbnail sent by the page has. A file that cannot be drawn is kept without a thumbnail. sharp is loaded with the
 * first thumbnail, not when the server starts (decision record 302).
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { blobs } from '../db/schema/index.ts';
import { pdfFirstPage } from './pdf-first-page.ts';

const BOX = { width: 640, height: 480 };
const imageTypes = new Set(['image/jpeg', 'image/png']);
/** Far above any photo a camera takes, far below what would exhaust memory (a decompression bomb is refused). */
const MAX_INPUT_PIXELS = 100_000_000;

export async function fileThumbnail(deps: Deps, blobId: string): Promise<string | undefined> {
  const [blob] = await deps.db.select({ contentType: blobs.contentType, storageKey: blobs.storageKey }).from(blobs).where(eq(blobs.id, blobId));
  if (!blob || (blob.contentType !== 'application/pdf' && !imageTypes.has(blob.contentType))) return undefined;
  const stream = await deps.storage.get(blob.storageKey);
  if (!stream) return undefined;
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  const picture = blob.contentType === 'application/pdf' ? await pdfFirstPage(bytes, BOX) : Buffer.from(bytes);
  if (!picture) return undefined;
  const { default: sharp } = await import('sharp');
  const thumbnail = await sharp(picture, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(BOX.width, BOX.height, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer()
    // The upload's type was recognised from its first bytes; an image damaged further on is kept, without a thumbnail.
    .catch(() => undefined);
  return thumbnail?.toString('base64');
}
