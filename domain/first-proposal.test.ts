import { describe, expect, it } from 'vitest';
import { agencyProposalBlockers, canPropose, guideSteps, talentProposalBlockers, type TalentStanding } from './first-proposal.ts';
import type { ProfileCounts } from './profile-status.ts';
import { noProfileCounts } from '../tests/fixtures/profile-counts.ts';

const none = noProfileCounts;
const good: ProfileCounts = { ...none, hasAboutMe: true, roles: 1, languages: 1, industries: 1, workExperiences: 1 };
const standing = (counts: ProfileCounts, agreementSigned: boolean, hasPhoto = false): TalentStanding => ({
  profileStatus: counts === good ? 1 : 0,
  counts,
  hasPhoto,
  agreementSigned,
});

describe('what stands between a talent and a proposal', () => {
  it('lists the missing steps to Good, then the agreement, whose link comes back to the page that asked', () => {
    const steps = talentProposalBlockers(standing({ ...good, roles: 0 }, false), '/job/submit-proposal/3');
    expect(steps.map((s) => s.label)).toEqual(['Add a role with its skills', 'Sign the Independent Contractor Agreement']);
    expect(steps[1]?.href).toBe('/sign-document?docType=ICA&returnTo=%2Fjob%2Fsubmit-proposal%2F3');
  });

  it('has nothing left once the profile is Good and the agreement signed', () => {
    expect(talentProposalBlockers(standing(good, true), '/x')).toEqual([]);
    expect(canPropose(standing(good, true))).toBe(true);
    expect(canPropose(standing(good, false))).toBe(false);
  });

  it('asks an agency owner to sign the Supplier Agreement and a member to ask the owner', () => {
    expect(agencyProposalBlockers({ isSigned: false, canSign: true }, '/job/submit-proposal/3')[0]?.href).toBe(
      '/sign-document?docType=Supplier%20Agreement&returnTo=%2Fjob%2Fsubmit-proposal%2F3',
    );
    expect(agencyProposalBlockers({ isSigned: false, canSign: false }, '/x')[0]?.label).toBe('Ask your agency’s owner to sign the Supplier Agreement');
    expect(agencyProposalBlockers({ isSigned: true, canSign: true }, '/x')).toEqual([]);
  });

  it('guides a new talent through a photo, the introduction page, a role, work experience and the agreement', () => {
    const steps = guideSteps(standing({ ...none, hasAboutMe: true, languages: 1 }, false, true));
    expect(steps.map((s) => [s.label, s.done])).toEqual([
      ['Add your photo', true],
      ['Introduce yourself: About me, languages and industries', false],
      ['Add a role with its skills', false],
      ['Add your work experience', false],
      ['Sign the Independent Contractor Agreement', false],
    ]);
    expect(steps[4]?.href).toBe('/sign-document?docType=ICA&returnTo=%2Fprofile%2Fwelcome-user');
  });

  it('links each missing step to the page where it is done, and takes no step as done before it is', () => {
    expect(talentProposalBlockers(standing(none, false), '/x')).toEqual([
      { label: 'Write your About me', href: '/profile/about-me', done: false },
      { label: 'Add a role with its skills', href: '/profile/roles', done: false },
      { label: 'Add a language you teach in', href: '/profile/about-me#languages-heading', done: false },
      { label: 'Choose the industries you have worked in', href: '/profile/about-me#industries-heading', done: false },
      { label: 'Add your work experience', href: '/profile/work-experience', done: false },
      { label: 'Sign the Independent Contractor Agreement', href: '/sign-document?docType=ICA&returnTo=%2Fx', done: false },
    ]);
    expect(agencyProposalBlockers({ isSigned: false, canSign: true }, '/x')).toEqual([
      { label: 'Sign the Supplier Agreement', href: '/sign-document?docType=Supplier%20Agreement&returnTo=%2Fx', done: false },
    ]);
    expect(agencyProposalBlockers({ isSigned: false, canSign: false }, '/x')).toEqual([
      { label: 'Ask your agency’s owner to sign the Supplier Agreement', href: '/settings/legal-documents', done: false },
    ]);
  });

  it('guides to each page, the photo as a recommendation, and ticks the introduction only with all three of its parts', () => {
    const steps = guideSteps(standing(none, false));
    expect(steps.slice(0, 4)).toEqual([
      { label: 'Add your photo', href: '/profile/my-information', done: false, optional: true },
      { label: 'Introduce yourself: About me, languages and industries', href: '/profile/about-me', done: false },
      { label: 'Add a role with its skills', href: '/profile/roles', done: false },
      { label: 'Add your work experience', href: '/profile/work-experience', done: false },
    ]);
    const introduced = (counts: Partial<ProfileCounts>) => guideSteps(standing({ ...none, ...counts }, false))[1]?.done;
    expect(introduced({ hasAboutMe: true, languages: 1, industries: 1 })).toBe(true);
    expect(introduced({ languages: 1, industries: 1 })).toBe(false);
    expect(introduced({ hasAboutMe: true, industries: 1 })).toBe(false);
    expect(introduced({ hasAboutMe: true, languages: 1 })).toBe(false);
    expect(guideSteps(standing(good, true)).map((s) => s.done)).toEqual([false, true, true, true, true]);
  });
});
