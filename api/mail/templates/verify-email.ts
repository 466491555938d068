/** The activation mail sent after sign-up (and on request): the link expires in 48 hours. */
import type { OutgoingMail } from '../outbox.ts';
import { accountLinkMail, type AccountLinkMailInput } from './account-link-mail.ts';

export function verifyEmailMail(input: AccountLinkMailInput): OutgoingMail {
  return accountLinkMail(input, {
    subject: `Activate your ${input.productName} account`,
    paragraphs: [`Thank you for signing up with ${input.productName}. Please confirm your email address to activate your account.`],
    actionLabel: 'Activate my account',
    afterAction: ['The link works once and expires in 48 hours.', 'If you did not sign up, you can ignore this email.'],
  });
}
