/** The confirmation mail sent to a new address before an e-mail change takes effect. */
import type { OutgoingMail } from '../outbox.ts';
import { accountLinkMail, type AccountLinkMailInput } from './account-link-mail.ts';

export function changeEmailMail(input: AccountLinkMailInput): OutgoingMail {
  return accountLinkMail(input, {
    subject: `Confirm your new ${input.productName} email address`,
    paragraphs: [`You asked to use this address for your ${input.productName} account. Confirm it to complete the change.`],
    actionLabel: 'Confirm my new email address',
    afterAction: [
      'Until you confirm, you keep logging in with your current address. The link works once and expires in 48 hours.',
      'If you did not ask for this, you can ignore this email.',
    ],
  });
}
