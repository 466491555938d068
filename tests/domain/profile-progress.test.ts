import { describe, expect, it } from 'vitest';
import { profileStatusNotice, progressOf, resumePageOf, statusNames, stepsOf, trainerRoleName, wizardProgressBody, profileGuideTexts } from '#domain/profile-progress.ts';
import type { ProfileCounts } from '#domain/profile-status.ts';
import { noProfileCounts } from '../fixtures/profile-counts.ts';

const none = noProfileCounts;
const one: ProfileCounts = { hasAboutMe: true, roles: 1, languages: 1, industries: 1, workExperiences: 1, educations: 1, certifications: 1, references: 1, portfolioLinks: 1, courses: 1, portfolioDocuments: 1 };

/** Each step as the talent sees it: its label, its page, and whether it shows as done. */
const shown = (p: ProfileCounts) => Object.values(stepsOf(p)).flat().map((s) => [s.label, s.href, s.done]);

describe('the steps to the next profile level', () => {
  it('a new talent sees every step undone, each with the page where it is done', () => {
    expect(shown(none)).toEqual([
      ['Write your About me', '/profile/about-me', false],
      ['Add a role with its skills', '/profile/roles', false],
      ['Add a language you teach in', '/profile/about-me#languages-heading', false],
      ['Choose the industries you have worked in', '/profile/about-me#industries-heading', false],
      ['Add your work experience', '/profile/work-experience', false],
      ['Add your education', '/profile/education', false],
      ['Add a certification', '/profile/certifications', false],
      ['Add a professional reference', '/add-professional-reference', false],
      ['Add a course you teach', '/profile/courses/edit', false],
      ['Show at least 3 portfolio items', '/profile/portfolio', false],
    ]);
  });

  it('one of each thing marks each step done but the portfolio, which needs 3 items', () => {
    const ones = { ...one, portfolioLinks: 0, portfolioDocuments: 0 };
    expect(shown(ones).map(([label, , done]) => [label, done])).toEqual(shown(none).map(([label]) => [label, label !== 'Show at least 3 portfolio items']));
  });

  it('links, courses and documents count alike towards the 3 portfolio items', () => {
    const portfolioDone = (p: Partial<ProfileCounts>) => stepsOf({ ...none, ...p })[3][1]?.done;
    expect(portfolioDone({ portfolioLinks: 1, courses: 1, portfolioDocuments: 1 })).toBe(true);
    expect(portfolioDone({ portfolioLinks: 3 })).toBe(true);
    expect(portfolioDone({ courses: 3 })).toBe(true);
    expect(portfolioDone({ portfolioDocuments: 3 })).toBe(true);
    expect(portfolioDone({ portfolioLinks: 1, portfolioDocuments: 1 })).toBe(false);
    expect(portfolioDone({ courses: 2, portfolioDocuments: 2 })).toBe(true);
  });

  it('a Better profile is shown what Best still needs', () => {
    const better = { ...one, courses: 0, portfolioLinks: 1, portfolioDocuments: 0 };
    expect(progressOf(better)).toEqual({
      status: 2,
      next: { status: 3, missing: [{ label: 'Add a course you teach', href: '/profile/courses/edit', done: false }, expect.objectContaining({ done: false })] },
    });
  });
});

describe('the notice of a new profile status', () => {
  it('names the levels as the product does', () => {
    expect(statusNames).toEqual({ 0: 'Incomplete', 1: 'Good', 2: 'Better', 3: 'Best' });
  });

  it('a profile that reaches Good is told it can now send proposals once the ICA is signed', () => {
    for (const [previous, status] of [[0, 1], [0, 3]] as const) {
      expect(profileStatusNotice(previous, status)).toEqual({
        subject: `Your profile is now ${statusNames[status]}`,
        text: `Your profile went from Incomplete to ${statusNames[status]}: you can now send proposals once your ICA is signed.`,
      });
    }
  });

  it('a profile that falls below Good is told proposals need a Good profile again', () => {
    expect(profileStatusNotice(1, 0)).toEqual({ subject: 'Your profile is now Incomplete', text: 'Your profile went from Good to Incomplete: proposals need a Good profile again.' });
  });

  it('a move between Good, Better and Best is only named', () => {
    expect(profileStatusNotice(1, 2)).toEqual({ subject: 'Your profile is now Better', text: 'Your profile went from Good to Better.' });
    expect(profileStatusNotice(3, 1)).toEqual({ subject: 'Your profile is now Good', text: 'Your profile went from Best to Good.' });
  });
});

describe('the guided first run', () => {
  it('remembers only a page of the profile', () => {
    for (const page of ['/profile', '/profile/about-me', '/profile#roles', '/profile?step=2']) {
      expect(wizardProgressBody.safeParse({ lastVisitedPage: page }).success, page).toBe(true);
    }
    for (const page of ['/profiles', '/settings/profile', '//profile', 'https://evil.example/profile', '/profile/\\evil.example', '/profile/\tx']) {
      expect(wizardProgressBody.safeParse({ lastVisitedPage: page }).error?.issues[0]?.message, page).toBe(profileGuideTexts.pageNotInGuide);
    }
    expect(wizardProgressBody.parse({ lastVisitedPage: '/profile/roles' })).toEqual({ lastVisitedPage: '/profile/roles' });
  });

  it('a returning talent picks up at the profile page they went on to, until the guide is finished', () => {
    expect(resumePageOf({ isWizardFinished: false, lastVisitedPage: '/profile/education' })).toBe('/profile/education');
    expect(resumePageOf({ isWizardFinished: true, lastVisitedPage: '/profile/education' })).toBeNull();
    expect(resumePageOf({ isWizardFinished: false, lastVisitedPage: null })).toBeNull();
    expect(resumePageOf({ isWizardFinished: false, lastVisitedPage: '/jobcenter/6' })).toBeNull();
  });

  it('offers the Trainer role', () => expect(trainerRoleName).toBe('Trainer'));
});
