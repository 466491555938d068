/**
 * The rendered-page cache (decision record 291). A visitor's GET of a public page that declared itself cacheable
 * (`locals.cacheForVisitors(topics)`) is kept as rendered, with its headers (the security headers, and the page's
 * CSP narrowed to the inline scripts and styles it holds: page-csp.ts) and its brotli and gzip variants, and served
 * to the next visitors without rendering, API call or database query. An entry is dropped when a change of one of
 * its topics arrives (PostgreSQL NOTIFY from the triggers of api/db/page-changes.ts, heard by every instance), and
 * everything is dropped when the LISTEN comes back after a break. Without a LISTEN in place the cache neither serves
 * nor stores.
 *
 * Never shared between people: requests carrying a session cookie, other methods than GET and HEAD, and answers
 * that set a cookie are never served from or stored in it; the key is the host, the path and the query.
 *
 * A signed-in viewer of such a page gets it inside their own shell (name, links, menus, the forced password change),
 * so it is kept in a store of its own under the page's key and that viewer's (decision record 363): only for the
 * same session with the same person, roles and session state, and only when the render read nothing but its caller.
 * A page that shows the viewer's own data (a dashboard) may ask to be kept for them too (`locals.cacheForViewer()`,
 * decision record 364): it is kept when every call of its render was a read that answered, and it goes at any
 * change to a table a page may show (`viewers`), at any write of its session, and after a minute. A request that
 * asks for a fresh answer (`Cache-Control: no-cache`, a browser's hard reload) is rendered again.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '#kernel/log.ts';
import { hasSessionCookies, readTokens } from './cookies.ts';
import { pageCacheLookups } from '#kernel/metrics.ts';
import { writeFromMemory } from './static-files.ts';
import { FOR_SIGNED_IN, FOR_VISITORS, keptPage, type KeepAs } from './kept-page.ts';
import { answeredAsVisitorPage } from './visitor-page.ts';
import { PageStore, type StoreLimits } from './page-store.ts';
import { captureRender } from './render-capture.ts';
import { sessionTopic, VIEWER_PAGES } from '#domain/page-topics.ts';

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
  /**
   * Answers a signed-in viewer's GET from the page kept for that viewer (`viewer`: what the page may show of them,
   * viewerKey), with the request id the edge gave the request; false when none is kept.
   */
  answerSignedIn(viewer: string, incoming: IncomingMessage, outgoing: ServerResponse, requestId: string): boolean;
  /**
   * At the hand-off of a signed-in viewer's page: keeps it for that viewer if, when it ends, the page asked to be kept
   * for visitors and read nothing but its caller, or asked to be kept for its viewer and every call it made was a
   * read that answered (`render`). Returns the page's `cacheForVisitors` and `cacheForViewer`.
   */
  watchSignedIn(viewer: SignedInViewer, incoming: IncomingMessage, outgoing: ServerResponse, render: RenderReads): KeepRequests;
  /** A session wrote (or is writing): the pages kept for its viewer go, and those being rendered for it are not kept. */
  forgetSession(sid: string): void;
  /** Starts listening for changes; the cache works once the LISTEN is in place. */
  listen(source: PageChangeSource): Promise<void>;
  close(): Promise<void>;
  /** The keys of the pages kept now: a visitors' page by host, path and query; a signed-in viewer's with a line of its viewer's key after. */
  keys(): string[];
}

/** Whom a signed-in page is kept for: the viewer's key (viewer-key.ts) and their session. */
export interface SignedInViewer {
  key: string;
  sid: string;
}

/** What the page's calls read (page-caller.ts). */
export interface RenderReads {
  onlyCallerRead(): boolean;
  onlyAnsweredReads(): boolean;
}

/** How a page asks to be kept: `cacheForVisitors(topics)` for any viewer, `cacheForViewer()` for a signed-in one. */
export interface KeepRequests {
  cacheForVisitors: (topics: string[]) => void;
  cacheForViewer: () => void;
}

const ignore = () => undefined;
const ignored: KeepRequests = { cacheForVisitors: ignore, cacheForViewer: ignore };

/** Signed-in viewers' pages are each one person's: fewer of them are kept, so they never crowd out the visitors'. */
const SIGNED_IN_PAGES: StoreLimits = { entries: 2_000, bytes: 16 * 1024 * 1024 };

export function createPageCache(now: () => number = Date.now): PageCache {
  return new KeptPages(now);
}

class KeptPages implements PageCache {
  readonly #now: () => number;
  readonly #visitors: PageStore;
  readonly #signedIn: PageStore;
  #live = false;
  #stop: (() => Promise<void>) | null = null;
  /**
   * Pages being rendered to be kept. A second miss of the same page while the first is being rendered and compressed
   * is answered as rendered but not kept: a burst of visitors (or a benchmark's warm-up) would otherwise queue a
   * brotli compression at quality 11 per request in libuv's pool, ahead of the compression of every other answer.
   */
  readonly #inFlight = new Set<string>();

  constructor(now: () => number) {
    this.#now = now;
    this.#visitors = new PageStore(now);
    this.#signedIn = new PageStore(now, SIGNED_IN_PAGES);
  }

