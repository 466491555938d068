/** The account mails, queued in the outbox with links to the pages of the sign-in journey. */
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { findUserByEmail, type UserRow } from '../auth/account.ts';
import { consumeRateLimit, type RateLimit } from '../http/rate-limit.ts';
import { linkOrigin, pageLink } from '../mail/links.ts';
import { issueEmailToken } from '../auth/email-tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { verifyEmailMail } from '../mail/templates/verify-email.ts';
import { resetPasswordMail } from '../mail/templates/reset-password.ts';
import { changeEmailMail } from '../mail/templates/change-email.ts';

type Recipient = Pick<UserRow, 'id' | 'email' | 'firstName'>;

export async function sendVerificationMail(deps: Deps, db: Db, user: Recipient, origin: string): Promise<void> {
  const token = await issueEmailToken(db, deps.now(), { userId: user.id, purpose: 'verify' });
  const link = pageLink(origin, '/emailverification', { token });
  await enqueueMail(db, verifyEmailMail({ to: user.email, firstName: user.firstName, link, productName: deps.config.productName }));
}

export async function sendPasswordResetMail(deps: Deps, db: Db, user: Recipient, origin: string): Promise<void> {
  const token = await issueEmailToken(db, deps.now(), { userId: user.id, purpose: 'reset' });
  const link = pageLink(origin, '/forgetpasswordemail', { token });
  await enqueueMail(db, resetPasswordMail({ to: user.email, firstName: user.firstName, link, productName: deps.config.productName }));
}

export async function sendEmailChangeMail(deps: Deps, db: Db, user: Recipient, newEmail: string, origin: string): Promise<void> {
  const token = await issueEmailToken(db, deps.now(), { userId: user.id, purpose: 'change-email', newEmail });
  const link = pageLink(origin, '/emailverification', { token });
  await enqueueMail(db, changeEmailMail({ to: newEmail, firstName: user.firstName, link, productName: deps.config.productName }));
}

type LinkMail = (deps: Deps, db: Db, user: Recipient, origin: string) => Promise<void>;

/**
 * A visitor asks for a link by e-mail address (at most `perIp` a client address): it is mailed when the address has an
 * account that `wants` it. The caller answers the same either way, so the answer does not tell who has an account.
 */
export async function mailLinkToAddress(deps: Deps, request: { email: string; ip: string; perIp: RateLimit }, send: LinkMail, wants: (user: UserRow) => boolean = () => true) {
  await consumeRateLimit(deps, request.perIp, request.ip);
  const user = await findUserByEmail(deps.db, request.email);
  if (user && wants(user)) {
    const origin = linkOrigin(deps.config);
    await deps.db.transaction((tx) => send(deps, tx, user, origin));
  }
}
