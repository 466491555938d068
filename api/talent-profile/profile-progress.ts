/**
 * The profile's progress alone: the stored status and what it is computed from, plus the two facts the
 * first-run guide and the proposal form add to it (a photo, the signed Independent Contractor Agreement), for the
 * pages that show only the progress (the talent's dashboard, the guide, the proposal form) and need none of the rest
 * of the profile.
 */
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructors } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { signedLegalDocument } from '../access/signed-documents.ts';
import { profileSectionTexts } from '#domain/profile-sections.ts';
import { asProfileStatus, profileStatusSchema } from '#domain/profile-status.ts';
import type { TalentStanding } from '#domain/first-proposal.ts';
import { profileCountColumns } from '../talent-standing/profile-status.ts';

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

/** One query: the stored status, the counts, the photo and the agreement, all beside the talent's row. */
export async function loadProfileProgress(db: Db, instrId: number): Promise<TalentStanding> {
  const [row] = await db
    .select({
      profileStatus: instructors.profileStatus,
      ...profileCountColumns(db, instrId),
      hasPhoto: sql<boolean>`${instructors.thumbnailBlobId} is not null`,
      agreementSigned: signedLegalDocument(db, { instrId }, 'ICA'),
    })
    .from(instructors)
    .where(eq(instructors.id, instrId));
  if (!row) throw notFound(profileSectionTexts.entryNotFound);
  const { profileStatus, hasPhoto, agreementSigned, ...counts } = row;
  return { profileStatus: asProfileStatus(profileStatus), counts, hasPhoto, agreementSigned };
}
