/**
 * The profile's progress alone (spec 3 §3): the stored status and what it is computed from, for the pages that show
 * only the progress card (the talent's dashboard) and need none of the rest of the profile.
 */
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { profileSectionTexts } from '../../src/domain/profile-sections.ts';
import { profileStatusSchema } from '../../src/domain/profile-status.ts';
import { profileStandingOf, type ProfileStanding } from './profile-status.ts';

/** What the status is computed from, so a page can say what the next level still needs. */
export const profileCounts = z.object({
  hasAboutMe: z.boolean(),
  roles: z.number().int(),
  languages: z.number().int(),
  industries: z.number().int(),
  workExperiences: z.number().int(),
  educations: z.number().int(),
  certifications: z.number().int(),
  references: z.number().int(),
  portfolioLinks: z.number().int(),
  courses: z.number().int(),
  portfolioDocuments: z.number().int(),
});

export const profileProgressAnswer = z.object({
  /** As profileChanged last stored it after a write. */
  profileStatus: profileStatusSchema,
  counts: profileCounts,
});

export async function loadProfileProgress(db: Db, instrId: number): Promise<ProfileStanding> {
  const standing = await profileStandingOf(db, instrId);
  if (!standing) throw notFound(profileSectionTexts.entryNotFound);
  return standing;
}
