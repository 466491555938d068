/** The local-directory driver: blobs are files under <dataDir>/blobs, written to a temporary name and renamed when complete. */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, BlobTooLargeError, KEY_PATTERN, type BlobStorage } from './blob-storage.ts';

export function createLocalBlobStorage(dataDir: string): BlobStorage {
  const root = path.join(dataDir, 'blobs');
  const fileOf = (key: string) => {
    assertBlobKey(key);
    return path.join(root, key);
  };

  return {
    async put(key, source, { maxBytes }) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}${PART}`;
      const hash = createHash('sha256');
      let size = 0;
      async function* limited() {
        for await (const chunk of source) {
          size += chunk.byteLength;
          if (size > maxBytes) throw new BlobTooLargeError(maxBytes);
          hash.update(chunk);
          yield chunk;
        }
      }
      // The file is opened before any byte is read, so a failure can never race its creation and leave it behind.
      const file = await open(partial, 'wx');
      try {
        await pipeline(limited(), file.createWriteStream());
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size, sha256: hash.digest('hex') };
    },

    async get(key) {
      const file = fileOf(key);
      const found = await stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!found) return null;
      return Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async *list() {
      for (const file of await filesUnder(root)) {
        const key = path.relative(root, file.path).split(path.sep).join('/');
        if (!file.path.endsWith(PART) && KEY_PATTERN.test(key)) yield { key, writtenAt: file.modifiedAt };
      }
    },

    async deleteIncomplete(olderThan) {
      let removed = 0;
      for (const file of await filesUnder(root)) {
        if (!file.path.endsWith(PART) || file.modifiedAt >= olderThan) continue;
        await rm(file.path, { force: true });
        removed++;
      }
      return removed;
    },
  };
}

const PART = '.part';

/** The files in the blob folder (two levels: fan-out folder, then files), with their modification times. */
async function filesUnder(root: string): Promise<{ path: string; modifiedAt: Date }[]> {
  const files: { path: string; modifiedAt: Date }[] = [];
  const folders = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const dir = path.join(root, folder.name);
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(dir, entry.name);
      const found = await stat(file).catch(() => null);
      if (found) files.push({ path: file, modifiedAt: found.mtime });
    }
  }
  return files;
}
