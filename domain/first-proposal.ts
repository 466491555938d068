/**
 * What stands between a talent and a proposal, each as a step with the page where it is done: a Good profile and
 * the signed Independent Contractor Agreement for a talent, the agency's Supplier Agreement for an agency. The
 * first-run guide, the profile's status panel and the proposal form all read it, so each says what is missing and
 * links straight to it; signing leads back to the page that asked (returnTo).
 */
import { profileStatuses } from './constants.ts';
import { stepsOf, type ProfileStep } from './profile-progress.ts';
import type { ProfileCounts, ProfileStatus } from './profile-status.ts';

/** A talent's progress towards a first proposal (TrainerProfile/GetProgress). */
export interface TalentStanding {
  profileStatus: ProfileStatus;
  counts: ProfileCounts;
  hasPhoto: boolean;
  agreementSigned: boolean;
}

export interface GuideStep extends ProfileStep {
  /** A step that helps but is not needed to send proposals. */
  optional?: boolean;
}

export const guidePath = '/profile/welcome-user';

export const firstProposalTexts = {
  signIca: 'Sign the Independent Contractor Agreement',
  signSupplier: 'Sign the Supplier Agreement',
  askOwner: 'Ask your agency’s owner to sign the Supplier Agreement',
  blockersTitle: 'Before you can send this proposal',
  blockersIntro: 'Your draft is kept on this device while you do these; each link brings you back here.',
} as const;

/** The signing page of an agreement, coming back to `returnTo` once signed. */
export function signAgreementPath(docType: 'ICA' | 'Supplier Agreement', returnTo: string): string {
  return `/sign-document?docType=${encodeURIComponent(docType)}&returnTo=${encodeURIComponent(returnTo)}`;
}

export function agreementStep(standing: Pick<TalentStanding, 'agreementSigned'>, returnTo: string): ProfileStep {
  return { label: firstProposalTexts.signIca, href: signAgreementPath('ICA', returnTo), done: standing.agreementSigned };
}

/** What a talent still needs before sending a proposal: the steps to Good not yet done, then the ICA. */
export function talentProposalBlockers(standing: TalentStanding, returnTo: string): ProfileStep[] {
  return [...stepsOf(standing.counts)[profileStatuses.Good], agreementStep(standing, returnTo)].filter((step) => !step.done);
}

/** What an agency still needs: the Supplier Agreement, signed by its owner. */
export function agencyProposalBlockers(agreement: { isSigned: boolean; canSign: boolean }, returnTo: string): ProfileStep[] {
  if (agreement.isSigned) return [];
  return [
    agreement.canSign
      ? { label: firstProposalTexts.signSupplier, href: signAgreementPath('Supplier Agreement', returnTo), done: false }
      : { label: firstProposalTexts.askOwner, href: '/settings/legal-documents', done: false },
  ];
}

/**
 * The first-run guide: a photo (recommended), the introduction page (About me, languages, industries), a role,
 * work experience, then the agreement. The profile steps are those of a Good profile, grouped by the page that
 * holds them; each step's state comes from the profile, so the guide resumes anywhere.
 */
export function guideSteps(standing: TalentStanding): GuideStep[] {
  const { counts } = standing;
  return [
    { label: 'Add your photo', href: '/profile/my-information', done: standing.hasPhoto, optional: true },
    {
      label: 'Introduce yourself: About me, languages and industries',
      href: '/profile/about-me',
      done: counts.hasAboutMe && counts.languages > 0 && counts.industries > 0,
    },
    { label: 'Add a role with its skills', href: '/profile/roles', done: counts.roles > 0 },
    { label: 'Add your work experience', href: '/profile/work-experience', done: counts.workExperiences > 0 },
    agreementStep(standing, guidePath),
  ];
}

/** A talent may send proposals: Good and the agreement signed. */
export const canPropose = (standing: TalentStanding) => talentProposalBlockers(standing, guidePath).length === 0;
