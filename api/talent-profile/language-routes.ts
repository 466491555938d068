/** The TrainerLanguage controller: a talent's languages, by their owner. */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { profileOwner } from '../access/people.ts';
import { languageBody, languageDeleteQuery, profileQuery, profileSectionTexts } from '#domain/profile-sections.ts';
import { addLanguage, deleteLanguage, listLanguages, trainerLanguage, updateLanguage } from './languages.ts';

const changed = z.object({ message: z.string(), profileStatus: z.number().int(), languages: z.array(trainerLanguage) });
const listed = '{ languageId, language, proficiency (1 Basic, 2 Conversational, 3 Fluent), proficiencyName }';

export const languageRoutes = [
  route({
    method: 'get',
    path: '/api/TrainerLanguage/GetAll',
    summary: `The languages of the caller’s profile, or (agency owner) of an agency talent by instrId, by name: [${listed}]`,
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: profileQuery,
    response: z.array(trainerLanguage),
    handler: ({ deps, actor }) => listLanguages(deps.db, actor.profile.instrId),
  }),
  route({
    method: 'post',
    path: '/api/TrainerLanguage/Post',
    summary: `Add a language with its proficiency; once each (409 'Language already added'). Answers { message, profileStatus, languages[${listed}] }`,
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: languageBody,
    response: changed,
    handler: async ({ deps, actor, body }) => {
      const profileStatus = await addLanguage(deps, actor.profile.instrId, body);
      return { message: profileSectionTexts.languageAdded, profileStatus, languages: await listLanguages(deps.db, actor.profile.instrId) };
    },
  }),
  route({
    method: 'put',
    path: '/api/TrainerLanguage/Put',
    summary: `Change the proficiency of a language of the profile. Answers { message, profileStatus, languages[${listed}] }`,
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: languageBody,
    response: changed,
    handler: async ({ deps, actor, body }) => {
      const profileStatus = await updateLanguage(deps, actor.profile.instrId, body);
      return { message: profileSectionTexts.languageUpdated, profileStatus, languages: await listLanguages(deps.db, actor.profile.instrId) };
    },
  }),
  route({
    method: 'delete',
    path: '/api/TrainerLanguage/Delete',
    summary: `Remove a language; the last one stays (400 'You need to set at least one Language…'). Answers { message, profileStatus, languages[${listed}] }`,
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: languageDeleteQuery,
    response: changed,
    handler: async ({ deps, actor, query }) => {
      const profileStatus = await deleteLanguage(deps, actor.profile.instrId, query.languageId);
      return { message: profileSectionTexts.languageDeleted, profileStatus, languages: await listLanguages(deps.db, actor.profile.instrId) };
    },
  }),
];
