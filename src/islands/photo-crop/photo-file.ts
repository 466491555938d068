/**
 * A photo chosen in the browser: png or jpeg by its first bytes, as the server checks it, at most
 * 5 MB, and a picture the browser can draw. Answers the decoded image or the spec's message.
 */
import { limits } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { sniffPhotoType, type PhotoType } from '#domain/image-type.ts';

export interface ChosenPhoto {
  type: PhotoType;
  image: HTMLImageElement;
}

export type PhotoReading = { ok: true; photo: ChosenPhoto } | { ok: false; message: string };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('The file could not be read.')));
    reader.readAsDataURL(file);
  });
}

export async function readPhoto(file: File): Promise<PhotoReading> {
  if (file.size > limits.thumbnailMaxBytes) return { ok: false, message: messages.upload.tooLarge };
  const type = sniffPhotoType(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
  if (!type) return { ok: false, message: messages.upload.typeNotAllowed };
  try {
    const image = new Image();
    image.src = await readAsDataUrl(file);
    await image.decode();
    return { ok: true, photo: { type, image } };
  } catch {
    return { ok: false, message: messages.upload.tooLarge };
  }
}
