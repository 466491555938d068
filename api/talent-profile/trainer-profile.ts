/**
 * The whole editable profile of one talent for its owner, with the lists its forms
 * choose from (industries, languages) and the stored profile status. Reading it writes nothing.
 */
import { profileVisibilities } from '#domain/profile-visibility.ts';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import {
  blobs,
  courses,
  industries,
  instructorIndustries,
  instructorRoles,
  instructorSkills,
  instructors,
  portfolioDocuments,
  portfolioLinks,
  roles,
  skills,
} from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { languages } from '../master/data/languages.ts';
import { profileSectionTexts } from '#domain/profile-sections.ts';
import { portfolioItemEntry, portfolioLinkEntry, profileRoleEntry } from '#domain/profile-entries.ts';
import { certification, listCertifications } from './certifications.ts';
import { education, listEducations } from './educations.ts';
import { listLanguages, trainerLanguage } from './languages.ts';
import { profileCountsOf } from '../talent-standing/profile-status.ts';
import { profileCounts } from './profile-progress.ts';
import { asProfileStatus, profileStatusSchema } from '#domain/profile-status.ts';
import { listWorkExperiences, workExperience } from './work-experiences.ts';

const idAndName = z.object({ id: z.number().int(), name: z.string() });

export const trainerProfile = z.object({
  instrId: z.number().int(),
  /** As profileChanged last stored it after a write. */
  profileStatus: profileStatusSchema,
  /** What the status is computed from, so a page can say what the next level still needs. */
  counts: profileCounts,
  slicedTrainerProfile: z.object({
    instrId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.string().nullable(),
    thumbnailBlobId: z.string().nullable(),
    trustBadge: z.string().nullable(),
    countryCode: z.string().nullable(),
    stateCode: z.string().nullable(),
    city: z.string().nullable(),
  }),
  aboutMe: z.string().nullable(),
  headline: z.string().nullable(),
  /** Who may see the profile (domain/profile-visibility.ts). */
  visibility: z.enum(profileVisibilities),
  companyInfo: z.object({ isAgency: z.boolean(), companyName: z.string().nullable() }),
  profileRoles: z.array(profileRoleEntry),
  industryExperiences: z.array(z.string()),
  industryIds: z.array(z.number().int()),
  languages: z.array(trainerLanguage),
  portfolioItems: z.array(portfolioItemEntry),
  portfolioLinks: z.array(portfolioLinkEntry),
  portfolioCourses: z.array(
    z.object({
      courseID: z.number().int(),
      title: z.string(),
      description: z.string().nullable(),
      courseOutline: z.string().nullable(),
      thumbnail: z.string().nullable(),
      blobFileName: z.string().nullable(),
      fileSize: z.number().nullable(),
    }),
  ),
  certifications: z.array(certification),
  workExperiences: z.array(workExperience),
  educations: z.array(education),
  choices: z.object({ industries: z.array(idAndName), languages: z.array(idAndName) }),
});
export type TrainerProfile = z.infer<typeof trainerProfile>;

const languageChoices = languages.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));

async function profileRolesOf(db: Db, instrId: number): Promise<TrainerProfile['profileRoles']> {
  const held = await db
    .select({ id: instructorRoles.id, roleId: roles.id, role: roles.name, startYear: instructorRoles.startYear })
    .from(instructorRoles)
    .innerJoin(roles, eq(roles.id, instructorRoles.roleId))
    .where(eq(instructorRoles.instrId, instrId))
    .orderBy(asc(roles.sortOrder), asc(roles.name));
  const skillRows = held.length
    ? await db
        .select({ instructorRoleId: instructorSkills.instructorRoleId, skillId: skills.id, skill: skills.name, isApproved: skills.isApproved })
        .from(instructorSkills)
        .innerJoin(skills, eq(skills.id, instructorSkills.skillId))
        .where(
          inArray(
            instructorSkills.instructorRoleId,
            held.map((r) => r.id),
          ),
        )
        .orderBy(asc(skills.name))
    : [];
  return held.map(({ id, ...myRole }) => ({
    myRole,
    mySkills: skillRows.filter((s) => s.instructorRoleId === id).map((s) => ({ skillId: s.skillId, skill: s.skill, isUnapprovedSkill: !s.isApproved })),
  }));
}

