/** The answers of the Skill controller, as the route declarations describe them (OpenAPI, typed client). */
import { z } from 'zod';
import { skillDisciplines } from '#domain/constants.ts';

/** A skill of the catalogue: group is its vendor (Technical) or category (Soft Skills). */
export const skillAnswer = z.object({
  skillId: z.number().int(),
  skill: z.string(),
  discipline: z.enum(skillDisciplines),
  group: z.string(),
  /** The group for Soft Skills, null for Technical skills. */
  category: z.string().nullable(),
  isPopularSkill: z.boolean(),
  /** Added by a user and not reviewed yet. */
  isUnapprovedSkill: z.boolean(),
});
export type SkillItem = z.infer<typeof skillAnswer>;

/** A skill offered for a role, and whether the talent holds it in that role. */
export const roleCatalogueSkillAnswer = skillAnswer.extend({ hasSkill: z.boolean() });

/** A skill of the talent with the role it is held in (GetMySkills). */
export const mySkillAnswer = skillAnswer.extend({
  roleId: z.number().int(),
  role: z.string(),
  certifiedToTeach: z.boolean(),
  ownCourseMaterial: z.boolean(),
});

/** A skill's answer as the route summaries spell it. */
export const skillShape = '{ skillId, skill, discipline, group, category, isPopularSkill, isUnapprovedSkill }';
