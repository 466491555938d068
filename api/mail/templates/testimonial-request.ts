/** The e-mail to a past client asking for a testimonial: who asks, for which work, their message, and the signed link. */
import type { OutgoingMail } from '../outbox.ts';
import { renderMail } from './layout.ts';

export interface TestimonialRequestMail {
  to: string;
  clientFirstName: string;
  talentName: string;
  projectName: string;
  requestMessage: string | undefined;
  link: string;
  linkDays: number;
  productName: string;
}

export function testimonialRequestMail(input: TestimonialRequestMail): OutgoingMail {
  return {
    to: input.to,
    ...renderMail({
      productName: input.productName,
      subject: `${input.talentName} asks you for a testimonial`,
      greeting: `Hello ${input.clientFirstName},`,
      paragraphs: [
        `${input.talentName} worked with you on ${input.projectName} and would be grateful for a few words about that work.`,
        ...(input.requestMessage ? [`Their message: “${input.requestMessage}”`] : []),
        `Writing it takes a few minutes and needs no account on ${input.productName}.`,
      ],
      action: { label: 'Write a testimonial', url: input.link },
      afterAction: [`The link works for ${input.linkDays} days.`, `If you do not know ${input.talentName}, you can ignore this email.`],
    }),
  };
}
