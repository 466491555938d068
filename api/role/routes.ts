/** The Role controller: the role catalogue, the talent's roles with rate and skills, the role split. */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { ownProfileDelete, ownProfileRead, ownProfileWrite } from '../talent-profile/own-profile-routes.ts';
import { profileOwner, signedIn } from '../access/people.ts';
import { defaultProfileIdOf } from '../access/profile-owner.ts';
import { instrQuery, roleQuery, rolePayloadSchema, roleSplitSchema, roleTexts } from '#domain/role-form.ts';
import { catalogueRoleAnswer, messageAnswer, profileRoleAnswer, roleChangeAnswer } from './answers.ts';
import { listCatalogueRoles } from './role-catalogue.ts';
import { loadProfileRole, loadProfileRoles } from './profile-roles.ts';
import { addRole, deleteRole, updateRole } from './save-role.ts';
import { listRoleChanges, moveToNewRole } from './role-split.ts';

const roleShape = '{ myRole: { roleId, role, startYear, rateType, rateMin, rateMax, isTechnicalInstructor, isSoftSkillInstructor, isInstructorType, isRetired, rateTypes }, mySkills }';

export const roleRoutes = [
  route({
    method: 'get',
    path: '/api/Role/GetAllRoles',
    summary:
      'The roles a talent may add (retired roles left out), in catalogue order: [{ roleId, role, isInstructorType, rateTypes, hasRole }]; ' +
      'hasRole tells whether the talent instrId (by default the caller’s own profile) holds it, as the public profile shows',
    access: signedIn,
    query: instrQuery,
    response: z.array(catalogueRoleAnswer),
    handler: async ({ deps, user, query }) => listCatalogueRoles(deps.db, query.instrId ?? (await defaultProfileIdOf(deps.db, user.userId))),
  }),
  ownProfileRead(
    { path: '/api/Role/GetMyRoles', summary: `The roles of the caller’s profile, or (agency owner) of an agency talent by instrId, with rate and skills: [${roleShape}]`, query: instrQuery, response: z.array(profileRoleAnswer) },
    (deps, instrId) => loadProfileRoles(deps.db, instrId),
  ),
  route({
    method: 'get',
    path: '/api/Role/Get',
    summary: `One role of the talent with its rate and skills: ${roleShape}. 404 when the talent does not hold it`,
    access: profileOwner,
    query: roleQuery,
    response: profileRoleAnswer,
    handler: async ({ deps, actor, query }) => loadProfileRole(deps.db, actor.profile.instrId, query.roleId),
  }),
  ownProfileWrite(
    {
      method: 'post',
      path: '/api/Role/Post',
      summary:
        'Add a role to the talent’s profile: { instrId?, roleId, startYear, rateType, rateMin, rateMax, isTechnicalInstructor, isSoftSkillInstructor, ' +
        'skills: [{ skillId, certifiedToTeach, ownCourseMaterial }] }. 409 when the talent holds it already. Answers the saved role',
      body: rolePayloadSchema,
      response: profileRoleAnswer,
    },
    (deps, actor, body) => addRole(deps, actor.user.userId, actor.profile.instrId, body),
  ),
  ownProfileWrite(
    { method: 'put', path: '/api/Role/Put', summary: 'Save a role of the talent (same body as Post): rate, start year and skills; skills left out of the list are deleted. Answers the saved role', body: rolePayloadSchema, response: profileRoleAnswer },
    (deps, actor, body) => updateRole(deps, actor.user.userId, actor.profile.instrId, body),
  ),
  ownProfileDelete(
    { path: '/api/Role/Delete', summary: 'Remove a role (and its skills) from the talent’s profile. Answers { message }', query: roleQuery, response: messageAnswer },
    async (deps, actor, query) => {
      await deleteRole(deps, actor.profile.instrId, query.roleId);
      return { message: roleTexts.roleDeleted };
    },
  ),
  ownProfileRead(
    { path: '/api/Role/GetTalentRoleChanges', summary: 'The retired roles the talent still holds, each with the roles that replace it: [{ previousRole, newRoles }] of { roleId, roleName, notes }', query: instrQuery, response: z.array(roleChangeAnswer) },
    (deps, instrId) => listRoleChanges(deps.db, instrId),
  ),
  ownProfileWrite(
    {
      method: 'post',
      path: '/api/Role/AddSkillForNewRole',
      summary:
        'Move the talent from a retired role to one of its new roles: { instrId?, previousRoleId, newRoleId }; rate, start year and skills go along ' +
        '(into the new role when the talent holds it already). Answers the new role',
      body: roleSplitSchema,
      response: profileRoleAnswer,
    },
    (deps, actor, body) => moveToNewRole(deps, actor.profile.instrId, body.previousRoleId, body.newRoleId),
  ),
];
