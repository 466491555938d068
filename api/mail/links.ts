/** Absolute links in e-mails: PUBLIC_ORIGIN when set; else the page the request came from (not in production); else localhost. */
import type { Config } from '../config.ts';

export function linkOrigin(config: Config, pageUrl: string | undefined): string {
  if (config.publicOrigin) return new URL(config.publicOrigin).origin;
  // A caller chooses this header; in production a reset link must never point where a caller says.
  if (pageUrl && !config.production) {
    try {
      const url = new URL(pageUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: fall through to the default
    }
  }
  return `http://localhost:${config.port}`;
}

export function pageLink(origin: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, origin);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}
