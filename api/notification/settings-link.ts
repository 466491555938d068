/**
 * The signed link to /notification-settings in every notification e-mail: it names the talent (instrId) or the
 * contact (contactId) and the address the mail went to, and carries an HMAC of both. The page calls the
 * settings API with the same three values; the signature stands in for a session.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { pageLink } from '../mail/links.ts';
import { purposeSecret } from '../auth/secrets.ts';

const SETTINGS_PAGE = '/notification-settings';

export type SettingsOwner = { instrId: number } | { contactId: number };
export type SignedSubject = SettingsOwner & { email: string };

type KeyDeps = Pick<Deps, 'config' | 'keys'>;

const message = (subject: SignedSubject) =>
  'instrId' in subject ? `instr:${subject.instrId}:${subject.email.toLowerCase()}` : `contact:${subject.contactId}:${subject.email.toLowerCase()}`;

export function subscriptionSignature(deps: KeyDeps, subject: SignedSubject): string {
  return createHmac('sha256', purposeSecret(deps, 'notification-settings-link')).update(message(subject)).digest('base64url');
}

export function verifySubscriptionSignature(deps: KeyDeps, subject: SignedSubject, sig: string): boolean {
  const expected = Buffer.from(subscriptionSignature(deps, subject));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The absolute link for an e-mail footer. */
export function signSubscriptionLink(deps: KeyDeps, subject: SignedSubject, origin: string): string {
  const owner: Record<string, string> = 'instrId' in subject ? { instrId: String(subject.instrId) } : { contactId: String(subject.contactId) };
  return pageLink(origin, SETTINGS_PAGE, { ...owner, email: subject.email, sig: subscriptionSignature(deps, subject) });
}
