/** Stores an uploaded or generated file: the bytes in blob storage, the description in the blobs table. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { blobs } from '../db/schema/index.ts';
import { blobKey, type BlobStorage } from './blob-storage.ts';

export interface NewBlob {
  source: AsyncIterable<Uint8Array>;
  fileName: string;
  contentType: string;
  maxBytes: number;
  ownerUserId?: number | null | undefined;
}

export type BlobRow = typeof blobs.$inferSelect;

export async function storeBlob(db: Db, storage: BlobStorage, blob: NewBlob): Promise<BlobRow> {
  const id = randomUUID();
  const storageKey = blobKey(id);
  const { size, sha256 } = await storage.put(storageKey, blob.source, { maxBytes: blob.maxBytes });
  try {
    const [row] = await db
      .insert(blobs)
      .values({ id, storageKey, fileName: blob.fileName, contentType: blob.contentType, size, sha256, ownerUserId: blob.ownerUserId ?? null })
      .returning();
    if (!row) throw new Error('The blob row was not written.');
    return row;
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}
