/** The TrainerProfile controller: the owner's whole editable profile or its progress alone, its texts and industries. */
import { z } from 'zod';
import { route, type AnyRoute } from '../contract/route.ts';
import { profileOwner } from '../access/people.ts';
import type { Deps } from '../deps.ts';
import type { ProfileStatus } from '#domain/profile-status.ts';
import { aboutMeBody, headlineBody, introductionBody, preferencesBody, profileQuery, profileSectionTexts } from '#domain/profile-sections.ts';
import { saveIntroduction } from './introduction.ts';
import { saveAboutMe, saveHeadline, saveIndustries, saveVisibility } from './profile-basics.ts';
import { visibilityBody, visibilityTexts } from '#domain/profile-visibility.ts';
import { loadTrainerProfile, trainerProfile } from './trainer-profile.ts';
import { loadProfileProgress, profileProgressAnswer } from './profile-progress.ts';
import { ownProfileRead, type NamesProfile } from './own-profile-routes.ts';

const saved = z.object({ message: z.string(), profileStatus: z.number().int() });

interface SaveDeclaration<B extends NamesProfile> {
  summary: string;
  body: B;
  /** The answer's message once saved. */
  message: string;
}

/** A POST that saves a part of the profile from its body and answers { message, profileStatus }. */
function profileSave<B extends NamesProfile>(action: string, declaration: SaveDeclaration<B>, save: (deps: Deps, instrId: number, body: z.output<B>) => Promise<ProfileStatus>): AnyRoute {
  return route({
    method: 'post',
    path: `/api/TrainerProfile/${action}`,
    summary: declaration.summary,
    access: profileOwner,
    body: declaration.body,
    response: saved,
    handler: async ({ deps, actor, body }) => ({ message: declaration.message, profileStatus: await save(deps, actor.profile.instrId, body) }),
  });
}

export const trainerProfileRoutes = [
  ownProfileRead(
    {
      path: '/api/TrainerProfile/Get',
      summary:
        'The caller’s whole editable profile, or (agency owner) an agency talent’s by instrId: { instrId, profileStatus, slicedTrainerProfile, ' +
        'aboutMe, headline, companyInfo { isAgency }, profileRoles, industryExperiences, industryIds, languages, portfolioItems, portfolioLinks, ' +
        'portfolioCourses, certifications, workExperiences, educations, choices { industries, languages } }',
      query: profileQuery,
      response: trainerProfile,
    },
    (deps, instrId) => loadTrainerProfile(deps.db, instrId),
  ),
  ownProfileRead(
    {
      path: '/api/TrainerProfile/GetProgress',
      summary:
        'The profile status of the caller (or, agency owner, of an agency talent by instrId) as last stored, and what it is computed from: ' +
        '{ profileStatus, counts { hasAboutMe, roles, languages, industries, workExperiences, educations, certifications, references, ' +
        'portfolioLinks, courses, portfolioDocuments }, hasPhoto, agreementSigned (the ICA) }: what the guide and the proposal form say is still missing',
      query: profileQuery,
      response: profileProgressAnswer,
    },
    (deps, instrId) => loadProfileProgress(deps.db, instrId),
  ),
  profileSave(
    'UpdatePreferences',
    { summary: 'Set the industries the talent has experience in (ids of the reference list; an empty list clears them): { message, profileStatus }', body: preferencesBody, message: profileSectionTexts.preferencesSaved },
    (deps, instrId, body) => saveIndustries(deps, instrId, body.industryIds),
  ),
  profileSave(
    'UpdateHeadline',
    { summary: 'Save the profile headline (blank clears it): { message, profileStatus }', body: headlineBody, message: profileSectionTexts.headlineSaved },
    (deps, instrId, body) => saveHeadline(deps, instrId, body.headline),
  ),
  profileSave(
    'UpdateAboutMe',
    { summary: 'Save the About Me text (blank clears it; Good needs one): { message, profileStatus }', body: aboutMeBody, message: profileSectionTexts.aboutMeSaved },
    (deps, instrId, body) => saveAboutMe(deps, instrId, body.aboutMe),
  ),
  profileSave(
    'UpdateIntroduction',
    {
      summary:
        'Save the introduction page whole in one transaction: headline, About me, industryIds and languages [{ languageId, proficiency }] ' +
        'as the profile should hold them (a language left out is removed; none at all is refused once one was set): { message, profileStatus }',
      body: introductionBody,
      message: profileSectionTexts.introductionSaved,
    },
    saveIntroduction,
  ),
  profileSave(
    'UpdateVisibility',
    {
      summary:
        'Who may see the profile: visibility public (anyone; the public page, the sitemap, client suggestions), clients (signed-in clients only) ' +
        'or hidden (only the clients of jobs the talent proposed on): { message, profileStatus }',
      body: visibilityBody,
      message: visibilityTexts.saved,
    },
    (deps, instrId, body) => saveVisibility(deps, instrId, body.visibility),
  ),
];
