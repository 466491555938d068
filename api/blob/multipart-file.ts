/**
 * Reads one file field of a multipart/form-data body as a stream of bytes, without holding the file in memory:
 * only a delimiter's length of bytes is kept back between chunks. Parts before the field are skipped.
 */
import { badRequest } from '../http/errors.ts';

export interface MultipartFile {
  fileName: string;
  /** The file's bytes, ending at the part's closing delimiter. */
  bytes: AsyncGenerator<Uint8Array>;
}

const CRLF = [0x0d, 0x0a];
const HEADER_MAX = 16 * 1024;
const encoder = new TextEncoder();

const malformed = () => badRequest('The upload is not a valid multipart/form-data body.');

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  outer: for (let i = haystack.indexOf(first ?? 0, from); i !== -1 && i + needle.length <= haystack.length; i = haystack.indexOf(first ?? 0, i + 1)) {
    for (let j = 1; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

function dispositionOf(headerText: string): { name: string | null; fileName: string | null } {
  const line = headerText.split('\r\n').find((l) => /^content-disposition:/i.test(l)) ?? '';
  const param = (key: string) => new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(line)?.[1] ?? new RegExp(`;\\s*${key}=([^;\\s]+)`, 'i').exec(line)?.[1] ?? null;
  return { name: param('name'), fileName: param('filename') };
}

/** The bytes read from the body and not consumed yet, and whether the body has ended. */
class BodyBuffer {
  buffer: Uint8Array = new Uint8Array(0);
  ended = false;

  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;

  constructor(reader: ReadableStreamDefaultReader<Uint8Array>) {
    this.#reader = reader;
  }

  async pull(): Promise<void> {
    const { done, value } = await this.#reader.read();
    if (done) this.ended = true;
    else this.buffer = concat(this.buffer, value);
  }
}

/** Skips to just after the next delimiter (the opening one first); false at the closing delimiter. */
async function nextPart(body: BodyBuffer, marker: Uint8Array): Promise<boolean> {
  for (;;) {
    const at = indexOf(body.buffer, marker);
    if (at !== -1) {
      while (body.buffer.length < at + marker.length + 2 && !body.ended) await body.pull();
      const after = body.buffer.subarray(at + marker.length, at + marker.length + 2);
      body.buffer = body.buffer.subarray(at + marker.length + 2);
      if (after[0] === 0x2d && after[1] === 0x2d) return false;
      if (after[0] !== CRLF[0] || after[1] !== CRLF[1]) throw malformed();
      return true;
    }
    if (body.ended) throw malformed();
    body.buffer = body.buffer.subarray(Math.max(0, body.buffer.length - marker.length));
    await body.pull();
  }
}

/** The headers of the current part, as text. */
async function partHeaders(body: BodyBuffer): Promise<string> {
  const end = encoder.encode('\r\n\r\n');
  for (;;) {
    const at = indexOf(body.buffer, end);
    if (at !== -1) {
      const text = new TextDecoder().decode(body.buffer.subarray(0, at));
      body.buffer = body.buffer.subarray(at + end.length);
      return text;
    }
    if (body.ended || body.buffer.length > HEADER_MAX) throw malformed();
    await body.pull();
  }
}

/** The bytes of the current part, up to (not including) the next delimiter. */
async function* partBytes(body: BodyBuffer, delimiter: Uint8Array): AsyncGenerator<Uint8Array> {
  for (;;) {
    const at = indexOf(body.buffer, delimiter);
    if (at !== -1) {
      if (at > 0) yield body.buffer.slice(0, at);
      body.buffer = body.buffer.subarray(at);
      return;
    }
    const safe = body.buffer.length - (delimiter.length - 1);
    if (safe > 0) {
      yield body.buffer.slice(0, safe);
      body.buffer = body.buffer.subarray(safe);
    }
    if (body.ended) throw malformed();
    await body.pull();
  }
}

/** The file of the field `field`, or null when the body has no such file part. */
export async function readMultipartFile(body: ReadableStream<Uint8Array>, boundary: string, field: string): Promise<MultipartFile | null> {
  const reader = body.getReader();
  const read = new BodyBuffer(reader);
  const opening = encoder.encode(`--${boundary}`);
  const delimiter = encoder.encode(`\r\n--${boundary}`);

  /** The file's bytes; the body is released when the reading ends, early or not. */
  async function* fileBytes(): AsyncGenerator<Uint8Array> {
    try {
      yield* partBytes(read, delimiter);
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }

  try {
    await read.pull();
    let marker = opening;
    while (await nextPart(read, marker)) {
      marker = delimiter;
      const { name, fileName } = dispositionOf(await partHeaders(read));
      if (name === field && fileName !== null) return { fileName, bytes: fileBytes() };
      for await (const skipped of partBytes(read, delimiter)) void skipped;
    }
    await reader.cancel();
    return null;
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}
