/**
 * Thumbnails drawn for portfolio files sent without one: a JPG or PNG itself, a PDF the top of what is printed on its
 * first page (pdf-first-page.ts, decision record 289): a whole page shrunk into 640×480 is a white sheet with
 * unreadable specks, so the page is drawn wide, its white margins are cut away and the top 4:3 of the rest is kept.
 * At most 640×480, turned upright, transparency on white, as JPEG, in the base64 form a thumbnail sent by the page
 * has. A file that cannot be drawn is kept without a thumbnail. sharp is loaded with the first thumbnail, not when
 * the server starts (decision record 302).
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { blobs } from '../db/schema/index.ts';
import { pdfFirstPage } from './pdf-first-page.ts';

const BOX = { width: 640, height: 480 };
/** A PDF page is drawn this wide (twice the thumbnail), so the printed part is still sharp once the margins are cut. */
const PDF_PAGE_WIDTH = BOX.width * 2;
const MARGIN = 24;
const WHITE = '#ffffff';
const imageTypes = new Set(['image/jpeg', 'image/png']);
/** Far above any photo a camera takes, far below what would exhaust memory (a decompression bomb is refused). */
const MAX_INPUT_PIXELS = 100_000_000;

export async function fileThumbnail(deps: Deps, blobId: string): Promise<string | undefined> {
  const [blob] = await deps.db.select({ contentType: blobs.contentType, storageKey: blobs.storageKey }).from(blobs).where(eq(blobs.id, blobId));
  if (!blob || (blob.contentType !== 'application/pdf' && !imageTypes.has(blob.contentType))) return undefined;
  const stream = await deps.storage.get(blob.storageKey);
  if (!stream) return undefined;
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  const { default: sharp } = await import('sharp');
  const page = blob.contentType === 'application/pdf' ? await pdfFirstPage(bytes, { width: PDF_PAGE_WIDTH, height: Number.MAX_SAFE_INTEGER }) : null;
  const picture = page ? await printedTop(sharp, page) : blob.contentType === 'application/pdf' ? undefined : Buffer.from(bytes);
  if (!picture) return undefined;
  const thumbnail = await sharp(picture, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(BOX.width, BOX.height, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: WHITE })
    .jpeg({ quality: 80 })
    .toBuffer()
    // The upload's type was recognised from its first bytes; an image damaged further on is kept, without a thumbnail.
    .catch(() => undefined);
  return thumbnail?.toString('base64');
}

/** The printed part of a drawn page without its white margins, cut to the thumbnail's 4:3 from the top; a blank page as it is. */
async function printedTop(sharp: typeof import('sharp').default, page: Buffer): Promise<Buffer> {
  const trimmed = await sharp(page)
    .trim({ background: WHITE, threshold: 10 })
    .toBuffer({ resolveWithObject: true })
    // Nothing to trim away (a blank page) is an error to sharp.
    .catch(() => null);
  if (!trimmed) return page;
  const { width, height } = trimmed.info;
  const top = Math.min(height, Math.round((width * BOX.height) / BOX.width));
  return sharp(trimmed.data)
    .extract({ left: 0, top: 0, width, height: top })
    .extend({ top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, background: WHITE })
    .toBuffer();
}
