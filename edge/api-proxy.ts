/**
 * /api/* → the API host. The edge turns the session cookies into `Authorization: Bearer`, adds the page URL,
 * client address and request id, moves issued tokens from JSON answers into cookies, fills the tokens of
 * RefreshToken and Logout from the cookies, and clears the cookies when a session ends.
 */
import type { Context, Handler } from 'hono';
import { authTexts } from '#domain/auth.ts';
import type { ApiTransport, EdgeEnv } from './context.ts';
import { callerHeaders, type CallerContext, type StreamingInit } from './api-transport.ts';
import { callerOf } from './caller.ts';
import { sessionCookies } from './cookies.ts';
import { endCookieSession, refused, type SessionDeps } from './page-session.ts';
import { endSession, LOGOUT_PATH } from './logout.ts';
import { issuedTokens, REFRESH_PATH } from './refresh.ts';
import { parseObject, tokensToCookies, withoutTokens } from './token-cookies.ts';

/** Headers that belong to one hop, or that the edge alone may set. */
const DROPPED = [
  'connection', 'keep-alive', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host',
  'cookie', 'x-client-ip', 'x-page-url', 'x-request-id',
];

type ProxyDeps = SessionDeps & { api: ApiTransport };

export function apiProxy(deps: ProxyDeps): Handler<EdgeEnv> {
  return async (c) => {
    const caller = callerOf(c);
    const { access, refresh } = c.var.tokens;
    if (c.req.method === 'POST' && c.req.path === REFRESH_PATH) return proxyRefresh(c, deps, caller);
    if (c.req.method === 'POST' && c.req.path === LOGOUT_PATH && (access || refresh)) {
      const answer = await endSession(c, deps.api, caller);
      return Response.json(answer.body, { status: answer.status });
    }
    const response = await deps.api.fetch(forwarded(c.req.raw, caller));
    if (c.req.method !== 'POST') return response;
    const answer = await tokensToCookies(deps.config, response);
    for (const cookie of answer.cookies) c.var.outHeaders.append('set-cookie', cookie);
    return answer.response;
  };
}

function forwarded(request: Request, caller: CallerContext): Request {
  const headers = new Headers(request.headers);
  for (const name of DROPPED) headers.delete(name);
  callerHeaders(caller, headers);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const init: StreamingInit = { method: request.method, headers, body: hasBody ? request.body : null, duplex: 'half', signal: request.signal };
  return new Request(request.url, init);
}

async function proxyRefresh(c: Context<EdgeEnv>, deps: ProxyDeps, caller: CallerContext): Promise<Response> {
  const sent = await jsonBody(c.req.raw);
  const access = stringField(sent, 'jwtToken') ?? c.var.tokens.access;
  const refresh = stringField(sent, 'refreshToken') ?? c.var.tokens.refresh;
  if (!refresh) {
    endCookieSession(c);
    return c.json({ message: authTexts.sessionEnded }, 401);
  }
  const answer = await deps.refresher.refresh({ access, refresh }, caller);
  const issued = answer.status === 200 ? issuedTokens(answer.body) : null;
  if (issued) {
    for (const cookie of sessionCookies(deps.config, issued)) c.var.outHeaders.append('set-cookie', cookie);
    return c.json(withoutTokens(answer.body), 200);
  }
  if (refused(answer.status)) endCookieSession(c);
  return Response.json(answer.body, { status: answer.status });
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  return parseObject(await request.text()) ?? {};
}

function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value ? value : undefined;
}
