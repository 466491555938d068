/** The Skill controller: the skill catalogue and search (the skills of a talent's roles: api/role/role-skill-routes.ts). */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { profileOwner, signedIn } from '../access/people.ts';
import { defaultProfileIdOf } from '../access/profile-owner.ts';
import { customSkillSchema, skillCatalogueQuery, skillSearchQuery, suggestedSkillsQuery } from '#domain/role-form.ts';
import { roleCatalogueSkillAnswer, skillAnswer, skillShape } from './answers.ts';
import { listAllSkills, listRoleSkills, listSuggestedSkills, searchSkills } from './skill-catalogue.ts';
import { addUnapprovedSkill } from './unapproved-skill.ts';

export const skillRoutes = [
  route({
    method: 'get',
    path: '/api/Skill/GetAllUnfiltered',
    summary: `Every skill of the catalogue (and the caller’s own unapproved ones), by name: [${skillShape}]`,
    access: signedIn,
    response: z.array(skillAnswer),
    handler: async ({ deps, user }) => listAllSkills(deps.db, user.userId),
  }),
  route({
    method: 'get',
    path: '/api/Skill/GetAll',
    summary:
      `The skills of a role for the skill browser, by name: [${skillShape.slice(0, -2)}, hasSkill }]; hasSkill tells whether the talent instrId ` +
      '(by default the caller’s own profile) holds it in this role, as the public profile shows. 404 for an unknown role',
    access: signedIn,
    query: skillCatalogueQuery,
    response: z.array(roleCatalogueSkillAnswer),
    handler: async ({ deps, user, query }) =>
      listRoleSkills(deps.db, user.userId, query.roleId, query.instrId ?? (await defaultProfileIdOf(deps.db, user.userId))),
  }),
  route({
    method: 'get',
    path: '/api/Skill/GetSuggestedSkills',
    summary: `The skills suggested for a role (its popular ones when it has no suggestions): [${skillShape}]`,
    access: signedIn,
    query: suggestedSkillsQuery,
    response: z.array(skillAnswer),
    handler: async ({ deps, query }) => listSuggestedSkills(deps.db, query.roleId),
  }),
  route({
    method: 'get',
    path: '/api/Skill/Search',
    summary: `Skills whose name holds text: names starting with it first, then the others, alphabetical within each; at most take (default 10, at most 50): [${skillShape}]`,
    access: signedIn,
    query: skillSearchQuery,
    response: z.array(skillAnswer),
    handler: async ({ deps, user, query }) => searchSkills(deps.db, user.userId, query.text, query.take),
  }),
  route({
    method: 'post',
    path: '/api/Skill/AddUnapprovedSkill',
    summary:
      'Add a skill missing from the catalogue: { instrId?, skill, skillType (Technical or Soft Skills), category (Soft Skills), vendor (Technical), ' +
      `vendorName (when the vendor is Other) }. It stays unapproved and is seen only by its author until the support team approves it by the ` +
      `signed link of its e-mail; choose it in the role form. Answers ${skillShape}`,
    access: profileOwner,
    body: customSkillSchema,
    response: skillAnswer,
    handler: async ({ deps, actor, body }) => addUnapprovedSkill(deps, actor.user.userId, actor.profile.instrId, body),
  }),
];
