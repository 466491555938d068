/**
 * Profile photos: png or jpeg by content, at most 5 MB, stored through blob storage as a blob
 * owned by the uploader. The page sends the square crop as base64 (imageAsBase64String), bare or as a data: URL.
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { blobs } from '../db/schema/index.ts';
import { badRequest, tooLarge, unsupportedType } from '../http/errors.ts';
import { BlobTooLargeError } from '../storage/blob-storage.ts';
import { storeBlob, type BlobRow } from '../storage/store-blob.ts';
import { discardUnreferenced } from '../storage/blob-references.ts';
import { limits } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { photoTypes, sniffPhotoType } from '#domain/image-type.ts';

const DATA_URL_PREFIX = /^data:[^,]*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** The largest JSON body a route carrying one photo as base64 needs: the photo, its data: URL prefix and the form's other fields. */
export const photoBodyLimit = {
  bytes: Math.ceil(limits.thumbnailMaxBytes / 3) * 4 + 64 * 1024,
  message: messages.upload.tooLarge,
} as const;

/** The bytes of a base64 photo; 413 when they would exceed 5 MB, 400 when the text is not base64. */
export function decodeBase64Photo(value: string): Uint8Array {
  const base64 = value.replace(DATA_URL_PREFIX, '').replace(/\s/g, '');
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (Math.floor((base64.length * 3) / 4) - padding > limits.thumbnailMaxBytes) throw tooLarge(messages.upload.tooLarge);
  if (!BASE64.test(base64)) throw badRequest(messages.upload.failed, { imageAsBase64String: [messages.upload.failed] });
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

async function* once(bytes: Uint8Array) {
  yield bytes;
}

/** Checks and stores a photo: 413 over 5 MB, 415 unless the bytes are png or jpeg. */
export async function storePhoto(deps: Deps, bytes: Uint8Array, ownerUserId: number): Promise<BlobRow> {
  if (bytes.byteLength > limits.thumbnailMaxBytes) throw tooLarge(messages.upload.tooLarge);
  const contentType = sniffPhotoType(bytes);
  if (!contentType) throw unsupportedType(messages.upload.typeNotAllowed);
  try {
    return await storeBlob(deps.db, deps.storage, {
      source: once(bytes),
      fileName: `photo.${photoTypes[contentType].extension}`,
      contentType,
      maxBytes: limits.thumbnailMaxBytes,
      ownerUserId,
    });
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw tooLarge(messages.upload.tooLarge);
    throw error;
  }
}

/** Removes a stored photo that ended up unused (its owner's change was not saved). */
export async function discardBlob(deps: Deps, blob: BlobRow): Promise<void> {
  await deps.db.delete(blobs).where(eq(blobs.id, blob.id));
  await deps.storage.delete(blob.storageKey);
}

/**
 * Runs save with the id of the photo decoded from base64 (or null when none was sent). When save fails, the stored
 * photo is removed again; when it succeeds, the photos it replaced (currentPhotoIds, read before the save) are
 * deleted from storage unless something else still uses them.
 */
export async function withUploadedPhoto<T>(
  deps: Deps,
  imageAsBase64String: string | undefined,
  ownerUserId: number,
  currentPhotoIds: () => Promise<readonly (string | null)[]>,
  save: (photoBlobId: string | null) => Promise<T>,
): Promise<T> {
  if (imageAsBase64String === undefined) return save(null);
  const replaced = await currentPhotoIds();
  const photo = await storePhoto(deps, decodeBase64Photo(imageAsBase64String), ownerUserId);
  let saved: T;
  try {
    saved = await save(photo.id);
  } catch (error) {
    await discardBlob(deps, photo);
    throw error;
  }
  await discardUnreferenced(deps.db, deps.storage, replaced.filter((id) => id !== photo.id));
  return saved;
}
