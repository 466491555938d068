/** The local-directory driver: blobs are files under <dataDir>/blobs, written to a temporary name and renamed when complete. */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, BlobTooLargeError, type BlobStorage } from './blob-storage.ts';

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
      const partial = `${target}.${randomUUID()}.part`;
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
      try {
        await pipeline(limited(), createWriteStream(partial, { flags: 'wx' }));
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
  };
}
