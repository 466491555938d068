/**
 * The S3-compatible driver: blobs are objects in one bucket under the same keys as the local driver's files. Uploads
 * stream through lib-storage's Upload (one PutObject for a small file, a multipart upload in 5 MiB parts for a large
 * one, at most two parts in memory), and an object appears only when its upload completes, so a failed put leaves no
 * object behind. Downloads stream the object's body back (decision record 330).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  ListMultipartUploadsCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertBlobKey, BlobTooLargeError, KEY_PATTERN, type BlobStorage } from './blob-storage.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible store's URL (MinIO, R2, …); unset for AWS. */
  endpoint?: string | undefined;
  /** Bucket in the path (http://host/bucket/key) rather than the host name; most S3-compatible stores need it. */
  forcePathStyle?: boolean | undefined;
  /** Unset: the AWS SDK's usual chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

const PART_BYTES = 5 * 1024 * 1024;
/** Instances share the bucket: an unfinished upload younger than this may be another instance's, still running. */
const SHARED_UPLOAD_GRACE_MS = 60 * 60 * 1000;

export function createS3BlobStorage(options: S3Options): BlobStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    // Checksums only where the API requires them: S3-compatible stores do not all know the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    async put(key, source, { maxBytes }) {
      assertBlobKey(key);
      return putObject(client, Bucket, key, source, maxBytes);
    },

    async get(key) {
      assertBlobKey(key);
      try {
        const found = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return found.Body ? (found.Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertBlobKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && KEY_PATTERN.test(object.Key)) yield { key: object.Key, writtenAt: object.LastModified ?? new Date(0) };
        }
      }
    },

    async deleteIncomplete(olderThan) {
      return abortIncompleteUploads(client, Bucket, olderThan);
    },
  };
}

/** Streams the source into the object `key`, counting and hashing it; over maxBytes, the upload stops and leaves nothing. */
async function putObject(client: S3Client, Bucket: string, key: string, source: Parameters<BlobStorage['put']>[1], maxBytes: number) {
  const hash = createHash('sha256');
  let size = 0;
  let sourceError: unknown;
  async function* limited() {
    try {
      for await (const chunk of source) {
        size += chunk.byteLength;
        if (size > maxBytes) throw new BlobTooLargeError(maxBytes);
        hash.update(chunk);
        yield chunk;
      }
    } catch (error) {
      sourceError = error;
      throw error;
    }
  }
  const upload = new Upload({
    client,
    params: { Bucket, Key: key, Body: Readable.from(limited()) },
    partSize: PART_BYTES,
    queueSize: 2,
    leavePartsOnError: false,
  });
  // What stopped the source (a file over the limit, a client gone) is the error, not the store's answer to the abort.
  await upload.done().catch((error: unknown) => {
    throw sourceError ?? error;
  });
  return { size, sha256: hash.digest('hex') };
}

/** Aborts the unfinished multipart uploads begun before olderThan (and before the grace time); how many it aborted. */
async function abortIncompleteUploads(client: S3Client, Bucket: string, olderThan: Date): Promise<number> {
  const cutoff = new Date(Math.min(olderThan.getTime(), Date.now() - SHARED_UPLOAD_GRACE_MS));
  let removed = 0;
  let KeyMarker: string | undefined;
  let UploadIdMarker: string | undefined;
  do {
    const page = await listUploads(client, { Bucket, KeyMarker, UploadIdMarker });
    if (!page) return removed;
    for (const upload of page.Uploads ?? []) {
      if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= cutoff) continue;
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
      removed++;
    }
    ({ NextKeyMarker: KeyMarker, NextUploadIdMarker: UploadIdMarker } = page);
    if (!page.IsTruncated) break;
  } while (KeyMarker);
  return removed;
}

/**
 * One page of unfinished multipart uploads; null from a store that cannot list them (some S3-compatible servers),
 * where the bucket's lifecycle rule (AbortIncompleteMultipartUpload) removes them instead.
 */
async function listUploads(client: S3Client, input: { Bucket: string; KeyMarker: string | undefined; UploadIdMarker: string | undefined }) {
  try {
    return await client.send(new ListMultipartUploadsCommand(input));
  } catch (error) {
    if (error instanceof S3ServiceException && error.name === 'NotImplemented') return null;
    throw error;
  }
}
