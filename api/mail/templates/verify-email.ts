/** The activation mail sent after sign-up (and on request): the link expires in 48 hours. */
import type { OutgoingMail } from '../outbox.ts';
import { renderMail } from './layout.ts';

export function verifyEmailMail(input: { to: string; firstName: string; link: string; productName: string }): OutgoingMail {
  return {
    to: input.to,
    ...renderMail({
      productName: input.productName,
      subject: `Activate your ${input.productName} account`,
      greeting: `Hello ${input.firstName},`,
      paragraphs: [`Thank you for signing up with ${input.productName}. Please confirm your email address to activate your account.`],
      action: { label: 'Activate my account', url: input.link },
      afterAction: ['The link works once and expires in 48 hours.', 'If you did not sign up, you can ignore this email.'],
    }),
  };
}
