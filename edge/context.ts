/** Types shared by the edge's middleware: the API as the edge sees it, and what each request and page carries. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '#api/access/caller.ts';
import type { AccessClaims } from '#kernel/tokens.ts';

/** The API host as the edge sees it: the app's fetch in-process, or a forwarder to API_URL. */
export interface ApiTransport {
  /** `caller`: the caller already resolved for this request, handed on in process only (never as a header). */
  fetch(request: Request, caller?: Caller): Promise<Response>;
  /** In process only: resolves the caller of an access token (session state and person) in one read. */
  resolveCaller?: ((accessToken: string) => Promise<Caller | null>) | undefined;
  /** In process only: the paths of the POSTs that only read (a route's `readsOnly`). */
  readsByPost?: ReadonlySet<string> | undefined;
}

/** What pages find in Astro.locals. */
export interface PageLocals {
  session: AccessClaims | null;
  api: (path: string, init?: RequestInit) => Promise<Response>;
  requestId: string;
  config: PageConfig;
  /**
   * Lets the edge keep this page as rendered for visitors (edge/page-cache.ts) until a change of one of the topics
   * (api/db/page-changes.ts) arrives; a page of static text names none. A signed-in viewer's render is kept for that
   * viewer alone, and only when the page read nothing but its caller.
   */
  cacheForVisitors: (topics: string[]) => void;
  /**
   * Lets the edge keep this page, rendered for its signed-in viewer, for that viewer alone, when every call it made
   * was a read that answered; it goes at any change to what a page may show, at any write of the viewer's session and
   * after a minute (decision record 364). Only for a page whose answer depends on nothing but the database, the
   * caller, the address and the day.
   */
  cacheForViewer: () => void;
}

export interface PageConfig {
  helpCenterUrl: string;
  mainSiteUrl: string;
  productName: string;
  devMailbox: boolean;
  supportEmail: string;
  legacyJobsUrl: string | undefined;
  idleLogoutMs: number;
}

/** The request handler of the Astro build (dist/server/entry.mjs, @astrojs/node middleware mode). */
export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
  locals: PageLocals,
) => Promise<void>;

/** Tokens read from the request's cookies. */
export interface CookieTokens {
  access: string | undefined;
  refresh: string | undefined;
}

export interface EdgeEnv {
  /** Set by @hono/node-server; absent when tests call app.request. */
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse };
  Variables: {
    requestId: string;
    /** Headers every answer carries; applied to Hono responses and to the Node response before the Astro hand-off. */
    outHeaders: Headers;
    tokens: CookieTokens;
    /** The page was answered as kept for its signed-in viewer (the access log says `cached`). */
    keptPage?: boolean;
  };
}
