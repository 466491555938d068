/**
 * The introduction page saved whole (headline, About me, industries, languages) in one transaction, so nothing typed
 * on the page is lost to a neighbour's save and a refusal leaves the profile as it was. The rules are those of each
 * part: industries from the reference list, each language once and known, and never no language once one was set.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { industries, instructorIndustries, instructorLanguages, instructors } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import { languages as languageList } from '../master/data/languages.ts';
import { messages } from '#domain/messages.ts';
import { profileSectionTexts, type IntroductionInput } from '#domain/profile-sections.ts';
import type { ProfileStatus } from '#domain/profile-status.ts';
import { changeProfile } from '../talent-standing/profile-write.ts';

const knownLanguages = new Set(languageList.map((l) => l.id));

function checkLanguages(input: IntroductionInput['languages']): void {
  const seen = new Set<number>();
  input.forEach((language, index) => {
    const field = `languages.${index}.languageId`;
    if (!knownLanguages.has(language.languageId)) throw badRequest(messages.language.selectLanguage, { [field]: [messages.language.selectLanguage] });
    if (seen.has(language.languageId)) throw badRequest(messages.language.alreadyAdded, { [field]: [messages.language.alreadyAdded] });
    seen.add(language.languageId);
  });
}

export async function saveIntroduction(deps: Deps, instrId: number, input: IntroductionInput): Promise<ProfileStatus> {
  checkLanguages(input.languages);
  const known = input.industryIds.length
    ? await deps.db.select({ id: industries.id }).from(industries).where(inArray(industries.id, input.industryIds))
    : [];
  if (known.length !== input.industryIds.length) {
    throw badRequest(profileSectionTexts.industryUnknown, { industryIds: [profileSectionTexts.industryUnknown] });
  }
  return changeProfile(deps, instrId, async (tx) => {
    const current = await tx.select({ languageId: instructorLanguages.languageId }).from(instructorLanguages).where(eq(instructorLanguages.instrId, instrId));
    if (current.length > 0 && input.languages.length === 0) {
      throw badRequest(messages.language.lastOne, { languages: [messages.language.lastOne] });
    }
    await tx
      .update(instructors)
      .set({ headline: input.headline ?? null, aboutMe: input.aboutMe ?? null })
      .where(eq(instructors.id, instrId));
    await tx.delete(instructorIndustries).where(eq(instructorIndustries.instrId, instrId));
    if (input.industryIds.length) await tx.insert(instructorIndustries).values(input.industryIds.map((industryId) => ({ instrId, industryId })));
    await tx.delete(instructorLanguages).where(eq(instructorLanguages.instrId, instrId));
    if (input.languages.length) {
      await tx.insert(instructorLanguages).values(input.languages.map((l) => ({ instrId, languageId: l.languageId, proficiency: l.proficiency })));
    }
  });
}
