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
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { topicsOfChange } from '#domain/page-topics.ts';
import type { Logger } from '#kernel/log.ts';
import { hasSessionCookies, readTokens } from './cookies.ts';
import { pageCacheLookups } from '#kernel/metrics.ts';
import { writeFromMemory } from './static-files.ts';
import { keptPage, type KeptPage } from './kept-page.ts';
import { answeredAsVisitorPage, flatHeaders, VISITOR_PAGE_CACHE } from './visitor-page.ts';

const MAX_ENTRIES = 5_000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;
/** A hit moves its entry to the recently used end at most this often, so most hits change nothing. */
const REUSE_PRECISION_MS = 1000;

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
  const entries = new Map<string, KeptPage>();
  const byTopic = new Map<string, Set<string>>();
  let bytes = 0;
  let live = false;
  let stop: (() => Promise<void>) | null = null;
  /** Counts changes; a render keeps its page only if none of its topics changed since it began. */
  let generation = 0;
  let clearedAt = 0;
  const changedAt = new Map<string, number>();
  let rendering = 0;
  /**
   * Pages being rendered to be kept. A second miss of the same page while the first is being rendered and compressed
   * is answered as rendered but not kept: a burst of visitors (or a benchmark's warm-up) would otherwise queue a
   * brotli compression at quality 11 per request in libuv's pool, ahead of the compression of every other answer.
   */
  const inFlight = new Set<string>();

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const topic of entry.topics) {
      const keys = byTopic.get(topic);
      keys?.delete(key);
      if (keys?.size === 0) byTopic.delete(topic);
    }
  }

  function changed(payload: string) {
    generation += 1;
    for (const topic of topicsOfChange(payload)) {
      changedAt.set(topic, generation);
      for (const key of byTopic.get(topic) ?? []) remove(key);
    }
  }

  function clear() {
    generation += 1;
    clearedAt = generation;
    entries.clear();
    byTopic.clear();
    bytes = 0;
  }

  function store(key: string, entry: KeptPage, began: number) {
    if (!live || clearedAt > began || entry.topics.some((t) => (changedAt.get(t) ?? 0) > began)) return;
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const topic of entry.topics) {
      const keys = byTopic.get(topic) ?? new Set<string>();
      byTopic.set(topic, keys.add(key));
    }
    // A Map keeps insertion order and a hit moves its entry to the end: the first ones are the least recently used.
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
      remove(oldest);
    }
  }

  function lookup(key: string): KeptPage | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const at = now();
    if (entry.expires <= at) {
      remove(key);
      return undefined;
    }
    if (at - entry.usedAt >= REUSE_PRECISION_MS) {
      entry.usedAt = at;
      entries.delete(key);
      entries.set(key, entry);
    }
    return entry;
  }

  return {
    answer(incoming, outgoing, log) {
      const { method } = incoming;
      if (!live || (method !== 'GET' && method !== 'HEAD')) return false;
      if (incoming.headers.cookie && hasSessionCookies(readTokens(incoming.headers.cookie))) return false;
      const entry = lookup(keyOf(incoming));
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
      const began = generation;
      let topics: string[] | null = null;
      let finished = false;
      let keeping = false;
      rendering += 1;
      const done = () => {
        if (finished) return;
        finished = true;
        inFlight.delete(key);
        rendering -= 1;
        if (rendering === 0) changedAt.clear();
      };
      // A page being compressed for keeping still needs the changes heard meanwhile; it ends the render itself.
      outgoing.once('close', () => {
        if (!keeping) done();
      });

      const writeHead = outgoing.writeHead.bind(outgoing) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
      const write = outgoing.write.bind(outgoing) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;
      const end = outgoing.end.bind(outgoing) as (...args: unknown[]) => ServerResponse;
      let status = 0;
      let headers: Record<string, string> = {};
      let keeps = false;
      const chunks: Buffer[] = [];
      let length = 0;

      outgoing.writeHead = ((code: number, given?: OutgoingHttpHeaders) => {
        status = code;
        headers = flatHeaders({ ...outgoing.getHeaders(), ...given });
        keeps = topics !== null && (code === 200 || code === 404) && !('set-cookie' in headers) && !headers['content-encoding'];
        if (keeps) outgoing.setHeader('cache-control', VISITOR_PAGE_CACHE);
        return writeHead(code, given && keeps ? { ...given, 'cache-control': VISITOR_PAGE_CACHE } : given);
      }) as typeof outgoing.writeHead;
      outgoing.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
        if (keeps) collect(chunk);
        return write(chunk, ...rest);
      }) as typeof outgoing.write;
      outgoing.end = ((...args: unknown[]) => {
        const chunk = args.find((a) => typeof a === 'string' || a instanceof Uint8Array) as string | Uint8Array | undefined;
        if (keeps && chunk !== undefined) collect(chunk);
        const result = end(...args);
        keeping = keeps && length <= MAX_ENTRY_BYTES && topics !== null;
        if (keeping && topics) void keep(Buffer.concat(chunks), topics).catch(ignore).finally(done);
        else done();
        return result;
      }) as typeof outgoing.end;

      function collect(chunk: string | Uint8Array) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        length += buffer.length;
        if (length <= MAX_ENTRY_BYTES) chunks.push(buffer);
      }

      async function keep(body: Buffer, pageTopics: string[]) {
        store(key, await keptPage(body, status, headers, pageTopics, now), began);
      }

      return (pageTopics) => {
        topics = [...(topics ?? []), ...pageTopics];
      };
    },

    async listen(source) {
      stop = await source(changed, clear);
      live = true;
    },

    async close() {
      live = false;
      clear();
      await stop?.();
      stop = null;
    },

    keys: () => [...entries.keys()],
  };
}

function keyOf(incoming: IncomingMessage): string {
  return `${incoming.headers.host ?? ''}${incoming.url ?? '/'}`;
}