  answer(incoming: IncomingMessage, outgoing: ServerResponse, log: Logger): boolean {
    const { method } = incoming;
    if (!this.#live || (method !== 'GET' && method !== 'HEAD')) return false;
    if (incoming.headers.cookie && hasSessionCookies(readTokens(incoming.headers.cookie))) return false;
    const entry = this.#visitors.lookup(keyOf(incoming));
    if (!entry) return false;
    pageCacheLookups.inc({ result: 'hit' });
    const requestId = writeFromMemory(entry.asset, incoming, outgoing, entry.status);
    const status = outgoing.statusCode;
    log.info('http', { requestId, method, path: incoming.url, status, cached: true });
    return true;
  }

  watch(incoming: IncomingMessage, outgoing: ServerResponse): (topics: string[]) => void {
    const candidate = this.#live && incoming.method === 'GET' && !hasSessionCookies(readTokens(incoming.headers.cookie));
    if (!candidate) return ignore;
    pageCacheLookups.inc({ result: 'miss' });
    const key = keyOf(incoming);
    if (this.#inFlight.has(key)) return answeredAsVisitorPage(outgoing);
    let topics: string[] | null = null;
    this.#keepRender(this.#visitors, key, outgoing, FOR_VISITORS, () => topics);
    return (pageTopics) => {
      topics = [...(topics ?? []), ...pageTopics];
    };
  }

  answerSignedIn(viewer: string, incoming: IncomingMessage, outgoing: ServerResponse, requestId: string): boolean {
    if (!this.#live || incoming.method !== 'GET' || asksFresh(incoming)) return false;
    const entry = this.#signedIn.lookup(signedInKey(incoming, viewer));
    if (!entry) return false;
    writeFromMemory(entry.asset, incoming, outgoing, entry.status, requestId);
    return true;
  }

  watchSignedIn(viewer: SignedInViewer, incoming: IncomingMessage, outgoing: ServerResponse, render: RenderReads): KeepRequests {
    const key = signedInKey(incoming, viewer.key);
    if (!this.#live || incoming.method !== 'GET' || this.#inFlight.has(key)) return ignored;
    let visitorTopics: string[] | null = null;
    let forViewer = false;
    const session = sessionTopic(viewer.sid);
    const topicsToKeep = () => {
      if (forViewer && render.onlyAnsweredReads()) return [VIEWER_PAGES, session, ...(visitorTopics ?? [])];
      return visitorTopics && render.onlyCallerRead() ? [session, ...visitorTopics] : null;
    };
    this.#keepRender(this.#signedIn, key, outgoing, FOR_SIGNED_IN, topicsToKeep);
    return {
      cacheForVisitors: (topics) => {
        visitorTopics = [...(visitorTopics ?? []), ...topics];
      },
      cacheForViewer: () => {
        forViewer = true;
      },
    };
  }

  forgetSession(sid: string): void {
    this.#signedIn.changed(sessionTopic(sid));
  }

  async listen(source: PageChangeSource): Promise<void> {
    this.#stop = await source(
      (payload) => {
        this.#visitors.changed(payload);
        this.#signedIn.changed(payload);
      },
      () => this.#clear(),
    );
    this.#live = true;
  }

  async close(): Promise<void> {
    this.#live = false;
    this.#clear();
    await this.#stop?.();
    this.#stop = null;
  }

  keys(): string[] {
    return [...this.#visitors.keys(), ...this.#signedIn.keys()];
  }

  #clear(): void {
    this.#visitors.clear();
    this.#signedIn.clear();
  }

  /** Watches a render to keep it in `store` under `key` with the topics `topicsToKeep` names at its end (null: not kept). */
  #keepRender(store: PageStore, key: string, outgoing: ServerResponse, as: KeepAs, topicsToKeep: () => string[] | null): void {
    this.#inFlight.add(key);
    const began = store.renderBegan();
    let finished = false;
    let keeping = false;
    const done = () => {
      if (finished) return;
      finished = true;
      this.#inFlight.delete(key);
      store.renderEnded();
    };
    // A page being compressed for keeping still needs the changes heard meanwhile; it ends the render itself.
    outgoing.once('close', () => {
      if (!keeping) done();
    });
    captureRender(
      outgoing,
      as.cacheControl,
      topicsToKeep,
      (page) => {
        keeping = page !== null;
        if (!page) return done();
        void keptPage(page.body, page.status, page.headers, page.topics, this.#now, as)
          .then((entry) => this.#live && store.store(key, entry, began))
          .catch(ignore)
          .finally(done);
      },
    );
  }
}

/** A request for an answer fresh from the server: a browser's hard reload sends `Cache-Control: no-cache`. */
function asksFresh(incoming: IncomingMessage): boolean {
  return /\bno-cache\b/i.test(incoming.headers['cache-control'] ?? '') || /\bno-cache\b/i.test(incoming.headers.pragma ?? '');
}

function keyOf(incoming: IncomingMessage): string {
  return `${incoming.headers.host ?? ''}${incoming.url ?? '/'}`;
}

/** A signed-in viewer's page: the page's key and everything the viewer's shell may show, hashed. */
function signedInKey(incoming: IncomingMessage, viewer: string): string {
  return `${keyOf(incoming)}\n${viewer}`;
}
