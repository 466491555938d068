/** The e-mail inviting a talent to propose on a job: which company asks, the job, and the link to it. */
import type { OutgoingMail } from '../outbox.ts';
import { renderMail } from './layout.ts';

export interface InviteToProposeMail {
  to: string;
  firstName: string;
  companyName: string;
  jobTitle: string;
  link: string;
  productName: string;
}

export function inviteToProposeMail(input: InviteToProposeMail): OutgoingMail {
  return {
    to: input.to,
    ...renderMail({
      productName: input.productName,
      subject: `${input.companyName} invites you to propose on ${input.jobTitle}`,
      greeting: `Hello ${input.firstName},`,
      paragraphs: [`${input.companyName} read your profile and invites you to send a proposal for their job ${input.jobTitle}.`],
      action: { label: 'Open the job', url: input.link },
      afterAction: ['If the job does not suit you, you can ignore this email.'],
    }),
  };
}
