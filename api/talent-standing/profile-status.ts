/**
 * The profile status of a talent computed from the profile tables (domain/profile-status.ts). The stored
 * instructors.profile_status is written by profileChanged after every profile write, and read everywhere else.
 */
import { eq, sql } from 'drizzle-orm';
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
import { asProfileStatus, profileStatusOf, type ProfileCounts, type ProfileStatus } from '#domain/profile-status.ts';

/**
 * The characters JavaScript's trim() removes (WhiteSpace and LineTerminator), so that the database reads an About Me
 * of only these as missing, exactly as the profile forms do.
 */
export const trimmedWhitespace = '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** The stored status and what the status is computed from. */
export interface ProfileStanding {
  profileStatus: ProfileStatus;
  counts: ProfileCounts;
}

/** The columns of ProfileCounts, each a subquery beside the talent's row (so a caller may add columns of its own). */
export function profileCountColumns(db: Db, instrId: number) {
  return {
    hasAboutMe: sql<boolean>`coalesce(btrim(${instructors.aboutMe}, ${trimmedWhitespace}) <> '', false)`,
    roles: db.$count(instructorRoles, eq(instructorRoles.instrId, instrId)),
    languages: db.$count(instructorLanguages, eq(instructorLanguages.instrId, instrId)),
    industries: db.$count(instructorIndustries, eq(instructorIndustries.instrId, instrId)),
    workExperiences: db.$count(workExperiences, eq(workExperiences.instrId, instrId)),
    educations: db.$count(educations, eq(educations.instrId, instrId)),
    certifications: db.$count(certifications, eq(certifications.instrId, instrId)),
    references: db.$count(professionalReferences, eq(professionalReferences.instrId, instrId)),
    portfolioLinks: db.$count(portfolioLinks, eq(portfolioLinks.instrId, instrId)),
    courses: db.$count(courses, eq(courses.instrId, instrId)),
    portfolioDocuments: db.$count(portfolioDocuments, eq(portfolioDocuments.instrId, instrId)),
  };
}

/**
 * One query: the talent's row with a count of each profile table beside it. It runs after every profile write and
 * for every page that shows the profile's progress, so it costs one round trip rather than one per table.
 */
export async function profileStandingOf(db: Db, instrId: number): Promise<ProfileStanding | null> {
  const [row] = await db
    .select({ profileStatus: instructors.profileStatus, ...profileCountColumns(db, instrId) })
    .from(instructors)
    .where(eq(instructors.id, instrId));
  if (!row) return null;
  const { profileStatus, ...counts } = row;
  return { profileStatus: asProfileStatus(profileStatus), counts };
}

export async function profileCountsOf(db: Db, instrId: number): Promise<ProfileCounts | null> {
  return (await profileStandingOf(db, instrId))?.counts ?? null;
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
