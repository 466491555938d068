/** Education of a talent profile: listed latest first; not on an agency’s profile. */
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { educations } from '../db/schema/index.ts';
import { profileSectionLimits, profileSectionTexts, type EducationInput } from '#domain/profile-sections.ts';
import { educationEntry } from '#domain/profile-entries.ts';
import { columnsNamed, entryWrites } from './entry-list.ts';
import { nullWhenLeftOut } from '../db/row-values.ts';

export const education = z.object({ id: z.number().int(), ...educationEntry });
export type Education = z.infer<typeof education>;

export function listEducations(db: Db, instrId: number): Promise<Education[]> {
  return db
    .select(columnsNamed(educations, education.keyof().options))
    .from(educations)
    .where(eq(educations.instrId, instrId))
    .orderBy(sql`${educations.endYear} desc nulls first`, desc(educations.startYear), desc(educations.id));
}

const values = (input: EducationInput) => ({
  institution: input.institution,
  ...nullWhenLeftOut(input, ['degree', 'fieldOfStudy', 'startYear', 'endYear', 'description']),
});

export const educationWrites = entryWrites({
  table: educations,
  limit: { list: 'educations', max: profileSectionLimits.educationsMax, message: profileSectionTexts.educationsTooMany },
  values,
  notOnAgency: true,
});
