/**
 * A real S3-compatible server for tests (s3rver, objects in a temporary folder), bound to 127.0.0.1 on a free port,
 * with one empty bucket. s3rver accepts the access key and secret "S3RVER".
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Options } from '../storage/s3-blob-storage.ts';

export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** Driver options for the bucket, credentials included. */
  options: S3Options;
  endpoint: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'marketplace-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    options: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials: s3rverCredentials },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
