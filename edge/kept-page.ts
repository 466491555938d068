/** A rendered page as the page cache keeps it: its body with brotli and gzip variants, and the headers that belong to the page. */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { memoryAsset, type Asset } from './static-files.ts';
import { VISITOR_PAGE_CACHE } from './visitor-page.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A safety net for what no topic names (the year in the footer): an entry is rendered again after this long. */
const MAX_AGE_MS = 10 * 60 * 1000;

/** Headers of the render that are not part of the kept page: per request, per encoding, or set when serving. */
const NOT_KEPT = new Set(['x-request-id', 'set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'vary', 'cache-control', 'etag', 'date', 'connection', 'keep-alive']);

export interface KeptPage {
  status: number;
  /** The body, its variants and the headers of each, prepared once (as a built asset's). */
  asset: Asset;
  topics: string[];
  bytes: number;
  expires: number;
  /** When the entry last moved to the recently used end. */
  usedAt: number;
}

/** Compresses the page once (brotli at quality 11, gzip at level 9) and keeps the headers that are the page's own. */
export async function keptPage(body: Buffer, status: number, headers: Record<string, string>, topics: string[], now: () => number): Promise<KeptPage> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_KEPT.has(name)));
  return {
    status,
    asset: memoryAsset(body, { br, gzip: gz }, { ...kept, 'cache-control': VISITOR_PAGE_CACHE, vary: 'Cookie, Accept-Encoding' }),
    topics,
    bytes: body.length + br.length + gz.length,
    expires: now() + MAX_AGE_MS,
    usedAt: now(),
  };
}
