/**
 * The bytes a page ships: its HTML, plus every script it loads — <script src>, module preloads, the island
 * component and renderer URLs Astro writes, and the static imports of those modules, followed to the end.
 * Lazy `import()` chunks are not counted: the page does not load them until they are needed.
 */
export interface PageWeight {
  path: string;
  htmlBytes: number;
  jsBytes: number;
  scripts: number;
}

const htmlScriptUrls = [
  /<script\b[^>]*\bsrc="([^"]+)"/g,
  /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
  /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g,
  /\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g,
];
const inlineScripts = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
const staticImports = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '').filter(Boolean);
}

const decodeEntities = (value: string) => value.replaceAll('&amp;', '&').replaceAll('&quot;', '"');

async function bytesOf(url: URL): Promise<{ bytes: number; text: string }> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}.`);
  const body = new Uint8Array(await res.arrayBuffer());
  return { bytes: body.byteLength, text: new TextDecoder().decode(body) };
}

export async function pageWeight(origin: string, path: string): Promise<PageWeight> {
  const pageUrl = new URL(path, origin);
  const page = await bytesOf(pageUrl);
  const queue = htmlScriptUrls.flatMap((pattern) => matches(page.text, pattern)).map((src) => new URL(decodeEntities(src), pageUrl));
  for (const inline of matches(page.text, inlineScripts)) {
    queue.push(...matches(inline, staticImports).map((src) => new URL(src, pageUrl)));
  }
  const seen = new Set<string>();
  let jsBytes = 0;
  while (queue.length > 0) {
    const url = queue.shift();
    if (!url || url.origin !== pageUrl.origin || seen.has(url.href)) continue;
    seen.add(url.href);
    const script = await bytesOf(url);
    jsBytes += script.bytes;
    queue.push(...matches(script.text, staticImports).map((src) => new URL(src, url)));
  }
  return { path, htmlBytes: page.bytes, jsBytes, scripts: seen.size };
}
