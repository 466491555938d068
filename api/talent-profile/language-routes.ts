/** The TrainerLanguage controller: a talent's languages, by their owner. */
import { z } from 'zod';
import { languageBody, languageDeleteQuery, profileQuery, profileSectionTexts } from '#domain/profile-sections.ts';
import { addLanguage, deleteLanguage, listLanguages, trainerLanguage, updateLanguage } from './languages.ts';
import { sectionRoutes } from './section-routes.ts';

const changed = z.object({ message: z.string(), profileStatus: z.number().int(), languages: z.array(trainerLanguage) });
const listed = '{ languageId, language, proficiency (1 Basic, 2 Conversational, 3 Fluent), proficiencyName }';

const section = { controller: 'TrainerLanguage', field: 'languages', entry: trainerLanguage, list: listLanguages, changed };

export const languageRoutes = sectionRoutes(section, {
  list: { summary: `The languages of the caller’s profile, or (agency owner) of an agency talent by instrId, by name: [${listed}]`, query: profileQuery },
  post: {
    summary: `Add a language with its proficiency; once each (409 'Language already added'). Answers { message, profileStatus, languages[${listed}] }`,
    input: languageBody,
    message: profileSectionTexts.languageAdded,
    write: (deps, { profile }, body) => addLanguage(deps, profile.instrId, body),
  },
  put: {
    summary: `Change the proficiency of a language of the profile. Answers { message, profileStatus, languages[${listed}] }`,
    input: languageBody,
    message: profileSectionTexts.languageUpdated,
    write: (deps, { profile }, body) => updateLanguage(deps, profile.instrId, body),
  },
  delete: {
    summary: `Remove a language; the last one stays (400 'You need to set at least one Language…'). Answers { message, profileStatus, languages[${listed}] }`,
    input: languageDeleteQuery,
    message: profileSectionTexts.languageDeleted,
    write: (deps, { profile }, query) => deleteLanguage(deps, profile.instrId, query.languageId),
  },
});
