/**
 * Thumbnails drawn for portfolio files that are images (JPG or PNG): at most 640×480, turned upright, transparency on
 * white, as JPEG, in the
 * base64 form a thumbnail sent by the page has. A PDF gets none: drawing its first page needs a PDF renderer the
 * server does not carry (decision record 272).
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Deps } from '../deps.ts';
import { blobs } from '../db/schema/index.ts';

const imageTypes = new Set(['image/jpeg', 'image/png']);
/** Far above any photo a camera takes, far below what would exhaust memory (a decompression bomb is refused). */
const MAX_INPUT_PIXELS = 100_000_000;

export async function imageThumbnail(deps: Deps, blobId: string): Promise<string | undefined> {
  const [blob] = await deps.db.select({ contentType: blobs.contentType, storageKey: blobs.storageKey }).from(blobs).where(eq(blobs.id, blobId));
  if (!blob || !imageTypes.has(blob.contentType)) return undefined;
  const stream = await deps.storage.get(blob.storageKey);
  if (!stream) return undefined;
  const bytes = Buffer.from(await new Response(stream).arrayBuffer());
  const thumbnail = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(640, 480, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer()
    // The upload's type was recognised from its first bytes; an image damaged further on is kept, without a thumbnail.
    .catch(() => undefined);
  return thumbnail?.toString('base64');
}
