import { describe, expect, it } from 'vitest';
import { asProfileStatus, profileStatusOf, profileStatusSchema, type ProfileCounts } from '#domain/profile-status.ts';
import { profileStatuses } from '#domain/constants.ts';

const { Incomplete, Good, Better, Best } = profileStatuses;

/** A Best profile with exactly one of everything and three portfolio items: each rule below takes one thing away. */
const best: ProfileCounts = {
  hasAboutMe: true,
  roles: 1,
  languages: 1,
  industries: 1,
  workExperiences: 1,
  educations: 1,
  certifications: 1,
  references: 1,
  portfolioLinks: 1,
  courses: 1,
  portfolioDocuments: 1,
};
const status = (over: Partial<ProfileCounts>) => profileStatusOf({ ...best, ...over });

describe('the profile status', () => {
  it('a profile with one of everything and three portfolio items is Best', () => {
    expect(status({})).toBe(Best);
  });

  it('a profile without an About Me text is not Good', () => expect(status({ hasAboutMe: false })).toBe(Incomplete));
  it('a profile without a role is not Good', () => expect(status({ roles: 0 })).toBe(Incomplete));
  it('a profile without a language is not Good', () => expect(status({ languages: 0 })).toBe(Incomplete));
  it('a profile without an industry is not Good', () => expect(status({ industries: 0 })).toBe(Incomplete));
  it('a profile without a work experience is not Good', () => expect(status({ workExperiences: 0 })).toBe(Incomplete));

  it('a Good profile without an education is not Better', () => expect(status({ educations: 0 })).toBe(Good));
  it('a Good profile without a certification is not Better', () => expect(status({ certifications: 0 })).toBe(Good));
  it('a Good profile without a professional reference is not Better', () => expect(status({ references: 0 })).toBe(Good));
  it('a Good profile with only one of education, certification and reference is not Better', () => {
    expect(status({ certifications: 0, references: 0 })).toBe(Good);
    expect(status({ educations: 0, references: 0 })).toBe(Good);
    expect(status({ educations: 0, certifications: 0 })).toBe(Good);
  });

  it('a Better profile without a course is not Best, however large its portfolio', () => {
    expect(status({ courses: 0, portfolioLinks: 5, portfolioDocuments: 5 })).toBe(Better);
  });

  it('a Better profile with fewer than 3 portfolio items is not Best', () => {
    expect(status({ portfolioLinks: 0 })).toBe(Better);
    expect(status({ portfolioDocuments: 0 })).toBe(Better);
    expect(status({ portfolioLinks: 0, portfolioDocuments: 0, courses: 2 })).toBe(Better);
  });

  it('counts links, courses and documents alike towards the 3 portfolio items of Best', () => {
    expect(status({ portfolioLinks: 0, portfolioDocuments: 0, courses: 3 })).toBe(Best);
    expect(status({ portfolioLinks: 2, portfolioDocuments: 0 })).toBe(Best);
    expect(status({ portfolioLinks: 0, portfolioDocuments: 2 })).toBe(Best);
  });

  it('reads a stored status as its level, out-of-range values as the nearest level', () => {
    expect([-1, 0, 1, 2, 3, 4].map(asProfileStatus)).toEqual([Incomplete, Incomplete, Good, Better, Best, Best]);
  });

  it('sends only the four levels on the wire', () => {
    expect([0, 1, 2, 3].map((v) => profileStatusSchema.safeParse(v).success)).toEqual([true, true, true, true]);
    expect([-1, 4, 1.5, '1'].map((v) => profileStatusSchema.safeParse(v).success)).toEqual([false, false, false, false]);
  });
});
