/**
 * Trust badges (constants.trustBadges), computed from facts the product holds (decision record 276):
 * - V, verified independent contractor: the talent signed the Independent Contractor Agreement;
 * - Q, qualified professional: the profile is Better or Best (education, a certification and a reference on file);
 * - CT, certified trainer: a certification whose document the support team approved (badge-requests.ts);
 * - CID, certified instructional designer: the Instructional Designer role and a relevant certification whose
 *   document the support team approved;
 * - CTCID: both CT and CID.
 * A self-declared tick earns no certified badge: only approved evidence does.
 * A talent shows one badge, the strongest that applies: CTCID, then CT or CID, then Q, then V.
 */
import { profileStatuses, type trustBadges } from './constants.ts';
import type { ProfileStatus } from './profile-status.ts';

export type TrustBadge = keyof typeof trustBadges;

export interface TrustFacts {
  signedIca: boolean;
  profileStatus: ProfileStatus;
  certifiedTrainer: boolean;
  certifiedInstructionalDesigner: boolean;
}

export function trustBadgeOf(facts: TrustFacts): TrustBadge | null {
  if (facts.certifiedTrainer && facts.certifiedInstructionalDesigner) return 'CTCID';
  if (facts.certifiedTrainer) return 'CT';
  if (facts.certifiedInstructionalDesigner) return 'CID';
  if (facts.profileStatus >= profileStatuses.Better) return 'Q';
  if (facts.signedIca) return 'V';
  return null;
}

/** How each badge is earned, in a sentence: shown with the badge and on the talent's own profile. */
export const badgeEarnedBy: Record<TrustBadge, string> = {
  V: 'Earned by signing the Independent Contractor Agreement.',
  Q: 'Earned with education, a certification and a professional reference on the profile.',
  CT: 'Earned with a certification document the support team checked and approved.',
  CID: 'Earned with the Instructional Designer role and a relevant certification document the support team checked and approved.',
  CTCID: 'Earned by meeting both the certified trainer and the certified instructional designer rules.',
};
