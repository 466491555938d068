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
});
