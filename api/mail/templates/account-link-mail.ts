/** The account mails that carry one single-use link for the person they greet (activation, reset, change of address). */
import type { OutgoingMail } from '../outbox.ts';
import { renderMail, type MailParts } from './layout.ts';

export interface AccountLinkMailInput {
  to: string;
  firstName: string;
  link: string;
  productName: string;
}

type Content = Pick<MailParts, 'subject' | 'paragraphs' | 'afterAction'> & { actionLabel: string };

export function accountLinkMail(input: AccountLinkMailInput, content: Content): OutgoingMail {
  const { actionLabel, ...parts } = content;
  return {
    to: input.to,
    ...renderMail({ ...parts, productName: input.productName, greeting: `Hello ${input.firstName},`, action: { label: actionLabel, url: input.link } }),
  };
}
