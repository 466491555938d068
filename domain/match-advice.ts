/**
 * The match score told to the talent about themself on a job's page: the same factors as the client sees, and
 * what the profile could add ("You have 4 of 5 skills; add Power BI to your Trainer role.").
 */
import type { MatchFacts } from './match-facts.ts';
import { scoreInputOf } from './match-score.ts';
import { describeScore, type MatchScore } from './match-score-texts.ts';

const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const levels = ['', 'Basic', 'Conversational', 'Fluent'];

export interface MyMatch extends MatchScore {
  advice: string[];
}

function skillAdvice(f: MatchFacts): string | null {
  const { shared, missing, jobSkillCount } = f.skills;
  if (!jobSkillCount) return null;
  const role = f.roles.matched[0]?.role ?? f.roles.jobRoles[0];
  const have = shared.length === jobSkillCount ? `You have all ${jobSkillCount} skills` : `You have ${shared.length} of ${jobSkillCount} skills`;
  return missing.length ? `${have}; add ${list(missing)} to your ${role ? `${role} role` : 'profile'} if you hold ${missing.length === 1 ? 'it' : 'them'}.` : `${have}.`;
}

export function myMatchOf(f: MatchFacts): MyMatch {
  const advice = [
    skillAdvice(f),
    f.roles.jobRoles.length && !f.roles.matched.length ? `The job is for ${list(f.roles.jobRoles)}; your profile does not list that role.` : null,
    ...f.languages.below.map((l) => `The job asks for ${levels[l.required] ?? ''} ${l.language}; your profile says ${levels[l.has] ?? ''}.`),
    f.languages.missing.length ? `Add ${list(f.languages.missing)} to your languages if you speak ${f.languages.missing.length === 1 ? 'it' : 'them'}.` : null,
    f.industries.missing.length && !f.industries.shared.length ? `The job is in ${list(f.industries.missing)}, an industry your profile does not list.` : null,
  ].filter((s): s is string => s !== null);
  return { ...describeScore(scoreInputOf(f), f.roles.matched[0]?.role ?? null), advice };
}
