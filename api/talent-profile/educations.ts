/** Education of a talent profile: listed latest first; not on an agency’s profile. */
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { educations } from '../db/schema/index.ts';
import { holdListLimit } from '../http/list-limit.ts';
import { profileSectionLimits, profileSectionTexts, type EducationInput } from '#domain/profile-sections.ts';
import type { ProfileStatus } from '#domain/profile-status.ts';
import { educationEntry } from '#domain/profile-entries.ts';
import { changeProfile, refuseOnAgency } from '../talent-standing/profile-write.ts';
import { deleteEntry, updateEntry } from './profile-entry.ts';

export const education = z.object({ id: z.number().int(), ...educationEntry });
export type Education = z.infer<typeof education>;

const columns = {
  id: educations.id,
  institution: educations.institution,
  degree: educations.degree,
  fieldOfStudy: educations.fieldOfStudy,
  startYear: educations.startYear,
  endYear: educations.endYear,
  description: educations.description,
};

export function listEducations(db: Db, instrId: number): Promise<Education[]> {
  return db
    .select(columns)
    .from(educations)
    .where(eq(educations.instrId, instrId))
    .orderBy(sql`${educations.endYear} desc nulls first`, desc(educations.startYear), desc(educations.id));
}

const values = (input: EducationInput) => ({
  institution: input.institution,
  degree: input.degree ?? null,
  fieldOfStudy: input.fieldOfStudy ?? null,
  startYear: input.startYear ?? null,
  endYear: input.endYear ?? null,
  description: input.description ?? null,
});

export function addEducation(deps: Deps, instrId: number, input: EducationInput): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx, profile) => {
    refuseOnAgency(profile);
    const limit = { list: 'educations', max: profileSectionLimits.educationsMax, message: profileSectionTexts.educationsTooMany } as const;
    await holdListLimit(tx, limit, instrId, () => tx.$count(educations, eq(educations.instrId, instrId)));
    await tx.insert(educations).values({ instrId, ...values(input) });
  });
}

export function updateEducation(deps: Deps, instrId: number, id: number, input: EducationInput): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx, profile) => {
    refuseOnAgency(profile);
    await updateEntry(tx, educations, instrId, id, values(input), profileSectionTexts.entryNotFound);
  });
}

export function deleteEducation(deps: Deps, instrId: number, id: number): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx) => {
    await deleteEntry(tx, educations, instrId, id, profileSectionTexts.entryNotFound);
  });
}
