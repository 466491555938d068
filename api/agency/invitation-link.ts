/**
 * The link of an agency invitation: `<invitation id>.<expiry in base 36>.<HMAC>`, the HMAC over the id, the address
 * it was sent to and the expiry (decision record 289). The row says whether it is still pending, so a link can be
 * withdrawn and is used once; the signature keeps ids from being guessed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { purposeSecret } from '../auth/secrets.ts';

type KeyDeps = Pick<Deps, 'config' | 'keys'>;

const signature = (deps: KeyDeps, id: number, email: string, expiresAt: number) =>
  createHmac('sha256', purposeSecret(deps, 'agency-invitation')).update(`${id}:${email.toLowerCase()}:${expiresAt}`).digest('base64url');

export function invitationToken(deps: KeyDeps, invitation: { id: number; email: string; expiresAt: Date }): string {
  const expiresAt = invitation.expiresAt.getTime();
  return `${invitation.id}.${expiresAt.toString(36)}.${signature(deps, invitation.id, invitation.email, expiresAt)}`;
}

/** The invitation id a token names, before its signature is checked; null when it has not the link's shape. */
export function invitationIdOf(token: string): number | null {
  const match = /^([1-9]\d{0,9})\.[0-9a-z]{1,12}\.[\w-]{43}$/.exec(token);
  return match ? Number(match[1]) : null;
}

/** Whether the token was issued for this invitation, as it is stored. */
export function signedFor(deps: KeyDeps, token: string, invitation: { id: number; email: string; expiresAt: Date }): boolean {
  const expected = Buffer.from(invitationToken(deps, invitation));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
