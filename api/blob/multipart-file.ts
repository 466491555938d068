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

/** The file of the field `field`, or null when the body has no such file part. */
export async function readMultipartFile(body: ReadableStream<Uint8Array>, boundary: string, field: string): Promise<MultipartFile | null> {
  const reader = body.getReader();
  let buffer: Uint8Array = new Uint8Array(0);
  let ended = false;
  const pull = async () => {
    const { done, value } = await reader.read();
    if (done) ended = true;
    else buffer = concat(buffer, value);
  };
  const opening = encoder.encode(`--${boundary}`);
  const delimiter = encoder.encode(`\r\n--${boundary}`);

  /** Skips to just after the next delimiter (the opening one first); false at the closing delimiter. */
  async function nextPart(marker: Uint8Array): Promise<boolean> {
    for (;;) {
      const at = indexOf(buffer, marker);
      if (at !== -1) {
        while (buffer.length < at + marker.length + 2 && !ended) await pull();
        const after = buffer.subarray(at + marker.length, at + marker.length + 2);
        buffer = buffer.subarray(at + marker.length + 2);
        if (after[0] === 0x2d && after[1] === 0x2d) return false;
        if (after[0] !== CRLF[0] || after[1] !== CRLF[1]) throw malformed();
        return true;
      }
      if (ended) throw malformed();
      buffer = buffer.subarray(Math.max(0, buffer.length - marker.length));
      await pull();
    }
  }

  async function partHeaders(): Promise<string> {
    const end = encoder.encode('\r\n\r\n');
    for (;;) {
      const at = indexOf(buffer, end);
      if (at !== -1) {
        const text = new TextDecoder().decode(buffer.subarray(0, at));
        buffer = buffer.subarray(at + end.length);
        return text;
      }
      if (ended || buffer.length > HEADER_MAX) throw malformed();
      await pull();
    }
  }

  /** The bytes of the current part, up to (not including) the next delimiter. */
  async function* partBytes(): AsyncGenerator<Uint8Array> {
    for (;;) {
      const at = indexOf(buffer, delimiter);
      if (at !== -1) {
        if (at > 0) yield buffer.slice(0, at);
        buffer = buffer.subarray(at);
        return;
      }
      const safe = buffer.length - (delimiter.length - 1);
      if (safe > 0) {
        yield buffer.slice(0, safe);
        buffer = buffer.subarray(safe);
      }
      if (ended) throw malformed();
      await pull();
    }
  }

  /** The file's bytes; the body is released when the reading ends, early or not. */
  async function* fileBytes(): AsyncGenerator<Uint8Array> {
    try {
      yield* partBytes();
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }

  try {
    await pull();
    let marker = opening;
    while (await nextPart(marker)) {
      marker = delimiter;
      const { name, fileName } = dispositionOf(await partHeaders());
      if (name === field && fileName !== null) return { fileName, bytes: fileBytes() };
      for await (const skipped of partBytes()) void skipped;
    }
    await reader.cancel();
    return null;
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}
