/**
 * The profile status of a talent computed from the profile tables (src/domain/profile-status.ts). The stored
 * instructors.profile_status is its cache: computing it writes the result back when it changed.
 */
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  certifications,
  courses,
  educations,
  instructorIndustries,
  instructorLanguages,
  instructorRoles,
  instructors,
  portfolioDocuments,
  portfolioLinks,
  professionalReferences,
  workExperiences,
} from '../db/schema/index.ts';
import { profileStatusOf, type ProfileCounts, type ProfileStatus } from '../../src/domain/profile-status.ts';

async function countOf(db: Db, table: PgTable, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

export async function profileCountsOf(db: Db, instrId: number): Promise<ProfileCounts | null> {
  const [talent] = await db.select({ aboutMe: instructors.aboutMe }).from(instructors).where(eq(instructors.id, instrId));
  if (!talent) return null;
  const [roles, languages, industries, workCount, educationCount, certificationCount, referenceCount, links, courseCount, documents] = await Promise.all([
    countOf(db, instructorRoles, eq(instructorRoles.instrId, instrId)),
    countOf(db, instructorLanguages, eq(instructorLanguages.instrId, instrId)),
    countOf(db, instructorIndustries, eq(instructorIndustries.instrId, instrId)),
    countOf(db, workExperiences, eq(workExperiences.instrId, instrId)),
    countOf(db, educations, eq(educations.instrId, instrId)),
    countOf(db, certifications, eq(certifications.instrId, instrId)),
    countOf(db, professionalReferences, eq(professionalReferences.instrId, instrId)),
    countOf(db, portfolioLinks, eq(portfolioLinks.instrId, instrId)),
    countOf(db, courses, eq(courses.instrId, instrId)),
    countOf(db, portfolioDocuments, eq(portfolioDocuments.instrId, instrId)),
  ]);
  return {
    hasAboutMe: Boolean(talent.aboutMe?.trim()),
    roles,
    languages,
    industries,
    workExperiences: workCount,
    educations: educationCount,
    certifications: certificationCount,
    references: referenceCount,
    portfolioLinks: links,
    courses: courseCount,
    portfolioDocuments: documents,
  };
}

/** The talent's status now; the stored column is updated when it differs. */
export async function syncProfileStatus(db: Db, instrId: number): Promise<ProfileStatus> {
  const counts = await profileCountsOf(db, instrId);
  if (!counts) return 0;
  const status = profileStatusOf(counts);
  await db.update(instructors).set({ profileStatus: status }).where(and(eq(instructors.id, instrId), ne(instructors.profileStatus, status)));
  return status;
}
