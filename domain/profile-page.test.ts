import { describe, expect, it } from 'vitest';
import { averageRating, isEmptySection, ownerPrompts, pictureSrc, storySections, timeZoneLabel } from './profile-page.ts';
import { profileSections, type TalentView } from './talent-view.ts';

const bare: TalentView = {
  viewer: 'talent',
  sections: [...profileSections],
  instrId: 7,
  projectId: null,
  isAgency: false,
  profileStatus: 0,
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

describe('the sections of the profile page', () => {
  it('counts a section as empty when the view carries nothing for it, and as filled with one entry', () => {
    for (const section of profileSections) expect(isEmptySection(bare, section), section).toBe(true);
    const filled: TalentView = {
      ...bare,
      aboutMe: 'I teach.',
      portfolioLinks: [{ webID: 1, title: 'Blog', url: 'https://example.com', description: null, urlTypeId: 1, thumbnail: null }],
      rate: { roles: [], proposal: { rateType: 'day', ratePrice: 800, ratePriceComment: null } },
      languages: [{ language: 'English', proficiency: 4, proficiencyName: 'Fluent' }],
    };
    for (const section of ['aboutMe', 'portfolio', 'rate', 'languages'] as const) expect(isEmptySection(filled, section), section).toBe(false);
    expect(isEmptySection({ ...bare, rate: { roles: [], proposal: null } }, 'rate')).toBe(true);
    expect(isEmptySection({ ...bare, aboutMe: '' }, 'aboutMe')).toBe(true);
  });

  it('counts every section as filled by its own entries, and portfolio and rate by either half', () => {
    const full: TalentView = {
      ...bare,
      notes: { note: 'Call back', notesDateUpdated: null },
      jobs: [{ projectId: 1, title: 'Excel', jobStatus: 'open', proposalStatus: 'Submission' }],
      projectExperiences: [{ projectId: 2, title: 'Power BI', completedAt: null }],
      supportingDocuments: [{ documentId: 3, fileName: 'cv.pdf', fileSize: 10 }],
      testimonials: [{ requestID: 4, clientFirstName: 'A', clientLastName: 'B', jobTitle: 'CTO', companyName: 'Acme', testimonialResponse: 'Great', isResponsePublic: true, submittedAt: '2026-01-01' }],
      profileRoles: [{ myRole: { roleId: 1, role: 'Trainer', startYear: 2010 }, mySkills: [] }],
      industryExperiences: ['Banking'],
      portfolioCourses: [{ courseID: 5, title: 'SQL', description: null, courseOutline: null, thumbnail: null }],
      certifications: [{ name: 'CPTD', issuingOrganization: null, issueDate: null, expiryDate: null, credentialUrl: null }],
      workExperiences: [{ companyName: 'Acme', jobTitle: 'Trainer', location: null, startDate: '2020-01-01', endDate: null, isCurrent: true, description: null }],
      educations: [{ institution: 'MIT', degree: null, fieldOfStudy: null, startYear: null, endYear: null, description: null }],
      reviews: [{ reviewId: 6, projectName: 'SQL', fname: 'A', lname: 'B', feedbackGivenBy: 'Acme', rating: 5, feedback: 'Good', createdDate: '2026-01-01', editedDate: null }],
    };
    const filledHere = ['notes', 'jobs', 'projectExperiences', 'supportingDocuments', 'testimonials', 'rolesAndSkills', 'industries', 'courses', 'certifications', 'workExperience', 'education', 'reviews'] as const;
    for (const section of filledHere) expect(isEmptySection(full, section), section).toBe(false);
    const item = { docID: 1, title: 'Guide', description: null, thumbnail: null, blobFileName: 'g.pdf', fileSize: 10 };
    expect(isEmptySection({ ...bare, portfolioItems: [item] }, 'portfolio')).toBe(false);
    expect(isEmptySection({ ...bare, rate: { roles: [{ roleId: 1, role: 'Trainer', rateType: 'Hourly', rateMin: 40, rateMax: 60 }], proposal: null } }, 'rate')).toBe(false);
  });

  it('asks the owner for every section of the story they fill themselves, each with the page to fill it on', () => {
    const theirs = storySections.filter((s) => !['supportingDocuments', 'projectExperiences', 'reviews'].includes(s));
    for (const section of theirs) expect(ownerPrompts[section]?.href, section).toMatch(/^\/(profile|requesttestimonial)/);
    expect(ownerPrompts.reviews).toBeUndefined();
  });
});

describe('the summary column’s facts', () => {
  it('averages the stars to one decimal, and has no rating without reviews', () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
    expect(averageRating([])).toBeNull();
    expect(averageRating(undefined)).toBeNull();
  });

  it('names a time zone as people say it, with its offset on the day', () => {
    expect(timeZoneLabel('America/Denver', new Date('2026-11-28T12:00:00Z'))).toBe('Mountain Time (UTC−7)');
    expect(timeZoneLabel('America/Denver', new Date('2026-07-01T12:00:00Z'))).toBe('Mountain Time (UTC−6)');
    expect(timeZoneLabel('Asia/Kolkata', new Date('2026-11-28T12:00:00Z'))).toBe('India Standard Time (UTC+5:30)');
    expect(timeZoneLabel('Not/AZone', new Date())).toBeNull();
    expect(timeZoneLabel(null, new Date())).toBeNull();
    expect(timeZoneLabel('Africa/Abidjan', new Date('2026-11-28T12:00:00Z'))).toBe('Greenwich Mean Time (UTC+0)');
  });

  it('serves a picture by the blob route to signed-in viewers and by the public photo route to visitors', () => {
    expect(pictureSrc('a b/c', true)).toBe('/api/Blob/Photo?id=a%20b%2Fc');
    expect(pictureSrc('a b/c', false)).toBe('/api/TrainerProfile/PublicPhoto?id=a%20b%2Fc');
  });
});
