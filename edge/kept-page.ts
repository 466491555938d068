/** A rendered page as the page cache keeps it: its body with brotli and gzip variants, and the headers that belong to the page. */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { narrowedPolicy } from './page-csp.ts';
import { memoryAsset, type Asset } from './static-files.ts';
import { VISITOR_PAGE_CACHE } from './visitor-page.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Headers of the render that are not part of the kept page: per request, per encoding, or set when serving. */
const NOT_KEPT = new Set(['x-request-id', 'set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'vary', 'cache-control', 'etag', 'date', 'connection', 'keep-alive']);

/** How a kept page is answered and compressed. */
export interface KeepAs {
  cacheControl: string;
  brotliQuality: number;
  gzipLevel: number;
  /** A safety net for what no topic names (the year in the footer, "5 minutes ago"): rendered again after this long. */
  maxAgeMs: number;
}

/** A visitor page is read by many: compressed as small as it gets, and shared caches may keep it (asking each time). */
export const FOR_VISITORS: KeepAs = { cacheControl: VISITOR_PAGE_CACHE, brotliQuality: 11, gzipLevel: 9, maxAgeMs: 10 * 60_000 };

/**
 * A signed-in viewer's page is theirs alone: compressed quickly, and kept by no cache outside the server. It may show
 * times relative to now and the days ahead, so it is rendered again after a minute.
 */
export const FOR_SIGNED_IN: KeepAs = { cacheControl: 'private, no-store', brotliQuality: 5, gzipLevel: 6, maxAgeMs: 60_000 };

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

/** Compresses the page once and keeps the headers that are the page's own, its policy narrowed to what it holds. */
export async function keptPage(
  body: Buffer,
  status: number,
  headers: Record<string, string>,
  topics: string[],
  now: () => number,
  as: KeepAs = FOR_VISITORS,
): Promise<KeptPage> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: as.brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: as.gzipLevel }),
  ]);
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_KEPT.has(name)));
  const policy = kept['content-security-policy'];
  if (policy && kept['content-type']?.startsWith('text/html')) kept['content-security-policy'] = narrowedPolicy(policy, body.toString('utf8'));
  return {
    status,
    asset: memoryAsset(body, { br, gzip: gz }, { ...kept, 'cache-control': as.cacheControl, vary: 'Cookie, Accept-Encoding' }),
    topics,
    bytes: body.length + br.length + gz.length,
    expires: now() + as.maxAgeMs,
    usedAt: now(),
  };
}
