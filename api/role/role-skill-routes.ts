/**
 * The Skill controller's calls on the skills of a talent's roles: list them, add one to a role, change or remove it.
 * Each change answers the role with its skills, as the Role controller reads it.
 */
import { z } from 'zod';
import { ownProfileDelete, ownProfileRead, ownProfileWrite } from '../talent-profile/own-profile-routes.ts';
import { instrQuery, roleSkillQuery, roleSkillSchema } from '#domain/role-form.ts';
import { mySkillAnswer, skillShape } from '../skill/answers.ts';
import { profileRoleAnswer } from './answers.ts';
import { addRoleSkill, deleteRoleSkill, listMySkills, updateRoleSkill } from './role-skills.ts';

export const roleSkillRoutes = [
  ownProfileRead(
    { path: '/api/Skill/GetMySkills', summary: `The skills of the talent’s roles: [${skillShape.slice(0, -2)}, roleId, role, certifiedToTeach, ownCourseMaterial }]`, query: instrQuery, response: z.array(mySkillAnswer) },
    (deps, instrId) => listMySkills(deps.db, instrId),
  ),
  ownProfileWrite(
    { method: 'post', path: '/api/Skill/Post', summary: 'Add a skill to one of the talent’s roles: { instrId?, roleId, skillId, certifiedToTeach, ownCourseMaterial }. 409 when it is there already. Answers the role', body: roleSkillSchema, response: profileRoleAnswer },
    (deps, actor, body) => addRoleSkill(deps, actor.user.userId, actor.profile.instrId, body.roleId, body),
  ),
  ownProfileWrite(
    { method: 'put', path: '/api/Skill/Put', summary: 'Set certifiedToTeach and ownCourseMaterial of a skill of the talent’s role (instructor-type roles only; false elsewhere). Answers the role', body: roleSkillSchema, response: profileRoleAnswer },
    (deps, actor, body) => updateRoleSkill(deps, actor.profile.instrId, body.roleId, body),
  ),
  ownProfileDelete(
    { path: '/api/Skill/Delete', summary: 'Remove a skill from one of the talent’s roles; the last skill of a role stays (409 "Select at least one skill"). Answers the role', query: roleSkillQuery, response: profileRoleAnswer },
    (deps, actor, query) => deleteRoleSkill(deps, actor.profile.instrId, query.roleId, query.skillId),
  ),
];
