/**
 * Profile status (Incomplete 0, Good 1, Better 2, Best 3): the one completeness rule, computed
 * from what the talent's profile holds (decision record 150). Each level includes the one below it.
 * - Good: an About Me text, at least one role, one language, one industry and one work experience.
 * - Better: Good, plus at least one education, one certification and one professional reference.
 * - Best: Better, plus at least one course and at least three portfolio items in all (links, courses, documents).
 */
import { z } from 'zod';
import { profileStatuses } from './constants.ts';

export type ProfileStatus = (typeof profileStatuses)[keyof typeof profileStatuses];

export interface ProfileCounts {
  hasAboutMe: boolean;
  roles: number;
  languages: number;
  industries: number;
  workExperiences: number;
  educations: number;
  certifications: number;
  references: number;
  portfolioLinks: number;
  courses: number;
  portfolioDocuments: number;
}

export const bestPortfolioItems = 3;

/** A stored status as its level (the column is a small integer; anything out of range reads as the nearest level). */
export function asProfileStatus(value: number): ProfileStatus {
  if (value >= profileStatuses.Best) return profileStatuses.Best;
  if (value >= profileStatuses.Better) return profileStatuses.Better;
  return value >= profileStatuses.Good ? profileStatuses.Good : profileStatuses.Incomplete;
}

/** The status on the wire: one of the four levels. */
export const profileStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export function profileStatusOf(p: ProfileCounts): ProfileStatus {
  const good = p.hasAboutMe && p.roles > 0 && p.languages > 0 && p.industries > 0 && p.workExperiences > 0;
  if (!good) return profileStatuses.Incomplete;
  const better = p.educations > 0 && p.certifications > 0 && p.references > 0;
  if (!better) return profileStatuses.Good;
  const portfolio = p.portfolioLinks + p.courses + p.portfolioDocuments;
  return p.courses > 0 && portfolio >= bestPortfolioItems ? profileStatuses.Best : profileStatuses.Better;
}
