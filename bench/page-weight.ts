/**
 * The bytes a page ships. HTML: the page itself. Eager JS: every script the page loads — <script src>, module
 * preloads, the island component and renderer URLs Astro writes, inline module imports — and their static
 * imports, followed to the end, and the inline scripts themselves (JSON-LD data blocks are not script). On-demand JS: what those scripts can load later with `import()` or
 * `new Worker()` (and its static imports), not already counted as eager.
 */
import { get } from 'node:http';
import zlib from 'node:zlib';

export interface PageWeight {
  path: string;
  htmlBytes: number;
  eagerJsBytes: number;
  onDemandJsBytes: number;
  scripts: number;
  /** Bytes on the wire for the HTML and the eager JS, as a browser accepting brotli and gzip receives them. */
  htmlWireBytes: number;
  eagerJsWireBytes: number;
  /** The eager scripts, heaviest on the wire first. */
  eagerScripts: { path: string; wireBytes: number }[];
}

interface Fetched {
  bytes: number;
  wireBytes: number;
  text: string;
}

const htmlScriptUrls = [
  /<script\b[^>]*\bsrc="([^"]+)"/g,
  /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
  /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g,
  /\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g,
];
const inlineScripts = /<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g;
const staticImports = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`]([^"'`]+\.m?js)["'`]/g;
const lazyLoads = [/\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g, /\bnew Worker\(\s*["'`]([^"'`]+\.m?js)["'`]/g];

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '').filter(Boolean);
}

const decodeEntities = (value: string) => value.replaceAll('&amp;', '&').replaceAll('&quot;', '"');

const decoders: Record<string, (body: Buffer) => Buffer> = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

/** How pages are asked for: the encodings accepted (a browser's 'br, gzip' unless told) and, for signed-in pages, the cookies. */
export interface WeighOptions {
  acceptEncoding?: string;
  cookie?: string;
}

/** Fetches as a browser does and counts the bytes both as sent and once decoded. */
function fetchText(url: URL, { acceptEncoding = 'br, gzip', cookie }: WeighOptions): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if ((res.statusCode ?? 0) >= 400) return reject(new Error(`${url} answered ${res.statusCode}.`));
        const wire = Buffer.concat(chunks);
        const body = decoders[String(res.headers['content-encoding'])]?.(wire) ?? wire;
        resolve({ bytes: body.byteLength, wireBytes: wire.byteLength, text: body.toString() });
      });
    }).on('error', reject);
  });
}

/** Walks the static import graph from `start`, skipping what `seen` holds; returns its bytes and the lazy loads found. */
interface Walked {
  bytes: number;
  wireBytes: number;
  lazy: URL[];
  scripts: { path: string; wireBytes: number }[];
}

async function walk(start: URL[], origin: string, seen: Set<string>, options: WeighOptions): Promise<Walked> {
  const queue = [...start];
  const lazy: URL[] = [];
  const scripts: { path: string; wireBytes: number }[] = [];
  let bytes = 0;
  let wireBytes = 0;
  while (queue.length > 0) {
    const url = queue.shift();
    if (!url || url.origin !== origin || seen.has(url.href)) continue;
    seen.add(url.href);
    const script = await fetchText(url, options);
    bytes += script.bytes;
    wireBytes += script.wireBytes;
    scripts.push({ path: url.pathname, wireBytes: script.wireBytes });
    queue.push(...matches(script.text, staticImports).map((src) => new URL(src, url)));
    lazy.push(...lazyLoads.flatMap((pattern) => matches(script.text, pattern)).map((src) => new URL(src, url)));
  }
  return { bytes, wireBytes, lazy, scripts };
}

export async function pageWeight(origin: string, path: string, options: WeighOptions = {}): Promise<PageWeight> {
  const pageUrl = new URL(path, origin);
  const page = await fetchText(pageUrl, options);
  const entries = htmlScriptUrls.flatMap((pattern) => matches(page.text, pattern)).map((src) => new URL(decodeEntities(src), pageUrl));
  for (const inline of matches(page.text, inlineScripts)) {
    entries.push(...matches(inline, staticImports).map((src) => new URL(src, pageUrl)));
  }
  const seen = new Set<string>();
  const eager = await walk(entries, pageUrl.origin, seen, options);
  // Inline scripts travel inside the HTML; each is counted as its own bytes and their gzip.
  for (const inline of matches(page.text, inlineScripts)) {
    const wireBytes = zlib.gzipSync(inline).byteLength;
    eager.bytes += Buffer.byteLength(inline);
    eager.wireBytes += wireBytes;
    eager.scripts.push({ path: '(inline script)', wireBytes });
  }
  let onDemandJsBytes = 0;
  let pending = eager.lazy;
  while (pending.length > 0) {
    const next = await walk(pending, pageUrl.origin, seen, options);
    onDemandJsBytes += next.bytes;
    pending = next.lazy;
  }
  return {
    path,
    htmlBytes: page.bytes,
    eagerJsBytes: eager.bytes,
    onDemandJsBytes,
    scripts: seen.size,
    htmlWireBytes: page.wireBytes,
    eagerJsWireBytes: eager.wireBytes,
    eagerScripts: eager.scripts.sort((a, b) => b.wireBytes - a.wireBytes),
  };
}
