/**
 * Receives the one file of a multipart/form-data upload (field formFile) and stores it as a blob owned by the
 * uploader: the type is read from the bytes (never from the name alone), the size is capped while streaming, and
 * the stored name keeps an extension that matches the detected type. Each upload route says which types it takes
 * and with which messages it refuses the rest.
 */
import type { Deps } from '../deps.ts';
import { badRequest, tooLarge, unsupportedType } from '../http/errors.ts';
import { BlobTooLargeError } from '../storage/blob-storage.ts';
import { storeBlob, type BlobRow } from '../storage/store-blob.ts';
import { isOfficeZip, isPlainText, officeZipTypeByDirectory, sniffFileType, storedFileName, SNIFF_BYTES, ZIP_TAIL_BYTES, type FileType } from '#domain/file-type.ts';
import { limits } from '#domain/constants.ts';
import { boundaryOf, readMultipartFile } from './multipart-file.ts';

export const FILE_FIELD = 'formFile';
/** Room for the multipart headers and delimiters around a file of the largest allowed size. */
const ENVELOPE_BYTES = 64 * 1024;

export interface FilePolicy {
  /** The most bytes this upload may store (at most 20 MB; less when a quota leaves less room). */
  maxBytes: number;
  /** 413 text when the file is larger than maxBytes. */
  tooLargeMessage: string;
  /** 415 text when the bytes are not of an accepted type. */
  typeMessage: string;
  /** Narrows the product-wide allowed types (domain/file-type.ts); all of them when left out. */
  accepts?: (type: FileType) => boolean;
}

export interface ReceivedFile {
  blob: BlobRow;
  type: FileType;
}

class NotAllowedType extends Error {}

/** Reads until the sniffing window is full (or the file ends); returns those bytes and leaves the rest in the stream. */
async function head(bytes: AsyncGenerator<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  while (size < SNIFF_BYTES) {
    const next = await bytes.next();
    if (next.done) break;
    parts.push(next.value);
    size += next.value.length;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The last bytes of a stream, at least `keep` of them once that many went by. */
function lastBytes(keep: number) {
  const chunks: Uint8Array[] = [];
  let kept = 0;
  let total = 0;
  return {
    push(chunk: Uint8Array) {
      chunks.push(chunk);
      kept += chunk.length;
      total += chunk.length;
      while (chunks.length > 1 && kept - (chunks[0]?.length ?? 0) >= keep) kept -= chunks.shift()?.length ?? 0;
    },
    total: () => total,
    bytes: () => Buffer.concat(chunks),
  };
}

/**
 * The file's bytes as they arrive, checked to the end: text stays valid UTF-8 without NUL, and an Office file's
 * central directory, read once the last byte arrived, lists what its type needs (before the storage completes it).
 */
async function* checkedSource(first: Uint8Array, rest: AsyncGenerator<Uint8Array>, type: FileType): AsyncGenerator<Uint8Array> {
  const text = type.contentType.startsWith('text/') ? new TextDecoder('utf-8', { fatal: true }) : null;
  const tail = isOfficeZip(type) ? lastBytes(ZIP_TAIL_BYTES) : null;
  const check = (chunk: Uint8Array) => {
    tail?.push(chunk);
    if (!text) return;
    if (chunk.includes(0)) throw new NotAllowedType();
    try {
      text.decode(chunk, { stream: true });
    } catch {
      throw new NotAllowedType();
    }
  };
  check(first);
  yield first;
  for await (const chunk of rest) {
    check(chunk);
    yield chunk;
  }
  if (tail && officeZipTypeByDirectory(tail.bytes(), tail.total())?.contentType !== type.contentType) throw new NotAllowedType();
}

export async function receiveFile(deps: Deps, ownerUserId: number, request: Request, policy: FilePolicy): Promise<ReceivedFile> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > limits.fileMaxBytes + ENVELOPE_BYTES) throw tooLarge(policy.tooLargeMessage);
  const boundary = boundaryOf(request.headers.get('content-type') ?? undefined);
  if (!boundary || !request.body) throw unsupportedType(`Send the file as multipart/form-data in the field ${FILE_FIELD}.`);
  const file = await readMultipartFile(request.body, boundary, FILE_FIELD);
  if (!file) throw badRequest('Choose a file to upload.', { [FILE_FIELD]: ['Choose a file to upload.'] });
  try {
    const first = await head(file.bytes);
    const type = sniffFileType(first, file.fileName);
    if (!type || (type.contentType.startsWith('text/') && !isPlainText(first)) || (policy.accepts && !policy.accepts(type))) throw new NotAllowedType();
    const blob = await storeBlob(deps.db, deps.storage, {
      source: checkedSource(first, file.bytes, type),
      fileName: storedFileName(file.fileName, type.contentType),
      contentType: type.contentType,
      maxBytes: policy.maxBytes,
      ownerUserId,
    });
    return { blob, type };
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw tooLarge(policy.tooLargeMessage);
    if (error instanceof NotAllowedType) throw unsupportedType(policy.typeMessage);
    throw error;
  } finally {
    await file.bytes.return(undefined);
  }
}
