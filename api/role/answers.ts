/** The answers of the Role controller, as the route declarations describe them (OpenAPI, typed client). */
import { z } from 'zod';
import { rateTypes } from '#domain/constants.ts';
import { skillAnswer } from '../skill/answers.ts';

const id = z.number().int();

/** A skill of one of the talent's roles, with the instructor flags. */
export const profileSkillAnswer = skillAnswer.extend({ certifiedToTeach: z.boolean(), ownCourseMaterial: z.boolean() });

/** One role of the talent with its rate and skills. */
export const profileRoleAnswer = z.object({
  myRole: z.object({
    roleId: id,
    role: z.string(),
    startYear: id,
    rateType: z.enum(rateTypes),
    rateMin: z.number(),
    rateMax: z.number(),
    isTechnicalInstructor: z.boolean(),
    isSoftSkillInstructor: z.boolean(),
    isInstructorType: z.boolean(),
    /** The role was retired: the talent is offered its new roles (GetTalentRoleChanges). */
    isRetired: z.boolean(),
    /** The rate types this role may use. */
    rateTypes: z.array(z.enum(rateTypes)),
  }),
  mySkills: z.array(profileSkillAnswer),
});
export type ProfileRole = z.infer<typeof profileRoleAnswer>;

export const catalogueRoleAnswer = z.object({
  roleId: id,
  role: z.string(),
  isInstructorType: z.boolean(),
  rateTypes: z.array(z.enum(rateTypes)),
  /** The talent (instrId, or the caller's own profile) holds this role. */
  hasRole: z.boolean(),
});

const roleRef = z.object({ roleId: id, roleName: z.string(), notes: z.string().nullable() });

/** A retired role the talent holds and the roles that replace it. */
export const roleChangeAnswer = z.object({ previousRole: roleRef, newRoles: z.array(roleRef) });

export const messageAnswer = z.object({ message: z.string() });