const industriesOf = (db: Db, instrId: number) =>
  db
    .select({ id: industries.id, name: industries.name })
    .from(instructorIndustries)
    .innerJoin(industries, eq(industries.id, instructorIndustries.industryId))
    .where(eq(instructorIndustries.instrId, instrId))
    .orderBy(asc(industries.name));

const portfolioDocumentsOf = (db: Db, instrId: number) =>
  db
    .select({
      docID: portfolioDocuments.id,
      title: portfolioDocuments.title,
      description: portfolioDocuments.description,
      thumbnail: portfolioDocuments.thumbnailBlobId,
      blobFileName: blobs.fileName,
      fileSize: blobs.size,
    })
    .from(portfolioDocuments)
    .innerJoin(blobs, eq(blobs.id, portfolioDocuments.blobId))
    .where(eq(portfolioDocuments.instrId, instrId))
    .orderBy(asc(portfolioDocuments.id));

const portfolioLinksOf = (db: Db, instrId: number) =>
  db
    .select({
      webID: portfolioLinks.id,
      title: portfolioLinks.title,
      url: portfolioLinks.url,
      description: portfolioLinks.description,
      urlTypeId: portfolioLinks.urlTypeId,
      thumbnail: portfolioLinks.thumbnailBlobId,
    })
    .from(portfolioLinks)
    .where(eq(portfolioLinks.instrId, instrId))
    .orderBy(asc(portfolioLinks.id));

const coursesOf = (db: Db, instrId: number) =>
  db
    .select({
      courseID: courses.id,
      title: courses.title,
      description: courses.description,
      courseOutline: courses.courseOutline,
      thumbnail: courses.thumbnailBlobId,
      blobFileName: blobs.fileName,
      fileSize: blobs.size,
    })
    .from(courses)
    .leftJoin(blobs, eq(blobs.id, courses.blobId))
    .where(eq(courses.instrId, instrId))
    .orderBy(asc(courses.id));

export async function loadTrainerProfile(db: Db, instrId: number): Promise<TrainerProfile> {
  const [talent] = await db.select().from(instructors).where(eq(instructors.id, instrId));
  if (!talent) throw notFound(profileSectionTexts.entryNotFound);
  const [counts, profileRoles, industryRows, languageRows, documents, links, courseRows, certificationRows, work, schooling, industryChoices] =
    await Promise.all([
      profileCountsOf(db, instrId),
      profileRolesOf(db, instrId),
      industriesOf(db, instrId),
      listLanguages(db, instrId),
      portfolioDocumentsOf(db, instrId),
      portfolioLinksOf(db, instrId),
      coursesOf(db, instrId),
      listCertifications(db, instrId),
      listWorkExperiences(db, instrId),
      listEducations(db, instrId),
      db.select({ id: industries.id, name: industries.name }).from(industries).orderBy(asc(industries.name)),
    ]);
  if (!counts) throw notFound(profileSectionTexts.entryNotFound);
  return {
    instrId,
    profileStatus: asProfileStatus(talent.profileStatus),
    counts,
    slicedTrainerProfile: {
      instrId,
      firstName: talent.firstName,
      lastName: talent.lastName,
      companyName: talent.companyName,
      thumbnailBlobId: talent.thumbnailBlobId,
      trustBadge: talent.trustBadge,
      countryCode: talent.countryCode,
      stateCode: talent.stateCode,
      city: talent.city,
    },
    aboutMe: talent.aboutMe,
    headline: talent.headline,
    visibility: talent.visibility,
    companyInfo: { isAgency: talent.isAgency, companyName: talent.companyName },
    profileRoles,
    industryExperiences: industryRows.map((row) => row.name),
    industryIds: industryRows.map((row) => row.id),
    languages: languageRows,
    portfolioItems: documents,
    portfolioLinks: links,
    portfolioCourses: courseRows,
    certifications: certificationRows,
    workExperiences: work,
    educations: schooling,
    choices: { industries: industryChoices, languages: languageChoices },
  };
}
