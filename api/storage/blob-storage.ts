/** Where file bytes live. The local-directory driver is the default; an S3-compatible driver fits the same interface. */

export interface StoredBytes {
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

export interface BlobStorage {
  /** Writes the bytes under key, failing with BlobTooLargeError as soon as more than maxBytes arrive; a failed put leaves nothing behind. */
  put(key: string, source: AsyncIterable<Uint8Array>, options: { maxBytes: number }): Promise<StoredBytes>;
  /** The bytes under key, or null when there are none. */
  get(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the bytes under key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every complete key, with when its bytes were written (the sweeper looks for files no row describes). */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;
  /** Removes what writes that never completed left behind (a crash mid-upload), last touched before olderThan; answers how many. */
  deleteIncomplete(olderThan: Date): Promise<number>;
}

export class BlobTooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
    this.name = 'BlobTooLargeError';
    this.maxBytes = maxBytes;
  }
}

export const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** Keys are lower-case path segments of letters, digits and dashes, so no key can leave the storage root. */
export function assertBlobKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid blob key: ${key}`);
}

/** The storage key of a blob id: a two-character fan-out folder, then the id. */
export const blobKey = (id: string) => `${id.slice(0, 2)}/${id}`;
