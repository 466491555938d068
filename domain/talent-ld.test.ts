import { describe, expect, it } from 'vitest';
import { profileSections, type PublicProfile, type TalentView } from './talent-view.ts';
import { profilePageLd } from './talent-ld.ts';

const view: TalentView = {
  viewer: 'public',
  sections: [...profileSections],
  instrId: 7,
  projectId: null,
  isAgency: false,
  profileStatus: 2,
  firstName: 'Ada',
  lastName: 'Stone',
  companyName: null,
  photoBlobId: null,
  agency: null,
  headline: null,
  trustBadge: null,
  location: { city: null, stateCode: null, countryCode: null, timeZone: null },
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const profile = (over: Partial<TalentView> = {}, rest: Partial<PublicProfile> = {}): PublicProfile => ({
  view: { ...view, ...over },
  visibility: 'public',
  isComplete: true,
  canonicalUrl: 'https://x.example/talent/7',
  imageUrl: 'https://x.example/card.png',
  photoUrl: null,
  averageRating: null,
  ...rest,
});
const absolute = (path: string) => `https://x.example${path}`;
const review = { reviewId: 1, projectName: 'SQL', fname: 'A', lname: 'B', feedbackGivenBy: 'Acme', rating: 5, feedback: 'Good', createdDate: '2026-01-01', editedDate: null };

describe('the schema.org markup of a public talent page', () => {
  it('says no more of a bare profile than its name and page', () => {
    expect(profilePageLd(profile(), absolute)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: 'https://x.example/talent/7',
      name: 'Ada Stone',
      dateModified: '2026-11-01T00:00:00.000Z',
      mainEntity: { '@type': 'Person', '@id': 'https://x.example/talent/7#person', name: 'Ada Stone', url: 'https://x.example/talent/7', givenName: 'Ada', familyName: 'Stone' },
    });
  });

  it('tells what the page shows of a person', () => {
    const ld = profilePageLd(
      profile(
        {
          headline: 'Excel trainer',
          location: { city: 'Austin', stateCode: 'TX', countryCode: 'US', timeZone: null },
          profileRoles: [
            { myRole: { roleId: 1, role: 'Trainer', startYear: 2010 }, mySkills: [{ skillId: 1, skill: 'Excel', isUnapprovedSkill: false }, { skillId: 2, skill: 'DAX', isUnapprovedSkill: false }] },
            { myRole: { roleId: 2, role: 'Designer', startYear: 2012 }, mySkills: [{ skillId: 1, skill: 'Excel', isUnapprovedSkill: false }] },
          ],
          languages: [{ language: 'English', proficiency: 3, proficiencyName: 'Fluent' }],
          certifications: [
            { name: 'CPTD', issuingOrganization: 'ATD', issueDate: null, expiryDate: null, credentialUrl: null },
            { name: 'MOS', issuingOrganization: null, issueDate: null, expiryDate: null, credentialUrl: null },
          ],
          educations: [{ institution: 'MIT', degree: null, fieldOfStudy: null, startYear: null, endYear: null, description: null }],
          reviews: [review, { ...review, reviewId: 2, rating: 4 }],
        },
        { photoUrl: '/api/TrainerProfile/PublicPhoto?id=p', averageRating: 4.5 },
      ),
      absolute,
    );
    expect(ld.name).toBe('Ada Stone – Excel trainer');
    expect(ld.mainEntity).toEqual({
      '@type': 'Person',
      '@id': 'https://x.example/talent/7#person',
      name: 'Ada Stone',
      url: 'https://x.example/talent/7',
      description: 'Excel trainer',
      image: 'https://x.example/api/TrainerProfile/PublicPhoto?id=p',
      knowsAbout: ['Excel', 'DAX'],
      knowsLanguage: ['English'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      givenName: 'Ada',
      familyName: 'Stone',
      jobTitle: 'Trainer, Designer',
      homeLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' } },
      hasCredential: [
        { '@type': 'EducationalOccupationalCredential', name: 'CPTD', recognizedBy: { '@type': 'Organization', name: 'ATD' } },
        { '@type': 'EducationalOccupationalCredential', name: 'MOS' },
      ],
      alumniOf: [{ '@type': 'EducationalOrganization', name: 'MIT' }],
    });
  });

  it('marks an agency as an organisation at its place, by its company name', () => {
    const ld = profilePageLd(profile({ isAgency: true, companyName: 'Stone Training', location: { city: null, stateCode: null, countryCode: 'CA', timeZone: null } }), absolute);
    expect(ld.mainEntity).toEqual({
      '@type': 'Organization',
      '@id': 'https://x.example/talent/7#organization',
      name: 'Stone Training',
      url: 'https://x.example/talent/7',
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'CA' } },
    });
  });

  it('gives a place with only its city or its state, and no rating without reviews', () => {
    const city = profilePageLd(profile({ location: { city: 'Austin', stateCode: null, countryCode: null, timeZone: null } }, { averageRating: 4 }), absolute);
    expect(city.mainEntity).toMatchObject({ homeLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Austin' } } });
    expect(city.mainEntity).not.toHaveProperty('aggregateRating');
    const state = profilePageLd(profile({ location: { city: null, stateCode: 'TX', countryCode: null, timeZone: null }, reviews: [review] }), absolute);
    expect(state.mainEntity).toMatchObject({ homeLocation: { address: { '@type': 'PostalAddress', addressRegion: 'TX' } } });
    expect(state.mainEntity).not.toHaveProperty('aggregateRating');
  });
});
