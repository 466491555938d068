/** The session cookies: `__Host-access` (the access JWT) and `__Host-refresh` (the opaque refresh token). */
import { parse, serialize } from 'hono/utils/cookie';
import type { Config } from '../api/config.ts';
import type { CookieTokens } from './context.ts';
import type { IssuedTokens } from './refresh.ts';

export const ACCESS_COOKIE = '__Host-access';
export const REFRESH_COOKIE = '__Host-refresh';

const base = { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' } as const;

export function readTokens(cookieHeader: string | undefined): CookieTokens {
  const jar = cookieHeader ? parse(cookieHeader) : {};
  return { access: jar[ACCESS_COOKIE] || undefined, refresh: jar[REFRESH_COOKIE] || undefined };
}

export function hasSessionCookies(tokens: CookieTokens): boolean {
  return Boolean(tokens.access || tokens.refresh);
}

/**
 * With remember-me both cookies live as long as a remembered session may (30 days); without it they are session
 * cookies, gone when the browser closes. Either way the API decides when a session really ends (12 hours, 30 days,
 * or 45 minutes unused without remember-me) and the access JWT carries its own expiry.
 */
export function sessionCookies(config: Config, issued: IssuedTokens): string[] {
  const lifetime = issued.rememberMe ? { maxAge: config.rememberedRefreshTokenSeconds } : {};
  return [
    serialize(ACCESS_COOKIE, issued.token, { ...base, ...lifetime }),
    serialize(REFRESH_COOKIE, issued.refreshToken, { ...base, ...lifetime }),
  ];
}

export function clearedCookies(): string[] {
  return [serialize(ACCESS_COOKIE, '', { ...base, maxAge: 0 }), serialize(REFRESH_COOKIE, '', { ...base, maxAge: 0 })];
}
