/**
 * The talent profile as one page for its three viewers: a visitor (the public page), a client (the candidate view on
 * a job, or a recruiter's shared link) and the owner (their own profile, or the candidate view in edit mode). Which
 * sections are empty, where the owner fills each one, and the few facts the summary column shows.
 */
import type { ProfileSection, TalentView } from './talent-view.ts';

export type ProfileViewer = 'visitor' | 'client' | 'owner';

/** The sections of the story column, in reading order; the others live in the summary column. */
export const storySections: readonly ProfileSection[] = [
  'aboutMe',
  'supportingDocuments',
  'rolesAndSkills',
  'portfolio',
  'testimonials',
  'reviews',
  'workExperience',
  'projectExperiences',
  'courses',
  'certifications',
  'education',
];

const emptyWhen: Record<ProfileSection, (view: TalentView) => boolean> = {
  notes: (v) => !v.notes,
  jobs: (v) => !v.jobs?.length,
  rate: (v) => !v.rate || (!v.rate.proposal && v.rate.roles.length === 0),
  aboutMe: (v) => !v.aboutMe,
  projectExperiences: (v) => !v.projectExperiences?.length,
  supportingDocuments: (v) => !v.supportingDocuments?.length,
  testimonials: (v) => !v.testimonials?.length,
  rolesAndSkills: (v) => !v.profileRoles?.length,
  industries: (v) => !v.industryExperiences?.length,
  languages: (v) => !v.languages?.length,
  portfolio: (v) => !v.portfolioItems?.length && !v.portfolioLinks?.length,
  courses: (v) => !v.portfolioCourses?.length,
  certifications: (v) => !v.certifications?.length,
  workExperience: (v) => !v.workExperiences?.length,
  education: (v) => !v.educations?.length,
  reviews: (v) => !v.reviews?.length,
};

/** Whether the view carries nothing for a section (a section the viewer does not get counts as empty). */
export const isEmptySection = (view: TalentView, section: ProfileSection): boolean => emptyWhen[section](view);

/** What an owner is asked to add to an empty section, and where; a section without one stays hidden when empty. */
export const ownerPrompts: Partial<Record<ProfileSection, { text: string; href: string; action: string }>> = {
  aboutMe: { text: 'Tell clients who you are, what you teach and how you work.', href: '/profile/about-me', action: 'Write your introduction' },
  rolesAndSkills: { text: 'A role with its skills says what you can be hired for.', href: '/profile/roles', action: 'Add a role' },
  industries: { text: 'Name the industries you have trained people in.', href: '/profile/about-me', action: 'Add industries' },
  languages: { text: 'Say which languages you teach in.', href: '/profile/about-me', action: 'Add a language' },
  portfolio: { text: 'Show a guide, a slide deck or a video of your teaching.', href: '/profile/portfolio', action: 'Add to your portfolio' },
  courses: { text: 'List the courses you run, with their outline.', href: '/profile/courses/edit', action: 'Add a course' },
  testimonials: { text: 'Words from a client you worked with weigh more than any description.', href: '/requesttestimonial', action: 'Request a Testimonial' },
  workExperience: { text: 'Where you trained or designed learning before.', href: '/profile/work-experience', action: 'Add work experience' },
  education: { text: 'Your degrees and studies.', href: '/profile/education', action: 'Add education' },
  certifications: { text: 'Certifications back your skills and lead to trust badges.', href: '/profile/certifications', action: 'Add a certification' },
};

/** The average of the reviews' stars to one decimal, or null without reviews. */
export function averageRating(reviews: readonly { rating: number }[] | undefined): number | null {
  if (!reviews?.length) return null;
  return Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;
}

/** A time zone as people name it, with its offset now: "Mountain Time (UTC−7)"; null for an unknown zone. */
export function timeZoneLabel(zone: string | null, now: Date): string | null {
  if (!zone) return null;
  try {
    const part = (timeZoneName: 'longGeneric' | 'shortOffset') =>
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName }).formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ?? '';
    const offset = part('shortOffset').replace('GMT', 'UTC').replace('-', '−');
    return `${part('longGeneric')} (${offset === 'UTC' ? 'UTC+0' : offset})`;
  } catch {
    return null;
  }
}

/** What every section component of the profile is given. */
export interface SectionProps {
  view: TalentView;
  viewer: ProfileViewer;
  /** Files link to their download only for a signed-in viewer. */
  signedIn: boolean;
}

/** A stored picture's address: served to signed-in viewers by the blob route; a visitor gets the public photo route. */
export const pictureSrc = (blobId: string, signedIn: boolean): string =>
  signedIn ? `/api/Blob/Photo?id=${encodeURIComponent(blobId)}` : `/api/TrainerProfile/PublicPhoto?id=${encodeURIComponent(blobId)}`;
