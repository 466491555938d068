/** The session cookies: `__Host-access` (the access JWT) and `__Host-refresh` (the opaque refresh token). */
import { parse, serialize } from 'hono/utils/cookie';
import type { Config } from '../api/config.ts';
import type { CookieTokens } from './context.ts';

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
 * Both cookies live as long as the longest refresh token may; the API decides when a session really ends
 * (12 hours, or 30 days with remember-me) and the access JWT carries its own expiry.
 */
export function sessionCookies(config: Config, token: string, refreshToken: string): string[] {
  const maxAge = config.rememberedRefreshTokenSeconds;
  return [
    serialize(ACCESS_COOKIE, token, { ...base, maxAge }),
    serialize(REFRESH_COOKIE, refreshToken, { ...base, maxAge }),
  ];
}

export function clearedCookies(): string[] {
  return [serialize(ACCESS_COOKIE, '', { ...base, maxAge: 0 }), serialize(REFRESH_COOKIE, '', { ...base, maxAge: 0 })];
}
