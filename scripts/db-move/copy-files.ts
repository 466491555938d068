/**
 * Copies every file a blobs row describes from the local folder to the target storage, and checks each one there:
 * its bytes are read back and must have the size and SHA-256 the row recorded.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { rawRows } from '#api/db/raw-rows.ts';
import type { BlobStorage } from '#api/storage/blob-storage.ts';
import { fileDone } from './move-state.ts';

export type FileRow = {
  storageKey: string;
  size: number;
  sha256: string;
};

export async function describedFiles(db: Db): Promise<FileRow[]> {
  return rawRows<FileRow>(db, sql`select storage_key as "storageKey", size, sha256 from blobs order by storage_key`);
}

async function* bytesOf(stream: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  for await (const chunk of stream) yield chunk;
}

/** Copies the files not yet done; a file missing from the folder is reported, not invented. */
export async function copyFiles(
  files: FileRow[],
  from: BlobStorage,
  to: BlobStorage,
  state: { db: Db; done: Set<string> },
  onFile: () => void,
): Promise<string[]> {
  const missing: string[] = [];
  for (const file of files) {
    if (!state.done.has(file.storageKey)) {
      const bytes = await from.get(file.storageKey);
      if (!bytes) missing.push(file.storageKey);
      else {
        await to.put(file.storageKey, bytesOf(bytes), { maxBytes: file.size });
        await fileDone(state.db, file.storageKey);
      }
    }
    onFile();
  }
  return missing;
}

/** The files whose bytes in `storage` are not those the row describes (missing, another size, another checksum). */
export async function checkFiles(files: FileRow[], storage: BlobStorage, onFile: () => void): Promise<string[]> {
  const wrong: string[] = [];
  for (const file of files) {
    const bytes = await storage.get(file.storageKey);
    const hash = createHash('sha256');
    let size = 0;
    if (bytes) {
      for await (const chunk of bytes) {
        hash.update(chunk);
        size += chunk.byteLength;
      }
    }
    if (!bytes || size !== file.size || hash.digest('hex') !== file.sha256) wrong.push(file.storageKey);
    onFile();
  }
  return wrong;
}
