/** What the roles pages show of a talent's roles and the page texts the spec does not give (decision record 273). */
import { formatRate } from './format.ts';
import type { RateType } from './constants.ts';

/** A role's skills on the roles page: 12 shown, then '+N'. */
export const roleSkillsShown = 12;
/** The skill browser: 12 vendors or categories, then Show More/Less. */
export const skillGroupsShown = 12;

export const rolePageTexts = {
  added: 'Role added',
  saved: 'Role saved',
  noRoles: 'You have not added a role yet. Add the roles you can be hired for, with your rate and skills.',
  splitIntro: 'Some of your roles have been retired. Choose the new role to move each one to.',
  splitDone: 'Check the rate and skills of your new role, then save.',
  noSkillsFound: 'No skills found',
} as const;

/** The first skills of a role and how many more there are. */
export function visibleSkills<T>(skills: readonly T[], shown = roleSkillsShown): { shown: T[]; more: number } {
  return { shown: skills.slice(0, shown), more: Math.max(0, skills.length - shown) };
}

/** "$40.00 – $60.00/hr"; a flat rate has no suffix. */
export function rateRange(rateMin: number, rateMax: number, rateType: RateType): string {
  return `${formatRate(rateMin, null)} – ${formatRate(rateMax, rateType)}`;
}
