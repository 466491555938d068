/** The session cookies: `__Host-access` (the access JWT) and `__Host-refresh` (the opaque refresh token). */
import { parse, serialize } from 'hono/utils/cookie';
import type { Config } from '#kernel/config.ts';
import type { CookieTokens } from './context.ts';
import type { IssuedTokens } from './refresh.ts';

export const ACCESS_COOKIE = '__Host-access';
export const REFRESH_COOKIE = '__Host-refresh';
/** The token of a sign-in waiting for its second factor (10 minutes). */
export const SIGN_IN_STEP_COOKIE = '__Host-sign-in-step';
/** A browser remembered after a second step (30 days at most; the API checks it is still valid for the user). */
export const TRUSTED_BROWSER_COOKIE = '__Host-trusted-browser';

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

/** The cookies of a sign-in's second step: the step's token while it waits, the remembered browser once it passed. */
export function secondStepCookies(body: Record<string, unknown>, signedIn: boolean): string[] {
  const out: string[] = [];
  if (typeof body.signInStep === 'string') out.push(serialize(SIGN_IN_STEP_COOKIE, body.signInStep, { ...base, maxAge: 600 }));
  if (signedIn) out.push(serialize(SIGN_IN_STEP_COOKIE, '', { ...base, maxAge: 0 }));
  if (typeof body.trustedBrowser === 'string') out.push(serialize(TRUSTED_BROWSER_COOKIE, body.trustedBrowser, { ...base, maxAge: 30 * 24 * 60 * 60 }));
  return out;
}
