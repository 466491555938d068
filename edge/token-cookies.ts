/**
 * Tokens never reach the browser's JavaScript or a page's HTML: a successful JSON answer that issues tokens has them
 * moved into the session cookies and removed from its body. The same rule for an answer the browser asked for
 * through /api and for one a page asked for on the person's behalf (a login form posted without script). The
 * tokens of a sign-in's second step (the waiting step, the remembered browser) go the same way.
 */
import type { Config } from '#kernel/config.ts';
import { secondStepCookies, sessionCookies } from './cookies.ts';
import { issuedTokens } from './refresh.ts';

export interface WithoutTokens {
  response: Response;
  /** The Set-Cookie values to send with the answer; none when it issued no tokens. */
  cookies: string[];
}

export async function tokensToCookies(config: Config, response: Response): Promise<WithoutTokens> {
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('application/json')) return { response, cookies: [] };
  const text = await response.text();
  const body = parseObject(text);
  const issued = body ? issuedTokens(body) : null;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const stepCookies = body ? secondStepCookies(body, Boolean(issued)) : [];
  if (!body || (!issued && stepCookies.length === 0)) return { response: new Response(text, { status: response.status, headers }), cookies: [] };
  return {
    response: new Response(JSON.stringify(withoutTokens(body)), { status: response.status, headers }),
    cookies: [...(issued ? sessionCookies(config, issued) : []), ...stepCookies],
  };
}

export function withoutTokens(body: Record<string, unknown>): Record<string, unknown> {
  const { token: _token, refreshToken: _refreshToken, signInStep: _signInStep, trustedBrowser: _trustedBrowser, ...rest } = body;
  return rest;
}

export function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
