/**
 * Compresses answers as they are written to the Node response: HTML, JSON, XML and other text above 1 KB, with
 * brotli or gzip as the client accepts. It works below both writers of the edge (Hono's answers and Astro's pages,
 * which writes the Node response itself). Event streams, answers already encoded (precompressed static files),
 * downloads and small answers go out as they are.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';

const THRESHOLD = 1024;
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|xml|javascript|manifest\+json|problem\+json)|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip';

const NONE: readonly Encoding[] = [];
/** Browsers send a handful of distinct Accept-Encoding values: each is read once (up to a bound, whatever clients send). */
const known = new Map<string, readonly Encoding[]>();
const KNOWN_MAX = 64;

/** The encodings the client accepts, best first (brotli, then gzip); `q=0` refuses one. */
export function acceptedEncodings(header: string | string[] | undefined): readonly Encoding[] {
  if (!header) return NONE;
  const key = String(header);
  let encodings = known.get(key);
  if (!encodings) {
    encodings = readAcceptEncoding(key);
    if (known.size < KNOWN_MAX) known.set(key, encodings);
  }
  return encodings;
}

function readAcceptEncoding(header: string): readonly Encoding[] {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  return (['br', 'gzip'] as const).filter((name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0);
}

export function addVary(res: ServerResponse): void {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

type Chunk = string | Uint8Array;

/** Decided at the first write: `whole` says that chunk is the entire body (written with end). */
function worthCompressing(res: ServerResponse, firstChunk: Chunk | undefined, whole: boolean): boolean {
  if (res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304) return false;
  if (res.getHeader('content-encoding') || !COMPRESSIBLE.test(String(res.getHeader('content-type') ?? ''))) return false;
  const length = res.getHeader('content-length');
  if (length !== undefined) return Number(length) >= THRESHOLD;
  if (!whole) return true;
  return firstChunk !== undefined && Buffer.byteLength(firstChunk) >= THRESHOLD;
}

type Callback = (error?: Error | null) => void;

function withHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | undefined): ServerResponse {
  for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
  return res;
}

/** Makes `res` compress what is written to it, deciding when the head is written. */
export function compressResponses(req: IncomingMessage, res: ServerResponse): void {
  const encoding = req.method === 'HEAD' ? undefined : acceptedEncodings(req.headers['accept-encoding'])[0];
  if (!encoding) return;
  const write = res.write.bind(res) as (chunk: Chunk) => boolean;
  const end = res.end.bind(res) as (chunk?: Chunk) => ServerResponse;
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  let stream: zlib.BrotliCompress | zlib.Gzip | null | undefined;
  let head: { status: number; headers?: OutgoingHttpHeaders } | undefined;

  const start = (firstChunk: Chunk | undefined, whole: boolean) => {
    if (stream !== undefined) return;
    withHeaders(res, head?.headers);
    if (!worthCompressing(res, firstChunk, whole)) {
      stream = null;
    } else {
      res.setHeader('content-encoding', encoding);
      res.removeHeader('content-length');
      addVary(res);
      stream =
        encoding === 'br'
          ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
          : zlib.createGzip({ level: 6 });
      const out = stream;
      out.on('data', (chunk: Buffer) => {
        if (!write(chunk)) out.pause();
      });
      res.on('drain', () => out.resume());
      out.on('end', () => end());
      out.on('error', (error) => res.destroy(error));
    }
    if (head) writeHead(head.status);
  };

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((r) => r && typeof r === 'object' && !Array.isArray(r)) as OutgoingHttpHeaders | undefined;
    res.statusCode = status;
    head = { status, headers };
    // What cannot be compressed (an event stream above all) goes out at once; the rest waits for its first bytes.
    if (!worthCompressing(withHeaders(res, headers), undefined, false)) start(undefined, false);
    return res;
  }) as typeof res.writeHead;

  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    start(chunk, false);
    const callback = rest.find((r) => typeof r === 'function') as Callback | undefined;
    if (stream) return stream.write(chunk, callback);
    return write(chunk);
  }) as typeof res.write;

  res.end = ((...args: unknown[]) => {
    const chunk = args.find((a) => typeof a === 'string' || a instanceof Uint8Array) as Chunk | undefined;
    start(chunk, true);
    if (!stream) return chunk === undefined ? end() : end(chunk);
    // Ended already (an error handler ends an answer whose writing failed): the answer stays as it was first ended.
    if (stream.writableEnded) return res;
    if (chunk !== undefined) stream.end(chunk);
    else stream.end();
    return res;
  }) as typeof res.end;
}
