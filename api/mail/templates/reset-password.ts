/** The password reset mail: a single-use link that expires in 1 hour. */
import type { OutgoingMail } from '../outbox.ts';
import { accountLinkMail, type AccountLinkMailInput } from './account-link-mail.ts';

export function resetPasswordMail(input: AccountLinkMailInput): OutgoingMail {
  return accountLinkMail(input, {
    subject: `Reset your ${input.productName} password`,
    paragraphs: ['We received a request to reset the password of your account. Choose a new password with the link below.'],
    actionLabel: 'Choose a new password',
    afterAction: [
      'The link works once and expires in 1 hour.',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
  });
}
