/** The blob storage driver the configuration names: the local folder by default, an S3-compatible bucket with BLOB_STORE=s3. */
import type { Config } from '../config.ts';
import type { BlobStorage } from './blob-storage.ts';
import { createLocalBlobStorage } from './local-blob-storage.ts';
import { createS3BlobStorage } from './s3-blob-storage.ts';

export function configuredStorage(config: Pick<Config, 'blobStore' | 'dataDir'>): BlobStorage {
  const store = config.blobStore;
  if (store.kind === 'local') return createLocalBlobStorage(config.dataDir);
  return createS3BlobStorage({ bucket: store.bucket, region: store.region, endpoint: store.endpoint, forcePathStyle: store.forcePathStyle });
}
