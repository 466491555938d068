/** Work experience of a talent profile: listed current first, then by start date; not on an agency’s profile. */
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { workExperiences } from '../db/schema/index.ts';
import { profileSectionLimits, profileSectionTexts, type WorkExperienceInput } from '#domain/profile-sections.ts';
import { workExperienceEntry } from '#domain/profile-entries.ts';
import { columnsNamed, entryWrites } from './entry-list.ts';
import { nullWhenLeftOut } from '../db/row-values.ts';

export const workExperience = z.object({ id: z.number().int(), ...workExperienceEntry });
export type WorkExperience = z.infer<typeof workExperience>;

export function listWorkExperiences(db: Db, instrId: number): Promise<WorkExperience[]> {
  return db
    .select(columnsNamed(workExperiences, workExperience.keyof().options))
    .from(workExperiences)
    .where(eq(workExperiences.instrId, instrId))
    .orderBy(desc(workExperiences.isCurrent), desc(workExperiences.startDate), desc(workExperiences.id));
}

const values = (input: WorkExperienceInput) => ({
  companyName: input.companyName,
  jobTitle: input.jobTitle,
  startDate: input.startDate,
  endDate: input.isCurrent ? null : (input.endDate ?? null),
  isCurrent: input.isCurrent,
  ...nullWhenLeftOut(input, ['location', 'description']),
});

export const workExperienceWrites = entryWrites({
  table: workExperiences,
  limit: { list: 'workExperiences', max: profileSectionLimits.workExperiencesMax, message: profileSectionTexts.workExperiencesTooMany },
  values,
  notOnAgency: true,
});
