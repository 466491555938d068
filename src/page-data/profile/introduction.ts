/**
 * The introduction form of /profile/about-me as plain form fields: the page turns a post into the one API body
 * (languages as the profile should hold them), and after a refusal shows again exactly what was posted.
 */
import type { AnswerOf } from '../../lib/api/operation.ts';
import type { TrainerProfile_Get } from '../../lib/api/operations.gen.ts';
import { fieldText } from './form-post.ts';

type Profile = AnswerOf<typeof TrainerProfile_Get>;

export interface LanguageRow {
  languageId: number;
  language: string;
  proficiency: string;
  removed: boolean;
}

export interface ShownIntroduction {
  headline: string;
  aboutMe: string;
  industryIds: Set<number>;
  languages: LanguageRow[];
  added: { languageId: string; proficiency: string };
}

/** The rows posted for the profile's languages: their ids, levels and Remove boxes. */
function postedRows(form: FormData) {
  return form.getAll('languageIds').map((id) => ({
    languageId: String(id),
    proficiency: fieldText(form, `proficiency.${String(id)}`),
    removed: form.get(`remove.${String(id)}`) === 'true',
  }));
}

/** The API body: kept languages with their levels, then the new one when either of its fields was filled in. */
export function introductionFromForm(form: FormData) {
  const added = { languageId: fieldText(form, 'newLanguageId'), proficiency: fieldText(form, 'newProficiency') };
  const kept = postedRows(form).filter((row) => !row.removed);
  const languages = [...kept, ...(added.languageId || added.proficiency ? [added] : [])].map((l) => ({ languageId: l.languageId, proficiency: l.proficiency }));
  return {
    headline: fieldText(form, 'headline'),
    aboutMe: fieldText(form, 'aboutMe'),
    industryIds: form.getAll('industryIds').map(Number),
    languages,
  };
}

/** What the form shows: what was posted after a refusal, else what the profile holds. */
export function typedIntroduction(posted: FormData | null, profile: Profile): ShownIntroduction {
  const names = new Map(profile.choices.languages.map((l) => [l.id, l.name]));
  if (!posted) {
    return {
      headline: profile.headline ?? '',
      aboutMe: profile.aboutMe ?? '',
      industryIds: new Set(profile.industryIds),
      languages: profile.languages.map((l) => ({ languageId: l.languageId, language: l.language, proficiency: String(l.proficiency), removed: false })),
      added: { languageId: '', proficiency: '' },
    };
  }
  return {
    headline: fieldText(posted, 'headline'),
    aboutMe: fieldText(posted, 'aboutMe'),
    industryIds: new Set(posted.getAll('industryIds').map(Number)),
    languages: postedRows(posted)
      .filter((row) => names.has(Number(row.languageId)))
      .map((row) => ({ ...row, languageId: Number(row.languageId), language: names.get(Number(row.languageId)) ?? '' })),
    added: { languageId: fieldText(posted, 'newLanguageId'), proficiency: fieldText(posted, 'newProficiency') },
  };
}
