/**
 * Ending a session: POST /api/User/Logout with the bearer token and the refresh token from the cookies (the
 * refresh token alone is enough when the access token has expired), then both cookies cleared.
 */
import type { Context } from 'hono';
import { authTexts } from '#domain/auth.ts';
import type { ApiTransport, EdgeEnv } from './context.ts';
import { callApi, type CallerContext } from './api-transport.ts';
import { endCookieSession } from './page-session.ts';

export const LOGOUT_PATH = '/api/User/Logout';

export interface LogoutAnswer {
  status: number;
  body: Record<string, unknown>;
}

export async function endSession(c: Context<EdgeEnv>, api: ApiTransport, caller: CallerContext): Promise<LogoutAnswer> {
  const { access, refresh } = c.var.tokens;
  endCookieSession(c);
  if (!access && !refresh) return { status: 200, body: { message: authTexts.loggedOut } };
  const response = await callApi(api, { ...caller, accessToken: access }, LOGOUT_PATH, {
    method: 'POST',
    body: JSON.stringify(refresh ? { refreshToken: refresh } : {}),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, body };
}
