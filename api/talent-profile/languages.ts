/** A talent's languages: each once with a proficiency, and never fewer than one once set. */
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { instructorLanguages } from '../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { languages } from '../master/data/languages.ts';
import { proficiencies } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { profileSectionTexts, type LanguageInput } from '#domain/profile-sections.ts';
import type { ProfileStatus } from '#domain/profile-status.ts';
import { changeProfile } from '../talent-standing/profile-write.ts';

const languageNames = new Map(languages.map((l) => [l.id, l.name]));

export const trainerLanguage = z.object({
  languageId: z.number().int(),
  language: z.string(),
  proficiency: z.number().int(),
  proficiencyName: z.string(),
});
export type TrainerLanguage = z.infer<typeof trainerLanguage>;

export async function listLanguages(db: Db, instrId: number): Promise<TrainerLanguage[]> {
  const rows = await db
    .select({ languageId: instructorLanguages.languageId, proficiency: instructorLanguages.proficiency })
    .from(instructorLanguages)
    .where(eq(instructorLanguages.instrId, instrId));
  return rows
    .map((row) => ({
      languageId: row.languageId,
      language: languageNames.get(row.languageId) ?? '',
      proficiency: row.proficiency,
      proficiencyName: proficiencies[row.proficiency as keyof typeof proficiencies] ?? '',
    }))
    .sort((a, b) => a.language.localeCompare(b.language));
}

const ofLanguage = (instrId: number, languageId: number) =>
  and(eq(instructorLanguages.instrId, instrId), eq(instructorLanguages.languageId, languageId));

export function addLanguage(deps: Deps, instrId: number, input: LanguageInput): Promise<ProfileStatus> {
  if (!languageNames.has(input.languageId)) {
    throw badRequest(messages.language.selectLanguage, { languageId: [messages.language.selectLanguage] });
  }
  return changeProfile(deps, instrId, async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(instructorLanguages).where(ofLanguage(instrId, input.languageId));
    if (existing?.n) throw conflict(messages.language.alreadyAdded, { languageId: [messages.language.alreadyAdded] });
    await tx.insert(instructorLanguages).values({ instrId, languageId: input.languageId, proficiency: input.proficiency });
  });
}

export function updateLanguage(deps: Deps, instrId: number, input: LanguageInput): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx) => {
    const updated = await tx
      .update(instructorLanguages)
      .set({ proficiency: input.proficiency })
      .where(ofLanguage(instrId, input.languageId))
      .returning({ languageId: instructorLanguages.languageId });
    if (!updated.length) throw notFound(profileSectionTexts.languageNotFound);
  });
}

export function deleteLanguage(deps: Deps, instrId: number, languageId: number): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx) => {
    const deleted = await tx.delete(instructorLanguages).where(ofLanguage(instrId, languageId)).returning({ languageId: instructorLanguages.languageId });
    if (!deleted.length) throw notFound(profileSectionTexts.languageNotFound);
    const [left] = await tx.select({ n: count() }).from(instructorLanguages).where(eq(instructorLanguages.instrId, instrId));
    if (!left?.n) throw badRequest(messages.language.lastOne, { languageId: [messages.language.lastOne] });
  });
}
