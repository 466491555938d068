/** The columns a skill answer is read from, and which skills a user sees: approved ones and those they added. */
import { eq, or } from 'drizzle-orm';
import { skillGroups, skills } from '../db/schema/index.ts';
import type { SkillItem } from './answers.ts';

/** Select with `.from(skills).innerJoin(skillGroups, eq(skillGroups.id, skills.groupId))`. */
export const skillColumns = {
  skillId: skills.id,
  skill: skills.name,
  discipline: skillGroups.discipline,
  group: skillGroups.name,
  isPopular: skills.isPopular,
  isApproved: skills.isApproved,
};

export interface SkillRow {
  skillId: number;
  skill: string;
  discipline: SkillItem['discipline'];
  group: string;
  isPopular: boolean;
  isApproved: boolean;
}

export function skillItem(row: SkillRow): SkillItem {
  return {
    skillId: row.skillId,
    skill: row.skill,
    discipline: row.discipline,
    group: row.group,
    category: row.discipline === 'Soft Skills' ? row.group : null,
    isPopularSkill: row.isPopular,
    isUnapprovedSkill: !row.isApproved,
  };
}

/** Unapproved skills stay private to the user who added them (and to the profiles that hold them). */
export const visibleTo = (userId: number) => or(eq(skills.isApproved, true), eq(skills.addedByUserId, userId));
