/**
 * The Content-Security-Policy of a kept page, narrowed to what the page holds. Astro's policy names the hash of every
 * inline script and style of the whole build on every page (15 of them, about 800 bytes, on a page with none). A
 * page the cache keeps is read whole once, so its policy can name only the hashes of the inline scripts and styles
 * in it: a subset of the sources Astro allowed, never one more, with every other directive and source as it was.
 */
import { createHash } from 'node:crypto';

/** An inline script or style element: its attributes (quoted values may hold '>') and its text up to the closing tag. */
const inlineElement = /<(script|style)(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1\s*>/gi;

/** The directives whose hash sources may be narrowed. */
const HASHED = new Set(['script-src', 'style-src']);

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The sha256 sources of the page's inline scripts and styles (those without a `src`). */
function inlineHashes(html: string): Set<string> {
  const found = new Set<string>();
  for (const [, , attributes = '', text = ''] of html.matchAll(inlineElement)) {
    if (!/\ssrc\s*=/i.test(` ${attributes}`)) found.add(sha256Source(text));
  }
  return found;
}

/** The policy with the sha256 sources of script-src and style-src that name nothing in the page left out. */
export function narrowedPolicy(policy: string, html: string): string {
  const inPage = inlineHashes(html);
  return policy
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      if (!HASHED.has(name.toLowerCase())) return directive;
      const kept = sources.filter((source) => !source.startsWith("'sha256-") || inPage.has(source));
      return `${/^\s*/.exec(directive)?.[0] ?? ''}${[name, ...kept].join(' ')}`;
    })
    .join(';');
}
