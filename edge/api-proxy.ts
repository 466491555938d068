/**
 * /api/* → the API host. The edge turns the session cookies into `Authorization: Bearer`, adds the page URL,
 * client address and request id, moves issued tokens from JSON answers into cookies, fills the tokens of
 * RefreshToken and Logout from the cookies, and clears the cookies when a session ends.
 */
import type { Context, Handler } from 'hono';
import { authTexts } from '../src/domain/auth.ts';
import type { ApiTransport, EdgeEnv } from './context.ts';
import { callerHeaders, type CallerContext, type StreamingInit } from './api-transport.ts';
import { callerOf } from './caller.ts';
import { sessionCookies } from './cookies.ts';
import { endCookieSession, refused, type SessionDeps } from './page-session.ts';
import { endSession, LOGOUT_PATH } from './logout.ts';
import { issuedTokens, REFRESH_PATH } from './refresh.ts';

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
    return c.req.method === 'POST' ? tokensToCookies(c, deps, response) : response;
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

/** A successful JSON answer that issues tokens keeps them out of JavaScript: they become cookies. */
async function tokensToCookies(c: Context<EdgeEnv>, deps: ProxyDeps, response: Response): Promise<Response> {
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const text = await response.text();
  const body = parseObject(text);
  const issued = body ? issuedTokens(body) : null;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (!body || !issued) return new Response(text, { status: response.status, headers });
  for (const cookie of sessionCookies(deps.config, issued)) c.var.outHeaders.append('set-cookie', cookie);
  return new Response(JSON.stringify(withoutTokens(body)), { status: response.status, headers });
}

function withoutTokens(body: Record<string, unknown>): Record<string, unknown> {
  const { token: _token, refreshToken: _refreshToken, ...rest } = body;
  return rest;
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  return parseObject(await request.text()) ?? {};
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value ? value : undefined;
}
