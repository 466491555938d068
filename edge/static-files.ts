/**
 * The built browser assets, read into memory once with the brotli and gzip variants the build wrote beside them
 * (scripts/precompress.mjs): /_astro/* are content-hashed and cached for a year, files from public/ briefly. The
 * server writes each in front of the edge app (`answerAsset`, see serveFirst in serve-first.ts), before a request
 * object or any middleware is made, with an ETag and headers prepared once per variant.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import type { Logger } from '#kernel/log.ts';
import { acceptedEncodings, type Encoding } from './compress-responses.ts';
import { requestIdOf } from './request-context.ts';
import { assetSecurityHeaders } from './security-headers.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=600';

type HeaderSet = Record<string, string>;

interface Variant {
  body: Buffer;
  /** Every header of a 200 answer with this body but the request id. */
  headers: HeaderSet;
}

export interface Asset {
  etag: string;
  identity: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
  /** The headers of a 304. */
  notModified: HeaderSet;
}

const variantSuffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

function filesUnder(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, `${prefix}/${name}`) : [`${prefix}/${name}`];
  });
}

/**
 * An answer held in memory: its body and compressed variants, with the given headers (the security headers among
 * them), an ETag of the body, and Vary when there are variants (unless the headers name their own).
 */
export function memoryAsset(body: Buffer, variants: Partial<Record<Encoding, Buffer>>, headers: HeaderSet): Asset {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const shared = { ...(Object.keys(variants).length > 0 ? { vary: 'Accept-Encoding' } : {}), ...headers, etag };
  const variant = (encoded: Buffer, encoding?: Encoding): Variant => ({
    body: encoded,
    headers: { ...shared, 'content-length': String(encoded.length), ...(encoding ? { 'content-encoding': encoding } : {}) },
  });
  const encoded: Asset['encoded'] = {};
  for (const [encoding, buffer] of Object.entries(variants) as [Encoding, Buffer][]) encoded[encoding] = variant(buffer, encoding);
  return { etag, identity: variant(body), encoded, notModified: shared };
}

export type Assets = Map<string, Asset>;

export function loadAssets(clientDir: string): Assets {
  const assets = new Map<string, Asset>();
  const names = filesUnder(clientDir);
  const onDisk = new Set(names);
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const body = readFileSync(path.join(clientDir, name));
    const variants: Partial<Record<Encoding, Buffer>> = {};
    for (const [encoding, suffix] of Object.entries(variantSuffix) as [Encoding, string][]) {
      if (onDisk.has(name + suffix)) variants[encoding] = readFileSync(path.join(clientDir, name + suffix));
    }
    const contentType = getMimeType(name) ?? 'application/octet-stream';
    const headers = {
      ...assetSecurityHeaders(contentType),
      'content-type': contentType,
      'cache-control': name.startsWith('/_astro/') ? IMMUTABLE : SHORT,
    };
    assets.set(name, memoryAsset(body, variants, headers));
  }
  return assets;
}

const readable = (method: string | undefined) => method === 'GET' || method === 'HEAD';

/**
 * Writes an answer held in memory to the Node response with its request id: 304 when the ETag matches, else the
 * variant the client accepts, with the headers prepared when it was kept. Nothing else is done per request.
 */
export function writeFromMemory(
  asset: Asset,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  status = 200,
  requestId = requestIdOf(incoming.headers['x-request-id']),
): string {
  if (incoming.headers['if-none-match'] === asset.etag) {
    outgoing.writeHead(304, { ...asset.notModified, 'x-request-id': requestId }).end();
    return requestId;
  }
  const encoding = acceptedEncodings(incoming.headers['accept-encoding']).find((e) => asset.encoded[e]);
  const variant = (encoding && asset.encoded[encoding]) || asset.identity;
  outgoing.writeHead(status, { ...variant.headers, 'x-request-id': requestId }).end(incoming.method === 'HEAD' ? undefined : variant.body);
  return requestId;
}

/** Answers a built asset or a constant API answer from memory; false when the request is not for one. */
export function answerAsset(assets: Assets, log: Logger) {
  return (incoming: IncomingMessage, outgoing: ServerResponse): boolean => {
    const { method, url = '/' } = incoming;
    const query = url.indexOf('?');
    const asset = readable(method) ? assets.get(query === -1 ? url : url.slice(0, query)) : undefined;
    if (!asset) return false;
    const requestId = writeFromMemory(asset, incoming, outgoing);
    log.info('http', { requestId, method, path: url, status: outgoing.statusCode, fromMemory: true });
    return true;
  };
}
