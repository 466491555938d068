/**
 * Absolute links in e-mails, sitemaps and shared job links come from configuration only: PUBLIC_ORIGIN when set,
 * else the server's own listening origin (http://localhost:PORT, for a laptop). Never from a request header: a
 * caller could otherwise put a host of their choosing into someone's reset or invitation link.
 */
import type { Config } from '#kernel/config.ts';

export function linkOrigin(config: Config): string {
  if (config.publicOrigin) return new URL(config.publicOrigin).origin;
  return `http://localhost:${config.port}`;
}

export function pageLink(origin: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, origin);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}
