/**
 * Everything that is not /api, /healthz or a static file goes to Astro (dist/server/entry.mjs, middleware mode)
 * with the session and an API caller in Astro.locals. Headers the edge owes the answer are written to the Node
 * response before the hand-off, since Astro writes the response itself. A path no page matches renders /404.
 * A signed-in viewer's page kept for them by the page cache is answered from it, without rendering.
 */
import type { Context, Handler } from 'hono';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ALREADY_SENT } from './already-sent.ts';
import type { AccessClaims } from '#kernel/tokens.ts';
import type { ApiTransport, AstroHandler, EdgeEnv, PageConfig, PageLocals } from './context.ts';
import { pageApi, type PageApi, type PageCalls } from './page-caller.ts';
import { viewerKey } from './viewer-key.ts';
import { callerOf } from './caller.ts';
import { resolvePageSession, type SessionDeps } from './page-session.ts';
import { endSession } from './logout.ts';
import { notFoundHtml } from './plain-pages.ts';
import type { KeepRequests, PageCache, SignedInViewer } from './page-cache.ts';
import { tokensToCookies } from './token-cookies.ts';

export interface HandoffDeps extends SessionDeps {
  api: ApiTransport;
  astro: AstroHandler | undefined;
  pageConfig: PageConfig;
  pageCache: PageCache | undefined;
}

export const LOGOUT_PAGE = '/logout';

const ignore = () => undefined;

export function astroHandoff(deps: HandoffDeps): Handler<EdgeEnv> {
  return async (c) => {
    const session = logsOut(c) ? await logoutPage(c, deps) : await resolvePageSession(c, deps, callerOf(c));
    c.var.outHeaders.set('cache-control', 'private, no-store');
    const { incoming, outgoing } = c.env ?? {};
    if (!deps.astro || !incoming || !outgoing) return c.html(notFoundHtml, 404);
    const calls = pageApi(deps.api, callerOf(c), c.req.method === 'GET' ? deps.sessions : undefined);
    const viewer = session && deps.pageCache ? await keptViewer(c, calls, session.sid) : null;
    if (viewer && deps.pageCache?.answerSignedIn(viewer.key, incoming, outgoing, c.var.requestId)) {
      c.set('keptPage', true);
      return ALREADY_SENT;
    }
    const keeping = viewer
      ? deps.pageCache?.watchSignedIn(viewer, incoming, outgoing, calls)
      : { cacheForVisitors: deps.pageCache?.watch(incoming, outgoing) ?? ignore, cacheForViewer: ignore };
    const locals = pageLocals(c, deps, session, outgoing, calls.call, keeping);
    for (const [name, value] of c.var.outHeaders) if (name !== 'set-cookie') outgoing.setHeader(name, value);
    const cookies = c.var.outHeaders.getSetCookie();
    if (cookies.length > 0) outgoing.setHeader('set-cookie', cookies);
    if (!(await render(deps.astro, incoming, outgoing, locals))) {
      incoming.url = '/404';
      if (!(await render(deps.astro, incoming, outgoing, locals))) {
        outgoing.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(notFoundHtml);
      }
    }
    return ALREADY_SENT;
  };
}

/** Resolves true when Astro answered, false when no page matched. */
async function render(astro: AstroHandler, incoming: IncomingMessage, outgoing: ServerResponse, locals: PageLocals) {
  let matched = true;
  let failure: unknown;
  await astro(incoming, outgoing, (error) => {
    matched = false;
    failure = error;
  }, locals);
  if (failure) throw failure;
  return matched;
}

/**
 * The key of the signed-in viewer whose page may be kept for them (viewer-key.ts): a GET whose session needed no
 * refresh (an answer setting cookies is never kept) and whose caller is resolved in process; null otherwise.
 */
async function keptViewer(c: Context<EdgeEnv>, calls: PageCalls, sid: string): Promise<SignedInViewer | null> {
  if (c.req.method !== 'GET' || c.var.outHeaders.has('set-cookie')) return null;
  const caller = await calls.caller();
  return caller ? { key: viewerKey(caller), sid } : null;
}

function pageLocals(
  c: Context<EdgeEnv>,
  deps: HandoffDeps,
  session: AccessClaims | null,
  outgoing: ServerResponse,
  api: PageApi,
  keeping: KeepRequests = { cacheForVisitors: ignore, cacheForViewer: ignore },
): PageLocals {
  return {
    session,
    api: async (path, init) => {
      const response = await api(path, init);
      if (init?.method !== 'POST') return response;
      // A page that signs someone in (a login form posted without script) answers with the session cookies.
      const answer = await tokensToCookies(deps.config, response);
      for (const cookie of answer.cookies) outgoing.appendHeader('set-cookie', cookie);
      return answer.response;
    },
    requestId: c.var.requestId,
    config: deps.pageConfig,
    ...keeping,
  };
}

/**
 * /logout ends the session when the user asked for it: a POST (already checked for our origin) or a
 * navigation from our own pages. A link from another site only shows the page, which offers a button.
 */
function logsOut(c: Context<EdgeEnv>): boolean {
  if (c.req.path !== LOGOUT_PAGE) return false;
  if (c.req.method === 'POST') return true;
  const site = c.req.header('sec-fetch-site');
  return c.req.method === 'GET' && (!site || site === 'same-origin' || site === 'none');
}

async function logoutPage(c: Context<EdgeEnv>, deps: HandoffDeps): Promise<null> {
  if (c.var.tokens.access) deps.sessions.forgetSessionOf(c.var.tokens.access);
  await endSession(c, deps.api, callerOf(c));
  return null;
}
