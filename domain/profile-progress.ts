/**
 * What a talent still needs for the next profile level (the rule of profile-status.ts), as a list of steps with
 * the page where each is done. The overview and the first-run guide show it, so the talent always knows why
 * their profile is Incomplete and what makes it Good (the level that opens proposals).
 */
import { z } from 'zod';
import { profileStatuses } from './constants.ts';
import { safeLocalPath } from './safe-path.ts';
import { bestPortfolioItems, profileStatusOf, type ProfileCounts, type ProfileStatus } from './profile-status.ts';

export interface ProfileStep {
  label: string;
  /** The page where the step is done; none while that page does not exist yet. */
  href: string | null;
  done: boolean;
}

export const statusNames: Record<ProfileStatus, string> = { 0: 'Incomplete', 1: 'Good', 2: 'Better', 3: 'Best' };

/** The steps of each level above Incomplete, in the order a new talent takes them. */
export function stepsOf(p: ProfileCounts): Record<Exclude<ProfileStatus, 0>, ProfileStep[]> {
  const portfolio = p.portfolioLinks + p.courses + p.portfolioDocuments;
  return {
    [profileStatuses.Good]: [
      { label: 'Write your About me', href: '/profile/about-me', done: p.hasAboutMe },
      { label: 'Add a role with its skills', href: '/profile/roles', done: p.roles > 0 },
      { label: 'Add a language you teach in', href: '/profile/about-me#languages-heading', done: p.languages > 0 },
      { label: 'Choose the industries you have worked in', href: '/profile/about-me#industries-heading', done: p.industries > 0 },
      { label: 'Add your work experience', href: '/profile/work-experience', done: p.workExperiences > 0 },
    ],
    [profileStatuses.Better]: [
      { label: 'Add your education', href: '/profile/education', done: p.educations > 0 },
      { label: 'Add a certification', href: '/profile/certifications', done: p.certifications > 0 },
      { label: 'Add a professional reference', href: '/add-professional-reference', done: p.references > 0 },
    ],
    [profileStatuses.Best]: [
      { label: 'Add a course you teach', href: '/profile/courses/edit', done: p.courses > 0 },
      { label: `Show at least ${bestPortfolioItems} portfolio items`, href: '/profile/portfolio', done: portfolio >= bestPortfolioItems },
    ],
  };
}

export interface ProfileProgress {
  status: ProfileStatus;
  /** The next level and what it still needs; null at Best. */
  next: { status: ProfileStatus; missing: ProfileStep[] } | null;
}

export function progressOf(p: ProfileCounts): ProfileProgress {
  const status = profileStatusOf(p);
  if (status === profileStatuses.Best) return { status, next: null };
  const nextStatus = (status + 1) as Exclude<ProfileStatus, 0>;
  return { status, next: { status: nextStatus, missing: stepsOf(p)[nextStatus].filter((step) => !step.done) } };
}

/** How much of the profile is filled: the steps done of all the levels' steps, for the profile strength meter. */
export function strengthOf(p: ProfileCounts): { done: number; total: number; percent: number } {
  const steps = Object.values(stepsOf(p)).flat();
  const done = steps.filter((step) => step.done).length;
  return { done, total: steps.length, percent: Math.round((done / steps.length) * 100) };
}

/** The notice a talent gets when their profile status moves: a subject and one sentence. */
export function profileStatusNotice(previous: ProfileStatus, status: ProfileStatus): { subject: string; text: string } {
  const subject = `Your profile is now ${statusNames[status]}`;
  if (status >= profileStatuses.Good && previous < profileStatuses.Good) {
    return { subject, text: `Your profile went from ${statusNames[previous]} to ${statusNames[status]}: you can now send proposals once your ICA is signed.` };
  }
  if (status < profileStatuses.Good) {
    return { subject, text: `Your profile went from ${statusNames[previous]} to ${statusNames[status]}: proposals need a Good profile again.` };
  }
  return { subject, text: `Your profile went from ${statusNames[previous]} to ${statusNames[status]}.` };
}

/**
 * The guided first run: the guide records the profile page a talent
 * went on to, so the next login lands there, and its end. Only a page of the profile builder may be recorded.
 */
export const profileGuideTexts = {
  pageNotInGuide: 'Only a page of your profile can be remembered.',
  trainerRolePrompt: 'Do you also deliver training? Add the Trainer role so clients find you for training jobs too.',
  trainerRoleLater: 'You can add the Trainer role at any time from Roles and skills.',
} as const;

/** The role the trainer-role prompt (showTrainerRole) offers. */
export const trainerRoleName = 'Trainer';

const isGuidePage = (value: string) => safeLocalPath(value) !== null && /^\/profile(\/|$|#|\?)/.test(value);
const guidePage = z.string().refine(isGuidePage, profileGuideTexts.pageNotInGuide);

export const wizardProgressBody = z.object({ lastVisitedPage: guidePage });

/** Where a returning talent picks up the guide: the page they went on to, while the guide is not finished. */
export function resumePageOf(user: { isWizardFinished: boolean; lastVisitedPage: string | null }): string | null {
  if (user.isWizardFinished || !user.lastVisitedPage) return null;
  return isGuidePage(user.lastVisitedPage) ? user.lastVisitedPage : null;
}
