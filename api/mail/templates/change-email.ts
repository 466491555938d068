/** The confirmation mail sent to a new address before an e-mail change takes effect. */
import type { OutgoingMail } from '../outbox.ts';
import { renderMail } from './layout.ts';

export function changeEmailMail(input: { to: string; firstName: string; link: string; productName: string }): OutgoingMail {
  return {
    to: input.to,
    ...renderMail({
      productName: input.productName,
      subject: `Confirm your new ${input.productName} email address`,
      greeting: `Hello ${input.firstName},`,
      paragraphs: [`You asked to use this address for your ${input.productName} account. Confirm it to complete the change.`],
      action: { label: 'Confirm my new email address', url: input.link },
      afterAction: [
        'Until you confirm, you keep logging in with your current address. The link works once and expires in 48 hours.',
        'If you did not ask for this, you can ignore this email.',
      ],
    }),
  };
}
