/**
 * The profile status of a talent computed from the profile tables (src/domain/profile-status.ts). The stored
 * instructors.profile_status is written by profileChanged after every profile write, and read everywhere else.
 */
import { count, eq, type SQL } from 'drizzle-orm';
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
import { asProfileStatus, profileStatusOf, type ProfileCounts, type ProfileStatus } from '../../src/domain/profile-status.ts';

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

/** The talent's status as the profile now holds it; null when there is no such profile. */
export async function computeProfileStatus(db: Db, instrId: number): Promise<ProfileStatus | null> {
  const counts = await profileCountsOf(db, instrId);
  return counts ? profileStatusOf(counts) : null;
}

/** The stored status (what profileChanged last wrote); 0 when there is no such profile. */
export async function storedProfileStatus(db: Db, instrId: number): Promise<ProfileStatus> {
  const [row] = await db.select({ status: instructors.profileStatus }).from(instructors).where(eq(instructors.id, instrId));
  return asProfileStatus(row?.status ?? 0);
}
