/**
 * A picture chosen in a form: a portfolio thumbnail or an agency's logo, jpg, jpeg or png by its
 * first bytes, at most 5 MB, as the base64 text the API takes (thumbnailBase64, logoBase64). Used by pages on the
 * server and by islands in the browser, so both say the same. An empty file input means no new picture.
 */
import { limits } from './constants.ts';
import { messages } from './messages.ts';
import { sniffPhotoType } from './image-type.ts';

export const pictureAccept = '.jpg,.jpeg,.png';
export const pictureHint = 'A JPG or PNG of at most 5 MB.';
export const thumbnailHint = `${pictureHint} Without one, a picture is drawn from an uploaded image or PDF.`;

export type PictureReading = { ok: true; base64: string | undefined } | { ok: false; message: string };

function toBase64(bytes: Uint8Array): string {
  let text = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) text += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(text);
}

export async function readPicture(file: Blob | null | undefined): Promise<PictureReading> {
  if (!file || file.size === 0) return { ok: true, base64: undefined };
  if (file.size > limits.thumbnailMaxBytes) return { ok: false, message: messages.upload.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffPhotoType(bytes)) return { ok: false, message: messages.upload.typeNotAllowed };
  return { ok: true, base64: toBase64(bytes) };
}
