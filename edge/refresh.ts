/**
 * Refreshing a session through POST /api/User/RefreshToken. Requests to this instance that present the same
 * refresh token at the same moment (two tabs, a page and an island) share one call and its answer for a few
 * seconds. Across instances the API itself answers such a race alike (REUSE_GRACE_MS in api/auth/sessions.ts).
 */
import { createHash } from 'node:crypto';
import type { ApiTransport } from './context.ts';
import { callApi, type CallerContext } from './api-transport.ts';

export interface RefreshAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface Refresher {
  refresh(tokens: { access?: string | undefined; refresh: string }, caller: CallerContext): Promise<RefreshAnswer>;
}

export const REFRESH_PATH = '/api/User/RefreshToken';
const GRACE_MS = 10_000;
const unreachable = 'The service is not available right now. Please try again in a moment.';

export function createRefresher(api: ApiTransport, now: () => number = Date.now): Refresher {
  const recent = new Map<string, { at: number; answer: Promise<RefreshAnswer> }>();
  const forget = () => {
    for (const [key, entry] of recent) if (now() - entry.at > GRACE_MS) recent.delete(key);
  };
  return {
    refresh(tokens, caller) {
      forget();
      const key = createHash('sha256').update(tokens.refresh).digest('base64url');
      const known = recent.get(key);
      if (known) return known.answer;
      const answer = call(api, tokens, caller);
      recent.set(key, { at: now(), answer });
      // A failure to reach the API is not remembered: the next request tries again.
      void answer.then((result) => {
        if (result.status >= 500) recent.delete(key);
      });
      return answer;
    },
  };
}

/** The API's answer; an API that cannot be reached answers 503, which is not a refusal. */
async function call(api: ApiTransport, tokens: { access?: string | undefined; refresh: string }, caller: CallerContext): Promise<RefreshAnswer> {
  try {
    const response = await callApi(api, { ...caller, accessToken: undefined }, REFRESH_PATH, {
      method: 'POST',
      body: JSON.stringify({ jwtToken: tokens.access ?? '', refreshToken: tokens.refresh }),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, body };
  } catch {
    return { status: 503, body: { message: unreachable } };
  }
}

export interface IssuedTokens {
  token: string;
  refreshToken: string;
  /** Whether "remember me" was ticked at login: the cookies then outlive the browser. */
  rememberMe: boolean;
}

/** The new token pair of a successful answer. */
export function issuedTokens(body: Record<string, unknown>): IssuedTokens | null {
  const { token, refreshToken } = body;
  if (typeof token !== 'string' || typeof refreshToken !== 'string' || !token || !refreshToken) return null;
  return { token, refreshToken, rememberMe: body.rememberMe === true };
}
