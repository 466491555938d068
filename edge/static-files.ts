/**
 * The built browser assets, read into memory once with the brotli and gzip variants the build wrote beside them
 * (scripts/precompress.mjs): /_astro/* are content-hashed and cached for a year, files from public/ briefly. Each
 * answer carries an ETag and is served without touching the file system.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { EdgeEnv } from './context.ts';
import { acceptedEncodings, type Encoding } from './compress-responses.ts';

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

export function loadAssets(clientDir: string): Map<string, Asset> {
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
    const headers: Record<string, string> = {
      'content-type': getMimeType(name) ?? 'application/octet-stream',
      'cache-control': name.startsWith('/_astro/') ? IMMUTABLE : SHORT,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
    if (Object.keys(variants).length > 0) headers.vary = 'Accept-Encoding';
    assets.set(name, { body, variants, headers });
  }
  return assets;
}

export function staticFiles(clientDir: string): MiddlewareHandler<EdgeEnv> {
  const assets = loadAssets(clientDir);
  return async (c, next) => {
    const asset = c.req.method === 'GET' || c.req.method === 'HEAD' ? assets.get(c.req.path) : undefined;
    if (!asset) return next();
    if (c.req.header('if-none-match') === asset.headers.etag) return new Response(null, { status: 304, headers: asset.headers });
    const encoding = acceptedEncodings(c.req.header('accept-encoding')).find((e) => asset.variants[e]);
    const variant = encoding && asset.variants[encoding];
    const body = variant || asset.body;
    const headers = { ...asset.headers, 'content-length': String(body.length), ...(encoding ? { 'content-encoding': encoding } : {}) };
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { headers });
  };
}
