/** The TrainerProfile controller: the owner's whole editable profile or its progress alone, its texts and industries. */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { profileOwner } from '../access/people.ts';
import { aboutMeBody, headlineBody, introductionBody, preferencesBody, profileQuery, profileSectionTexts } from '#domain/profile-sections.ts';
import { saveIntroduction } from './introduction.ts';
import { saveAboutMe, saveHeadline, saveIndustries, saveVisibility } from './profile-basics.ts';
import { visibilityBody, visibilityTexts } from '#domain/profile-visibility.ts';
import { loadTrainerProfile, trainerProfile } from './trainer-profile.ts';
import { loadProfileProgress, profileProgressAnswer } from './profile-progress.ts';

const saved = z.object({ message: z.string(), profileStatus: z.number().int() });

export const trainerProfileRoutes = [
  route({
    method: 'get',
    path: '/api/TrainerProfile/Get',
    summary:
      'The caller’s whole editable profile, or (agency owner) an agency talent’s by instrId: { instrId, profileStatus, slicedTrainerProfile, ' +
      'aboutMe, headline, companyInfo { isAgency }, profileRoles, industryExperiences, industryIds, languages, portfolioItems, portfolioLinks, ' +
      'portfolioCourses, certifications, workExperiences, educations, choices { industries, languages } }',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: profileQuery,
    response: trainerProfile,
    handler: ({ deps, actor }) => loadTrainerProfile(deps.db, actor.profile.instrId),
  }),
  route({
    method: 'get',
    path: '/api/TrainerProfile/GetProgress',
    summary:
      'The profile status of the caller (or, agency owner, of an agency talent by instrId) as last stored, and what it is computed from: ' +
      '{ profileStatus, counts { hasAboutMe, roles, languages, industries, workExperiences, educations, certifications, references, ' +
      'portfolioLinks, courses, portfolioDocuments }, hasPhoto, agreementSigned (the ICA) }: what the guide and the proposal form say is still missing',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: profileQuery,
    response: profileProgressAnswer,
    handler: ({ deps, actor }) => loadProfileProgress(deps.db, actor.profile.instrId),
  }),
  route({
    method: 'post',
    path: '/api/TrainerProfile/UpdatePreferences',
    summary: 'Set the industries the talent has experience in (ids of the reference list; an empty list clears them): { message, profileStatus }',
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: preferencesBody,
    response: saved,
    handler: async ({ deps, actor, body }) => ({
      message: profileSectionTexts.preferencesSaved,
      profileStatus: await saveIndustries(deps, actor.profile.instrId, body.industryIds),
    }),
  }),
  route({
    method: 'post',
    path: '/api/TrainerProfile/UpdateHeadline',
    summary: 'Save the profile headline (blank clears it): { message, profileStatus }',
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: headlineBody,
    response: saved,
    handler: async ({ deps, actor, body }) => ({
      message: profileSectionTexts.headlineSaved,
      profileStatus: await saveHeadline(deps, actor.profile.instrId, body.headline),
    }),
  }),
  route({
    method: 'post',
    path: '/api/TrainerProfile/UpdateAboutMe',
    summary: 'Save the About Me text (blank clears it; Good needs one): { message, profileStatus }',
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: aboutMeBody,
    response: saved,
    handler: async ({ deps, actor, body }) => ({
      message: profileSectionTexts.aboutMeSaved,
      profileStatus: await saveAboutMe(deps, actor.profile.instrId, body.aboutMe),
    }),
  }),
  route({
    method: 'post',
    path: '/api/TrainerProfile/UpdateIntroduction',
    summary:
      'Save the introduction page whole in one transaction: headline, About me, industryIds and languages [{ languageId, proficiency }] ' +
      'as the profile should hold them (a language left out is removed; none at all is refused once one was set): { message, profileStatus }',
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: introductionBody,
    response: saved,
    handler: async ({ deps, actor, body }) => ({
      message: profileSectionTexts.introductionSaved,
      profileStatus: await saveIntroduction(deps, actor.profile.instrId, body),
    }),
  }),
  route({
    method: 'post',
    path: '/api/TrainerProfile/UpdateVisibility',
    summary:
      'Who may see the profile: visibility public (anyone; the public page, the sitemap, client suggestions), clients (signed-in clients only) ' +
      'or hidden (only the clients of jobs the talent proposed on): { message, profileStatus }',
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: visibilityBody,
    response: saved,
    handler: async ({ deps, actor, body }) => ({
      message: visibilityTexts.saved,
      profileStatus: await saveVisibility(deps, actor.profile.instrId, body.visibility),
    }),
  }),
];
