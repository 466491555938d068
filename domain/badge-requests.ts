/**
 * Asking for a certified trust badge from the certifications page. The evidence is a certification of the profile
 * with its document uploaded (PDF, JPG or PNG, at most 20 MB, checked by its bytes): any such certification for CT,
 * and for CID one held with the Instructional Designer role on the profile. The support team approves or rejects the
 * request by its signed link (approvals.ts); the badge shows only once approved.
 */
import { z } from 'zod';
import { approvalStatuses } from './approvals.ts';
import { badgeRequestTexts, certifiedBadges } from './badge-request-texts.ts';

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
