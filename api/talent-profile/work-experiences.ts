/** Work experience of a talent profile: listed current first, then by start date; not on an agency’s profile. */
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { workExperiences } from '../db/schema/index.ts';
import { holdListLimit } from '../http/list-limit.ts';
import { profileSectionLimits, profileSectionTexts, type WorkExperienceInput } from '#domain/profile-sections.ts';
import type { ProfileStatus } from '#domain/profile-status.ts';
import { workExperienceEntry } from '#domain/profile-entries.ts';
import { changeProfile, refuseOnAgency } from '../talent-standing/profile-write.ts';
import { deleteEntry, updateEntry } from './profile-entry.ts';

export const workExperience = z.object({ id: z.number().int(), ...workExperienceEntry });
export type WorkExperience = z.infer<typeof workExperience>;

const columns = {
  id: workExperiences.id,
  companyName: workExperiences.companyName,
  jobTitle: workExperiences.jobTitle,
  location: workExperiences.location,
  startDate: workExperiences.startDate,
  endDate: workExperiences.endDate,
  isCurrent: workExperiences.isCurrent,
  description: workExperiences.description,
};

export function listWorkExperiences(db: Db, instrId: number): Promise<WorkExperience[]> {
  return db
    .select(columns)
    .from(workExperiences)
    .where(eq(workExperiences.instrId, instrId))
    .orderBy(desc(workExperiences.isCurrent), desc(workExperiences.startDate), desc(workExperiences.id));
}

const values = (input: WorkExperienceInput) => ({
  companyName: input.companyName,
  jobTitle: input.jobTitle,
  location: input.location ?? null,
  startDate: input.startDate,
  endDate: input.isCurrent ? null : (input.endDate ?? null),
  isCurrent: input.isCurrent,
  description: input.description ?? null,
});

export function addWorkExperience(deps: Deps, instrId: number, input: WorkExperienceInput): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx, profile) => {
    refuseOnAgency(profile);
    const limit = { list: 'workExperiences', max: profileSectionLimits.workExperiencesMax, message: profileSectionTexts.workExperiencesTooMany } as const;
    await holdListLimit(tx, limit, instrId, () => tx.$count(workExperiences, eq(workExperiences.instrId, instrId)));
    await tx.insert(workExperiences).values({ instrId, ...values(input) });
  });
}

export function updateWorkExperience(deps: Deps, instrId: number, id: number, input: WorkExperienceInput): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx, profile) => {
    refuseOnAgency(profile);
    await updateEntry(tx, workExperiences, instrId, id, values(input), profileSectionTexts.entryNotFound);
  });
}

export function deleteWorkExperience(deps: Deps, instrId: number, id: number): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx) => {
    await deleteEntry(tx, workExperiences, instrId, id, profileSectionTexts.entryNotFound);
  });
}
