/** The password reset mail: a single-use link that expires in 1 hour. */
import type { OutgoingMail } from '../outbox.ts';
import { renderMail } from './layout.ts';

export function resetPasswordMail(input: { to: string; firstName: string; link: string; productName: string }): OutgoingMail {
  return {
    to: input.to,
    ...renderMail({
      productName: input.productName,
      subject: `Reset your ${input.productName} password`,
      greeting: `Hello ${input.firstName},`,
      paragraphs: ['We received a request to reset the password of your account. Choose a new password with the link below.'],
      action: { label: 'Choose a new password', url: input.link },
      afterAction: [
        'The link works once and expires in 1 hour.',
        'If you did not ask for this, you can ignore this email: your password stays the same.',
      ],
    }),
  };
}
