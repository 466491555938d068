/**
 * The built browser assets, read into memory once with the brotli and gzip variants the build wrote beside them
 * (scripts/precompress.mjs): /_astro/* are content-hashed and cached for a year, files from public/ briefly. Each
 * answer carries an ETag and is served without touching the file system: by the edge app, and by the server in
 * front of it (`answerAsset`, see serveFirst in page-cache.ts) before a request object or any middleware is made.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { Logger } from '../api/log.ts';
import type { EdgeEnv } from './context.ts';
import { acceptedEncodings, type Encoding } from './compress-responses.ts';
import { requestIdOf } from './request-context.ts';
import { securityHeaders } from './security-headers.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=600';

interface Asset {
  body: Buffer;
  variants: Partial<Record<Encoding, Buffer>>;
  headers: Record<string, string>;
}

const variantSuffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

function filesUnder(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, `${prefix}/${name}`) : [`${prefix}/${name}`];
  });
}

/** An answer held in memory: its body, its compressed variants and its headers, with an ETag of the body. */
export function memoryAsset(body: Buffer, variants: Asset['variants'], headers: Record<string, string>): Asset {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, variants, headers: { ...headers, etag, ...(Object.keys(variants).length > 0 ? { vary: 'Accept-Encoding' } : {}) } };
}

export type Assets = Map<string, Asset>;

export function loadAssets(clientDir: string): Assets {
  const assets = new Map<string, Asset>();
  const names = filesUnder(clientDir);
  const onDisk = new Set(names);
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const body = readFileSync(path.join(clientDir, name));
    const variants: Asset['variants'] = {};
    for (const [encoding, suffix] of Object.entries(variantSuffix) as [Encoding, string][]) {
      if (onDisk.has(name + suffix)) variants[encoding] = readFileSync(path.join(clientDir, name + suffix));
    }
    const headers = {
      'content-type': getMimeType(name) ?? 'application/octet-stream',
      'cache-control': name.startsWith('/_astro/') ? IMMUTABLE : SHORT,
    };
    assets.set(name, memoryAsset(body, variants, headers));
  }
  return assets;
}


interface AssetAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** The answer to a GET or HEAD of an asset: 304 when the ETag matches, else the variant the client accepts. */
function answerOf(asset: Asset, method: string, ifNoneMatch: string | undefined, acceptEncoding: string | string[] | undefined): AssetAnswer {
  if (ifNoneMatch === asset.headers.etag) return { status: 304, headers: asset.headers, body: null };
  const encoding = acceptedEncodings(acceptEncoding).find((e) => asset.variants[e]);
  const body = (encoding && asset.variants[encoding]) || asset.body;
  const headers = { ...asset.headers, 'content-length': String(body.length), ...(encoding ? { 'content-encoding': encoding } : {}) };
  return { status: 200, headers, body: method === 'HEAD' ? null : body };
}

const readable = (method: string | undefined) => method === 'GET' || method === 'HEAD';

export function staticFiles(assets: Assets): MiddlewareHandler<EdgeEnv> {
  return async (c, next) => {
    const asset = readable(c.req.method) ? assets.get(c.req.path) : undefined;
    if (!asset) return next();
    const answer = answerOf(asset, c.req.method, c.req.header('if-none-match'), c.req.header('accept-encoding'));
    return new Response(answer.body && new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
  };
}

/**
 * Writes an answer held in memory (a built asset, a constant API answer) straight to the Node response, with the
 * headers the edge gives every answer; false when the request is not for one.
 */
export function answerAsset(assets: Assets, log: Logger) {
  return (incoming: IncomingMessage, outgoing: ServerResponse): boolean => {
    const { method, url = '/' } = incoming;
    const query = url.indexOf('?');
    const asset = readable(method) ? assets.get(query === -1 ? url : url.slice(0, query)) : undefined;
    if (!asset || !method) return false;
    const answer = answerOf(asset, method, incoming.headers['if-none-match'], incoming.headers['accept-encoding']);
    const requestId = requestIdOf(incoming.headers['x-request-id']);
    outgoing.writeHead(answer.status, { ...securityHeaders, ...answer.headers, 'x-request-id': requestId });
    if (answer.body) outgoing.end(answer.body);
    else outgoing.end();
    log.info('http', { requestId, method, path: url, status: answer.status, fromMemory: true });
    return true;
  };
}
