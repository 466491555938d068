/** The account mails, queued in the outbox with links to the pages of the sign-in journey. */
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../auth/account.ts';
import { issueEmailToken } from '../auth/email-tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { pageLink } from '../mail/links.ts';
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
