/** The role form's skill search: titles starting with the text first, then titles containing it; at most 10. */
import { skillSearchRoleFormMax } from '#domain/role-form.ts';

const byName = (a: { skill: string }, b: { skill: string }) => a.skill.localeCompare(b.skill);

export function searchSkills<T extends { skill: string }>(skills: readonly T[], text: string, max = skillSearchRoleFormMax): T[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [];
  const starting: T[] = [];
  const containing: T[] = [];
  for (const skill of skills) {
    const name = skill.skill.toLocaleLowerCase();
    if (name.startsWith(needle)) starting.push(skill);
    else if (name.includes(needle)) containing.push(skill);
  }
  return [...starting.sort(byName), ...containing.sort(byName)].slice(0, max);
}
