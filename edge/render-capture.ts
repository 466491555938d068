/**
 * What a page writes on the Node response, captured while it goes out, for the page cache: the status, the headers
 * and the body of a page that asked to be kept (200 or 404, no cookie set, not already encoded, at most
 * MAX_ENTRY_BYTES), marked with the cache-control it is kept with as it is written.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { flatHeaders } from './visitor-page.ts';

const MAX_ENTRY_BYTES = 8 * 1024 * 1024;

export interface CapturedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  topics: string[];
}

/**
 * Wraps writeHead, write and end of the response. topicsOf tells the page's topics so far (null: the page did not
 * ask to be kept); onEnd receives the page once written, or null when it is not one to keep. Only the first end
 * counts: what is written after it (an error handler ending an answer already sent) never reached the client.
 */
export function captureRender(
  outgoing: ServerResponse,
  cacheControl: string,
  topicsOf: () => string[] | null,
  onEnd: (page: CapturedPage | null) => void,
): void {
  const writeHead = outgoing.writeHead.bind(outgoing) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  const write = outgoing.write.bind(outgoing) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;
  const end = outgoing.end.bind(outgoing) as (...args: unknown[]) => ServerResponse;
  let status = 0;
  let headers: Record<string, string> = {};
  let keeps = false;
  let ended = false;
  const chunks: Buffer[] = [];
  let length = 0;

  const collect = (chunk: string | Uint8Array) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    length += buffer.length;
    if (length <= MAX_ENTRY_BYTES) chunks.push(buffer);
  };

  outgoing.writeHead = ((code: number, given?: OutgoingHttpHeaders) => {
    status = code;
    headers = flatHeaders({ ...outgoing.getHeaders(), ...given });
    keeps = topicsOf() !== null && (code === 200 || code === 404) && !('set-cookie' in headers) && !headers['content-encoding'];
    if (keeps) outgoing.setHeader('cache-control', cacheControl);
    return writeHead(code, given && keeps ? { ...given, 'cache-control': cacheControl } : given);
  }) as typeof outgoing.writeHead;
  outgoing.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    if (keeps && !ended) collect(chunk);
    return write(chunk, ...rest);
  }) as typeof outgoing.write;
  outgoing.end = ((...args: unknown[]) => {
    if (ended) return end(...args);
    ended = true;
    const chunk = args.find((a) => typeof a === 'string' || a instanceof Uint8Array) as string | Uint8Array | undefined;
    if (keeps && chunk !== undefined) collect(chunk);
    const result = end(...args);
    const topics = topicsOf();
    onEnd(keeps && length <= MAX_ENTRY_BYTES && topics !== null ? { status, headers, body: Buffer.concat(chunks), topics } : null);
    return result;
  }) as typeof outgoing.end;
}
