/**
 * Ending a session: POST /api/User/Logout with a bearer token (refreshed first when the access token has
 * expired, so the session family is revoked even then), then both cookies cleared.
 */
import type { Context } from 'hono';
import { authTexts } from '../src/domain/auth.ts';
import { verifyAccessToken } from '../api/auth/tokens.ts';
import type { EdgeEnv } from './context.ts';
import { callApi, type CallerContext } from './api-transport.ts';
import { endCookieSession, type SessionDeps } from './page-session.ts';
import { issuedTokens } from './refresh.ts';
import type { ApiTransport } from './context.ts';

export interface LogoutAnswer {
  status: number;
  body: Record<string, unknown>;
}

export async function endSession(
  c: Context<EdgeEnv>,
  deps: SessionDeps & { api: ApiTransport },
  caller: CallerContext,
): Promise<LogoutAnswer> {
  let { access, refresh } = c.var.tokens;
  const live = access ? (await verifyAccessToken(deps.keys, access, deps.now())).ok : false;
  if (!live && refresh) {
    const answer = await deps.refresher.refresh({ access, refresh }, caller);
    const issued = answer.status === 200 ? issuedTokens(answer.body) : null;
    access = issued?.token;
    refresh = issued?.refreshToken;
  } else if (!live) {
    access = undefined;
  }
  endCookieSession(c);
  if (!access) return { status: 200, body: { message: authTexts.loggedOut } };
  const response = await callApi(deps.api, { ...caller, accessToken: access }, '/api/User/Logout', {
    method: 'POST',
    body: JSON.stringify(refresh ? { refreshToken: refresh } : {}),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, body };
}
