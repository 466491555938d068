/** How a visitor page (a public page that may be kept for visitors) is answered: its cache-control, and its headers as one flat list. */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** What browsers and shared caches are told: keep it, but ask again each time (an ETag makes that a 304). */
export const VISITOR_PAGE_CACHE = 'public, no-cache';

/**
 * A visitor page asked for again while its first render is still being kept: it is not kept twice, but it is the
 * same visitor page and is answered with the same cache-control, not as a personal one.
 */
export function answeredAsVisitorPage(outgoing: ServerResponse): (topics: string[]) => void {
  let declared = false;
  const writeHead = outgoing.writeHead.bind(outgoing) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  outgoing.writeHead = ((code: number, given?: OutgoingHttpHeaders) => {
    const headers = flatHeaders({ ...outgoing.getHeaders(), ...given });
    const visitorPage = declared && (code === 200 || code === 404) && !('set-cookie' in headers);
    if (visitorPage) outgoing.setHeader('cache-control', VISITOR_PAGE_CACHE);
    return writeHead(code, given && visitorPage ? { ...given, 'cache-control': VISITOR_PAGE_CACHE } : given);
  }) as typeof outgoing.writeHead;
  return () => {
    declared = true;
  };
}

export function flatHeaders(headers: OutgoingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return flat;
}
