/**
 * The one-click unsubscribe of a job alert e-mail: the link names the alerts the mail was about and carries an
 * HMAC of them, so it works without signing in and cannot be changed to name someone else's alerts. It does not
 * expire: an old e-mail's link keeps working. The page link is for people; the List-Unsubscribe one (RFC 8058)
 * is for mail programs, which POST to it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { purposeSecret } from '../auth/secrets.ts';
import { linkOrigin, pageLink } from '../mail/links.ts';

type KeyDeps = Pick<Deps, 'config' | 'keys'>;

export const UNSUBSCRIBE_PAGE = '/job-alert-unsubscribe';
export const UNSUBSCRIBE_API = '/api/JobAlert/Unsubscribe';

const idsText = (alertIds: readonly number[]) => [...new Set(alertIds)].sort((a, b) => a - b).join('.');

export function unsubscribeSignature(deps: KeyDeps, alertIds: readonly number[]): string {
  return createHmac('sha256', purposeSecret(deps, 'job-alert-unsubscribe')).update(`job-alerts:${idsText(alertIds)}`).digest('base64url');
}

export function verifyUnsubscribe(deps: KeyDeps, alertIds: readonly number[], sig: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(deps, alertIds));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page a person opens, and the address a mail program posts to. */
export function unsubscribeLinks(deps: KeyDeps, alertIds: readonly number[]): { page: string; oneClick: string } {
  const query = { alerts: idsText(alertIds), sig: unsubscribeSignature(deps, alertIds) };
  const origin = linkOrigin(deps.config);
  return { page: pageLink(origin, UNSUBSCRIBE_PAGE, query), oneClick: pageLink(origin, UNSUBSCRIBE_API, query) };
}
