/**
 * The invitation link to /signupinvite: it names the pending contact and the address it was sent to, expires in
 * 7 days and carries an HMAC of all three. The contact must still be pending with that address when it is used.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { purposeSecret } from '../auth/secrets.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { pageLink } from '../mail/links.ts';
import { renderMail } from '../mail/templates/layout.ts';
import type { AdministratorActor } from '../access/people.ts';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const INVITATION_PAGE = '/signupinvite';

type KeyDeps = Pick<Deps, 'config' | 'keys'>;
export interface InvitationSubject {
  contactId: number;
  email: string;
  expiresAt: number;
}

const signature = (deps: KeyDeps, s: InvitationSubject) =>
  createHmac('sha256', purposeSecret(deps, 'contact-invitation'))
    .update(`${s.contactId}:${s.email.toLowerCase()}:${s.expiresAt}`)
    .digest('base64url');

export function signInvitation(deps: KeyDeps, subject: InvitationSubject): string {
  const payload = Buffer.from(JSON.stringify({ c: subject.contactId, e: subject.email.toLowerCase(), x: subject.expiresAt })).toString('base64url');
  return `${payload}.${signature(deps, subject)}`;
}

/** The subject of a well-signed, unexpired token; null for anything else. */
export function readInvitation(deps: KeyDeps, now: Date, token: string): InvitationSubject | null {
  const [payload, sig, ...rest] = token.split('.');
  if (!payload || !sig || rest.length > 0) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { c, e, x } = parsed as Record<string, unknown>;
  if (typeof c !== 'number' || typeof e !== 'string' || typeof x !== 'number') return null;
  const subject = { contactId: c, email: e, expiresAt: x };
  const expected = Buffer.from(signature(deps, subject));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return x > now.getTime() ? subject : null;
}

export async function sendInvitationMail(
  deps: Deps,
  db: Db,
  invitee: { contactId: number; email: string; firstName: string },
  inviter: AdministratorActor,
  origin: string,
): Promise<void> {
  const token = signInvitation(deps, { contactId: invitee.contactId, email: invitee.email, expiresAt: deps.now().getTime() + INVITATION_TTL_MS });
  const product = deps.config.productName;
  await enqueueMail(db, {
    to: invitee.email,
    ...renderMail({
      productName: product,
      subject: `${inviter.companyName} invites you to ${product}`,
      greeting: `Hello ${invitee.firstName},`,
      paragraphs: [`${inviter.contact.firstName} ${inviter.contact.lastName} invited you to join ${inviter.companyName} on ${product}. Create your account to get started.`],
      action: { label: 'Accept the invitation', url: pageLink(origin, INVITATION_PAGE, { token }) },
      afterAction: ['The link expires in 7 days.', 'If you did not expect this invitation, you can ignore this email.'],
    }),
  });
}
