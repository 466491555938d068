/**
 * The TrainerProfile controller's reading side: the profile as the talent, a client of a job or
 * a recruiter with a shared link sees it. Query keys are read case-insensitively (project_id, instrID…); every failed
 * access answers 403 'Invalid Credentials Provided'.
 */
import { route } from '../contract/route.ts';
import { forbidden } from '../http/errors.ts';
import { profileLink, profileViewer, type ProfileViewerActor } from '../access/profile-viewer.ts';
import type { Db } from '../db/client.ts';
import {
  filteredProfileQuery,
  profileAccessRefused,
  talentProfileByHashQuery,
  talentProfileQuery,
  talentViewSchema,
  type TalentView,
} from '#domain/talent-view.ts';
import { loadProfileView } from './profile-view.ts';

const sectionsList =
  'Sections by viewer (sections names them; the others are absent): client: notes, jobs, rate, aboutMe, projectExperiences, ' +
  'supportingDocuments, testimonials (public), roles and skills, industries, languages, portfolio, courses, certifications, ' +
  'work experience, education, reviews; talent: the same without notes and jobs, with private testimonials; recruiter: as talent, ' +
  'public testimonials only. Agencies never have work experience or education.';

async function viewFor(db: Db, actor: ProfileViewerActor, filtered: boolean): Promise<TalentView> {
  const view = await loadProfileView(db, {
    viewer: actor.viewer,
    instrId: actor.instrId,
    userId: actor.user?.userId,
    projectId: actor.projectId,
    proposal: actor.proposal,
    filtered,
  });
  if (!view) throw forbidden(profileAccessRefused);
  return view;
}

export const profileViewRoutes = [
  route({
    method: 'get',
    path: '/api/TrainerProfile/GetTalentProfile',
    summary: `A talent profile for the talent themself or a client (instrID, optional projectId). ${sectionsList}`,
    access: profileViewer,
    query: talentProfileQuery,
    response: talentViewSchema,
    handler: ({ deps, actor }) => viewFor(deps.db, actor, false),
  }),
  route({
    method: 'get',
    path: '/api/TrainerProfile/GetFilteredProfile',
    summary: `The candidate view of a talent on a job (projectId, instrId): the portfolio is the one the proposal picked. ${sectionsList}`,
    access: profileViewer,
    query: filteredProfileQuery,
    response: talentViewSchema,
    handler: ({ deps, actor }) => viewFor(deps.db, actor, actor.proposal !== null),
  }),
  route({
    method: 'get',
    path: '/api/TrainerProfile/GetTalentProfileByHash',
    summary: `The profile for a recruiter holding the submission’s preview link (projectId, instrId, hash), without signing in. ${sectionsList}`,
    access: profileLink,
    capability: true,
    query: talentProfileByHashQuery,
    response: talentViewSchema,
    handler: ({ deps, actor }) => viewFor(deps.db, actor, false),
  }),
  route({
    method: 'get',
    path: '/api/TrainerProfile/GetFilteredProfileByHash',
    summary: `The candidate view for a recruiter holding the submission’s preview link (projectId, instrId, hash). ${sectionsList}`,
    access: profileLink,
    capability: true,
    query: talentProfileByHashQuery,
    response: talentViewSchema,
    handler: ({ deps, actor }) => viewFor(deps.db, actor, true),
  }),
];
