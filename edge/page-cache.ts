/**
 * The rendered-page cache (decision record 291). A visitor's GET of a public page that declared itself cacheable
 * (`locals.cacheForVisitors(topics)`) is kept as rendered, with its headers (the security headers and the page's
 * CSP included) and its brotli and gzip variants, and served to the next visitors without rendering, API call or
 * database query. An entry is dropped when a change of one of its topics arrives (PostgreSQL NOTIFY from the
 * triggers of api/db/page-changes.ts, heard by every instance), and everything is dropped when the LISTEN comes
 * back after a break. Without a LISTEN in place the cache neither serves nor stores.
 *
 * Never shared between people: requests carrying a session cookie, other methods than GET and HEAD, and answers
 * that set a cookie are never served from or stored in it; the key is the host, the path and the query.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '#kernel/log.ts';
import { hasSessionCookies, readTokens } from './cookies.ts';
import { pageCacheLookups } from '#kernel/metrics.ts';
import { writeFromMemory } from './static-files.ts';
import { keptPage } from './kept-page.ts';
import { answeredAsVisitorPage } from './visitor-page.ts';
import { PageStore } from './page-store.ts';
import { captureRender } from './render-capture.ts';

/** Subscribes to the change notifications; `onReconnect` runs when the LISTEN is back after a break. */
export type PageChangeSource = (onChange: (payload: string) => void, onReconnect: () => void) => Promise<() => Promise<void>>;

export interface PageCache {
  /**
   * Answers a visitor's GET or HEAD from the cache, straight on the Node response and before the edge's middleware
   * (`serveCachedFirst`); false when the request is not one to answer from the cache.
   */
  answer(incoming: IncomingMessage, outgoing: ServerResponse, log: Logger): boolean;
  /**
   * At the hand-off of a page request: when the request may be kept, watches what the page writes and keeps it if
   * the page asked for it. Returns the `cacheForVisitors` the page finds in its locals.
   */
  watch(incoming: IncomingMessage, outgoing: ServerResponse): (topics: string[]) => void;
  /** Starts listening for changes; the cache works once the LISTEN is in place. */
  listen(source: PageChangeSource): Promise<void>;
  close(): Promise<void>;
  /** The keys (host, path and query) of the pages kept now. */
  keys(): string[];
}

const ignore = () => undefined;

export function createPageCache(now: () => number = Date.now): PageCache {
  const store = new PageStore(now);
  let live = false;
  let stop: (() => Promise<void>) | null = null;
  /**
   * Pages being rendered to be kept. A second miss of the same page while the first is being rendered and compressed
   * is answered as rendered but not kept: a burst of visitors (or a benchmark's warm-up) would otherwise queue a
   * brotli compression at quality 11 per request in libuv's pool, ahead of the compression of every other answer.
   */
  const inFlight = new Set<string>();

  return {
    answer(incoming, outgoing, log) {
      const { method } = incoming;
      if (!live || (method !== 'GET' && method !== 'HEAD')) return false;
      if (incoming.headers.cookie && hasSessionCookies(readTokens(incoming.headers.cookie))) return false;
      const entry = store.lookup(keyOf(incoming));
      if (!entry) return false;
      pageCacheLookups.inc({ result: 'hit' });
      const requestId = writeFromMemory(entry.asset, incoming, outgoing, entry.status);
      const status = outgoing.statusCode;
      log.info('http', { requestId, method, path: incoming.url, status, cached: true });
      return true;
    },

    watch(incoming, outgoing) {
      const candidate = live && incoming.method === 'GET' && !hasSessionCookies(readTokens(incoming.headers.cookie));
      if (!candidate) return ignore;
      pageCacheLookups.inc({ result: 'miss' });
      const key = keyOf(incoming);
      if (inFlight.has(key)) return answeredAsVisitorPage(outgoing);
      inFlight.add(key);
      const began = store.renderBegan();
      let topics: string[] | null = null;
      let finished = false;
      let keeping = false;
      const done = () => {
        if (finished) return;
        finished = true;
        inFlight.delete(key);
        store.renderEnded();
      };
      // A page being compressed for keeping still needs the changes heard meanwhile; it ends the render itself.
      outgoing.once('close', () => {
        if (!keeping) done();
      });
      captureRender(
        outgoing,
        () => topics,
        (page) => {
          keeping = page !== null;
          if (!page) return done();
          void keptPage(page.body, page.status, page.headers, page.topics, now)
            .then((entry) => live && store.store(key, entry, began))
            .catch(ignore)
            .finally(done);
        },
      );
      return (pageTopics) => {
        topics = [...(topics ?? []), ...pageTopics];
      };
    },

    async listen(source) {
      stop = await source((payload) => store.changed(payload), () => store.clear());
      live = true;
    },

    async close() {
      live = false;
      store.clear();
      await stop?.();
      stop = null;
    },

    keys: () => store.keys(),
  };
}

function keyOf(incoming: IncomingMessage): string {
  return `${incoming.headers.host ?? ''}${incoming.url ?? '/'}`;
}

