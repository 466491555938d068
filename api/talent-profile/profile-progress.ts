/**
 * The profile's progress alone (spec 3 §3): the stored status and what it is computed from, plus the two facts the
 * first-run guide and the proposal form add to it (a photo, the signed Independent Contractor Agreement), for the
 * pages that show only the progress (the talent's dashboard, the guide, the proposal form) and need none of the rest
 * of the profile.
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructors } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { hasSignedLegalDocument } from '../legal/signed-documents.ts';
import { profileSectionTexts } from '../../src/domain/profile-sections.ts';
import { profileStatusSchema } from '../../src/domain/profile-status.ts';
import type { TalentStanding } from '../../src/domain/first-proposal.ts';
import { profileStandingOf } from './profile-status.ts';

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
  hasPhoto: z.boolean(),
  /** The talent signed the Independent Contractor Agreement (any version). */
  agreementSigned: z.boolean(),
});

export async function loadProfileProgress(db: Db, instrId: number): Promise<TalentStanding> {
  const [standing, [photo], agreementSigned] = await Promise.all([
    profileStandingOf(db, instrId),
    db.select({ id: instructors.thumbnailBlobId }).from(instructors).where(eq(instructors.id, instrId)),
    hasSignedLegalDocument(db, { instrId }, 'ICA'),
  ]);
  if (!standing) throw notFound(profileSectionTexts.entryNotFound);
  return { ...standing, hasPhoto: Boolean(photo?.id), agreementSigned };
}
