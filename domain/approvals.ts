/**
 * What the support team approves by a signed, single-use link from its e-mail: a skill a talent added to the catalogue,
 * and the evidence behind a certified trust badge (CT: a certification document; CID: the Instructional Designer
 * role and a relevant certification). Approved skills join the catalogue; an approved badge shows on the profile.
 */
import { z } from 'zod';
import { requiredText } from './text-fields.ts';

export const approvalKinds = ['skill', 'CT', 'CID'] as const;
export type ApprovalKind = (typeof approvalKinds)[number];
export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
export const approvalDecisions = ['approve', 'reject'] as const;
export type ApprovalDecision = (typeof approvalDecisions)[number];

/** A review link works this long after the request was made. */
export const approvalLinkDays = 30;

export const approvalTexts = {
  linkInvalid: 'This review link is not valid. Use the link of the e-mail as it was sent.',
  linkExpired: 'This review link has expired. Ask the talent to send the request again.',
  alreadyDecided: (status: 'approved' | 'rejected') => `This request was already ${status}; a review link works once.`,
  decisionRequired: 'Choose Approve or Reject.',
  noDocument: 'This request has no document.',
  approved: 'Approved. The talent has been told.',
  rejected: 'Rejected. The talent has been told.',
} as const;

export const approvalTokenQuery = z.object({ token: requiredText(approvalTexts.linkInvalid, 200, approvalTexts.linkInvalid) });
export const approvalDecisionBody = approvalTokenQuery.extend({
  decision: z.enum(approvalDecisions, { error: approvalTexts.decisionRequired }),
});

/** What the reviewer reads before deciding. */
export const approvalRequestAnswer = z.object({
  kind: z.enum(approvalKinds),
  status: z.enum(approvalStatuses),
  talentName: z.string(),
  /** The skill and where it was added, or the badge's evidence, in sentences. */
  facts: z.array(z.string()),
  /** The evidence document, downloadable through this link's token. */
  documentName: z.string().nullable(),
});
export type ApprovalRequestView = z.infer<typeof approvalRequestAnswer>;

export const approvalPagePath = (token: string) => `/approval?token=${encodeURIComponent(token)}`;

/** What the talent is told once a request is decided. */
export function approvalNotice(d: { kind: ApprovalKind; approved: boolean; subject: string }): { subject: string; text: string; link: string } {
  if (d.kind === 'skill') {
    return d.approved
      ? { subject: `Your skill “${d.subject}” was approved`, text: `“${d.subject}” is now in the skill catalogue: clients see it on your profile and find you by it.`, link: '/profile/roles' }
      : {
          subject: `Your skill “${d.subject}” was not approved`,
          text: `“${d.subject}” stays on your own profile only; clients do not see it. Choose a skill from the catalogue that says the same, or add it under another name.`,
          link: '/profile/roles',
        };
  }
  return d.approved
    ? { subject: `Your trust badge ${d.kind} was approved`, text: `Clients now see the ${d.kind} badge on your profile.`, link: '/profile/certifications' }
    : {
        subject: `Your trust badge ${d.kind} was not approved`,
        text: `The evidence sent for the ${d.kind} badge was not enough. Check that the certification document is readable and current, then ask again.`,
        link: '/profile/certifications',
      };
}
