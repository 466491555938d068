import { describe, expect, it } from 'vitest';
import { progressOf, strengthOf } from './profile-progress.ts';
import type { ProfileCounts } from './profile-status.ts';
import { noProfileCounts } from '../tests/fixtures/profile-counts.ts';

const none = noProfileCounts;
const good: ProfileCounts = { ...none, hasAboutMe: true, roles: 1, languages: 1, industries: 2, workExperiences: 1 };

describe('what a profile needs for its next level', () => {
  it('lists every Good step a new talent has not taken, with the page for each', () => {
    const progress = progressOf({ ...none, languages: 1 });
    expect(progress.status).toBe(0);
    expect(progress.next?.status).toBe(1);
    expect(progress.next?.missing.map((s) => s.label)).toEqual([
      'Write your About me',
      'Add a role with its skills',
      'Choose the industries you have worked in',
      'Add your work experience',
    ]);
    expect(progress.next?.missing[0]?.href).toBe('/profile/about-me');
  });

  it('moves on to Better once Good is reached, and has nothing left at Best', () => {
    expect(progressOf(good).next?.missing.map((s) => s.label)).toEqual(['Add your education', 'Add a certification', 'Add a professional reference']);
    const best = { ...good, educations: 1, certifications: 1, references: 1, courses: 1, portfolioLinks: 2 };
    expect(progressOf(best)).toEqual({ status: 3, next: null });
  });
});

describe('the profile strength meter', () => {
  it('counts the steps done of all ten, from none to all', () => {
    expect(strengthOf(none)).toEqual({ done: 0, total: 10, percent: 0 });
    expect(strengthOf(good)).toEqual({ done: 5, total: 10, percent: 50 });
    const best = { ...good, educations: 1, certifications: 1, references: 1, courses: 1, portfolioLinks: 2 };
    expect(strengthOf(best)).toEqual({ done: 10, total: 10, percent: 100 });
    expect(strengthOf({ ...best, portfolioLinks: 1 }).done).toBe(9);
  });
});
