/**
 * The skills chosen for a role: choosing adds a skill, choosing it again removes it; the skills the role
 * held that are no longer chosen are listed, as the save deletes them.
 */
import { OTHER_GROUP } from '#domain/role-form.ts';
import type { skillDisciplines } from '#domain/constants.ts';

export interface BrowserSkill {
  skillId: number;
  skill: string;
  discipline: (typeof skillDisciplines)[number];
  group: string;
  isPopularSkill: boolean;
  isUnapprovedSkill: boolean;
}

export interface ChosenSkill {
  skillId: number;
  skill: string;
  certifiedToTeach: boolean;
  ownCourseMaterial: boolean;
}

export function toggleSkill(chosen: readonly ChosenSkill[], skill: Pick<BrowserSkill, 'skillId' | 'skill'>): ChosenSkill[] {
  if (chosen.some((s) => s.skillId === skill.skillId)) return chosen.filter((s) => s.skillId !== skill.skillId);
  return [...chosen, { skillId: skill.skillId, skill: skill.skill, certifiedToTeach: false, ownCourseMaterial: false }];
}

/** The skills held before that the save will delete. */
export function removedSkills(held: readonly ChosenSkill[], chosen: readonly ChosenSkill[]): ChosenSkill[] {
  const kept = new Set(chosen.map((s) => s.skillId));
  return held.filter((s) => !kept.has(s.skillId));
}

/** The vendors (Technical) or categories (Soft Skills) of a discipline, by name, the Other group last. */
export function groupsOf(skills: readonly BrowserSkill[], discipline: BrowserSkill['discipline']): string[] {
  const names = [...new Set(skills.filter((s) => s.discipline === discipline).map((s) => s.group))];
  return names.sort((a, b) => Number(a === OTHER_GROUP) - Number(b === OTHER_GROUP) || a.localeCompare(b));
}
