/**
 * Asking for a certified trust badge from the certifications page. The evidence is a certification of the profile
 * with its document uploaded (PDF, JPG or PNG, at most 20 MB, checked by its bytes): any such certification for CT,
 * and for CID one held with the Instructional Designer role on the profile. The support team approves or rejects the
 * request by its signed link (approvals.ts); the badge shows only once approved.
 */
import { z } from 'zod';
import { approvalStatuses } from './approvals.ts';
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

export const badgeRequestBody = z.object({
  kind: z.enum(certifiedBadges, { error: badgeRequestTexts.chooseBadge }),
  certificationId: z.number({ error: badgeRequestTexts.chooseCertification }).int(badgeRequestTexts.chooseCertification).positive(badgeRequestTexts.chooseCertification).max(2_147_483_647, badgeRequestTexts.chooseCertification),
});
export type BadgeRequestInput = z.infer<typeof badgeRequestBody>;

/** The latest request of one badge, as its owner sees it. */
export const badgeRequestState = z.object({
  status: z.enum(approvalStatuses),
  certificationName: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const badgeRequestsAnswer = z.object({
  /** The badge clients see now (V, Q, CT, CID, CTCID) or null. */
  badge: z.enum(['V', 'Q', 'CT', 'CID', 'CTCID']).nullable(),
  hasDesignerRole: z.boolean(),
  certifications: z.array(z.object({ id: z.number().int(), name: z.string(), documentName: z.string().nullable() })),
  requests: z.object({ CT: badgeRequestState.nullable(), CID: badgeRequestState.nullable() }),
});
export type BadgeRequests = z.infer<typeof badgeRequestsAnswer>;

export const badgeRequestAnswer = badgeRequestsAnswer.extend({ message: z.string() });
