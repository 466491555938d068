/**
 * The link of a testimonial request e-mail: /submit-testimonial?token={request id}.{expiry}.{HMAC}, both numbers in
 * base 36. The signature stands in for an account, so the client may answer that one request, and nothing else,
 * until the link expires (testimonialLimits.linkDays). No secret is stored; changing LINK_SECRET ends every link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { purposeSecret } from '../auth/secrets.ts';
import { linkOrigin, pageLink } from '../mail/links.ts';
import { testimonialLimits } from '#domain/testimonials.ts';

type KeyDeps = Pick<Deps, 'config' | 'keys'>;

const DAY_MS = 24 * 60 * 60 * 1000;
export const SUBMIT_PAGE = '/submit-testimonial';

const mac = (deps: KeyDeps, requestId: number, expires: string) =>
  createHmac('sha256', purposeSecret(deps, 'testimonial-submit-link')).update(`testimonial-request:${requestId}:e${expires}`).digest('base64url');

export function testimonialToken(deps: KeyDeps, requestId: number, now: Date): string {
  const expires = Math.floor((now.getTime() + testimonialLimits.linkDays * DAY_MS) / 1000).toString(36);
  return `${requestId.toString(36)}.${expires}.${mac(deps, requestId, expires)}`;
}

export const testimonialLink = (deps: KeyDeps, requestId: number, now: Date) =>
  pageLink(linkOrigin(deps.config), SUBMIT_PAGE, { token: testimonialToken(deps, requestId, now) });

export type TokenCheck = { ok: true; requestId: number } | { ok: false; requestId: number | null; reason: 'invalid' | 'expired' };

/** Whether a token was made by us (the request it names) and is still within its days. */
export function checkTestimonialToken(deps: KeyDeps, token: string, now: Date): TokenCheck {
  const [id = '', expires = '', signature = '', ...rest] = token.split('.');
  if (rest.length || !/^[0-9a-z]{1,7}$/.test(id) || !/^[0-9a-z]{1,12}$/.test(expires)) return { ok: false, requestId: null, reason: 'invalid' };
  const requestId = parseInt(id, 36);
  const expected = Buffer.from(mac(deps, requestId, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, requestId: null, reason: 'invalid' };
  if (parseInt(expires, 36) * 1000 <= now.getTime()) return { ok: false, requestId, reason: 'expired' };
  return { ok: true, requestId };
}
