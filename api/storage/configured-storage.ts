/** The blob storage driver the configuration names: the local folder by default, an S3-compatible bucket with BLOB_STORE=s3. */
import type { Config } from '#kernel/config.ts';
import type { BlobStorage } from './blob-storage.ts';
import { createLocalBlobStorage } from './local-blob-storage.ts';
import type { S3Options } from './s3-blob-storage.ts';

/**
 * The S3 driver with its SDK loaded on first use: the AWS SDK is a few hundred modules, which a server on the local
 * folder never needs and should not hold in memory.
 */
export function lazyS3Storage(options: S3Options): BlobStorage {
  let driver: Promise<BlobStorage> | undefined;
  const s3 = () => (driver ??= import('./s3-blob-storage.ts').then((module) => module.createS3BlobStorage(options)));
  return {
    put: async (key, source, limits) => (await s3()).put(key, source, limits),
    get: async (key) => (await s3()).get(key),
    delete: async (key) => (await s3()).delete(key),
    list: async function* list() {
      yield* (await s3()).list();
    },
    deleteIncomplete: async (olderThan) => (await s3()).deleteIncomplete(olderThan),
  };
}

export function configuredStorage(config: Pick<Config, 'blobStore' | 'dataDir'>): BlobStorage {
  const store = config.blobStore;
  if (store.kind === 'local') return createLocalBlobStorage(config.dataDir);
  return lazyS3Storage({ bucket: store.bucket, region: store.region, endpoint: store.endpoint, forcePathStyle: store.forcePathStyle });
}
