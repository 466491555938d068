/**
 * What the certifications page's trust badge section says and accepts, with no schema: the page's island imports it
 * without zod. The schemas of the badge requests are in badge-requests.ts.
 */
import { limits } from './constants.ts';
import { formatFileSize } from './format.ts';

export const certifiedBadges = ['CT', 'CID'] as const;
export type CertifiedBadge = (typeof certifiedBadges)[number];

export const certificationDocumentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const certificationDocumentAccept = '.pdf,.jpg,.jpeg,.png';

export const badgeRequestTexts = {
  chooseBadge: 'Choose the badge to ask for.',
  chooseCertification: 'Choose the certification that shows it.',
  certificationNotFound: 'This certification is not on your profile.',
  documentMissing: 'Upload the document of this certification first: the badge rests on it.',
  designerRoleMissing: 'Add the Instructional Designer role to your profile first: the CID badge needs it.',
  pending: (kind: CertifiedBadge) => `Your request for the ${kind} badge is already waiting for review.`,
  held: (kind: CertifiedBadge) => `You already hold the ${kind} badge.`,
  requested: (kind: CertifiedBadge) => `Your request for the ${kind} badge was sent. You will be told on the bell once it is reviewed.`,
  chooseFile: 'Choose the certification document first.',
  wrongType: 'The certification document must be a PDF, JPG or PNG file.',
  tooLarge: `The certification document must be smaller than ${formatFileSize(limits.fileMaxBytes)}.`,
  documentSaved: 'The certification document was saved.',
} as const;

/** How a certified badge is earned, on the talent's certifications page. */
export const badgeSteps: Record<CertifiedBadge, string> = {
  CT: 'Upload the document of a certification that lets you teach, then ask for the badge with it. The support team checks the document.',
  CID: 'Hold the Instructional Designer role, upload the document of a relevant certification, then ask for the badge with it. The support team checks both.',
};
