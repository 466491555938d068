/** The request to a referee to confirm that they are a talent's professional reference. */
import type { OutgoingMail } from '../outbox.ts';
import { renderMail } from './layout.ts';
import { referenceLimits } from '#domain/references.ts';

export function referenceConfirmationMail(input: {
  to: string;
  refereeFirstName: string;
  talentName: string;
  relationship: string | null;
  link: string;
  productName: string;
}): OutgoingMail {
  const as = input.relationship ? ` (${input.relationship})` : '';
  return {
    to: input.to,
    ...renderMail({
      productName: input.productName,
      subject: `${input.talentName} named you as a professional reference`,
      greeting: `Hello ${input.refereeFirstName},`,
      paragraphs: [
        `${input.talentName} named you as a professional reference${as} on ${input.productName}, a marketplace where companies hire trainers and instructional designers.`,
        'If you know their work and agree to be their reference, please confirm it. It takes one click and no account.',
      ],
      action: { label: 'Confirm I am a reference', url: input.link },
      afterAction: [
        `The link works for ${referenceLimits.linkDays} days.`,
        'If you do not know this person or do not want to be their reference, you can ignore this email; nothing is confirmed without you.',
      ],
    }),
  };
}
