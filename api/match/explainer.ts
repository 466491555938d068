/**
 * The built-in Match Logic explainer: clear sentences written from the facts only, the same every time and with
 * no network. Yields one sentence at a time so the route can stream them as they are written.
 */
import { countries } from '../master/data/countries.ts';
import { proficiencies, trustBadges } from '#domain/constants.ts';
import { formatRate } from '#domain/format.ts';
import type { MatchFacts } from '#domain/match-facts.ts';

const countryName = (code: string | null) => (code ? (countries.find((c) => c.code === code)?.name ?? code) : '');
const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;
const deliveredAs: Record<string, string> = { Remote: 'remotely', Virtual: 'virtually' };
const proficiency = (level: number) => proficiencies[level as keyof typeof proficiencies] ?? String(level);

function* skillSentences(f: MatchFacts): Generator<string> {
  const { shared, certifiedToTeach, missing, jobSkillCount } = f.skills;
  if (!jobSkillCount) return;
  if (shared.length === jobSkillCount) yield `${f.talentFirstName} brings every skill this job asks for: ${list(shared)}.`;
  else if (shared.length) yield `${f.talentFirstName} brings ${shared.length} of the ${jobSkillCount} skills this job asks for: ${list(shared)}.`;
  else yield `${f.talentFirstName}'s profile lists none of the skills this job asks for.`;
  if (certifiedToTeach.length) yield `${f.talentFirstName} is certified to teach ${list(certifiedToTeach)}.`;
  if (shared.length && missing.length) yield `Not on the profile: ${list(missing)}.`;
}

function* roleSentences(f: MatchFacts): Generator<string> {
  if (f.roles.matched.length) {
    yield `${f.talentFirstName} works as ${list(f.roles.matched.map((r) => `${r.role} (${years(r.years)})`))}, the role${f.roles.matched.length === 1 ? '' : 's'} this job is for.`;
  } else if (f.roles.jobRoles.length) {
    yield `The job is for ${list(f.roles.jobRoles)}, a role ${f.talentFirstName}'s profile does not list.`;
  }
}

function rateSentence(f: MatchFacts): string {
  const { rateType, proposed, min, max, position } = f.rate;
  const asked = `The proposed rate is ${formatRate(proposed, rateType)}`;
  const budget = min !== null && max !== null ? `${formatRate(min, rateType)} to ${formatRate(max, rateType)}` : formatRate(min ?? max, rateType);
  switch (position) {
    case 'within':
      return `${asked}, within the job's budget of ${budget}.`;
    case 'below':
      return `${asked}, below the job's budget of ${budget}.`;
    case 'above':
      return `${asked}, above the job's budget of ${budget}.`;
    case 'negotiable':
      return `${asked}; the job's rate is negotiable.`;
    case 'no-budget':
      return `${asked}; the job names no budget.`;
    case 'unpriced':
      return `${f.talentFirstName} has not proposed a rate yet.`;
  }
}

function* languageSentences(f: MatchFacts): Generator<string> {
  const { met, below, missing } = f.languages;
  if (met.length) yield `${f.talentFirstName} meets the language requirement for ${list(met)}.`;
  for (const b of below) yield `The job asks for ${proficiency(b.required)} ${b.language}; ${f.talentFirstName} is ${proficiency(b.has)}.`;
  if (missing.length) yield `${list(missing)} ${missing.length === 1 ? 'is' : 'are'} not among ${f.talentFirstName}'s languages.`;
}

function* locationSentences(f: MatchFacts): Generator<string> {
  const l = f.location;
  const remote = l.locationType ? deliveredAs[l.locationType] : undefined;
  if (l.jobCountry && l.talentCountry) {
    if (l.sameState) yield `${f.talentFirstName} is based in the same state as the job.`;
    else if (l.sameCountry) yield `${f.talentFirstName} is based in ${countryName(l.talentCountry)}, the job's country.`;
    else yield `${f.talentFirstName} is based in ${countryName(l.talentCountry)}; the job is in ${countryName(l.jobCountry)}${remote ? `, delivered ${remote}` : ''}.`;
  } else if (remote) {
    yield `The job is delivered ${remote}.`;
  }
  if (l.jobTimeZone && l.talentTimeZone) {
    yield l.sameTimeZone
      ? `${f.talentFirstName} works in the job's time zone (${l.jobTimeZone}).`
      : `${f.talentFirstName} works in ${l.talentTimeZone}; the job's time zone is ${l.jobTimeZone}.`;
  }
}

function* certificationSentences(f: MatchFacts): Generator<string> {
  const c = f.certification;
  if (c.required) {
    const what = c.comments ? ` (${c.comments})` : '';
    yield c.held.length
      ? `The job requires a certification${what}; ${f.talentFirstName} holds ${list(c.held)}.`
      : `The job requires a certification${what}; the profile lists none.`;
  } else if (c.held.length) {
    yield `${f.talentFirstName} holds ${list(c.held)}.`;
  }
}

function* experienceSentences(f: MatchFacts): Generator<string> {
  const { years: y, positions } = f.experience;
  if (positions) yield `The work history covers ${years(y)} across ${positions} position${positions === 1 ? '' : 's'}.`;
}

function* reviewSentences(f: MatchFacts): Generator<string> {
  const r = f.reviews;
  if (r.count && r.average !== null) yield `Clients rated ${f.talentFirstName} ${r.average} out of 5 in ${r.count} review${r.count === 1 ? '' : 's'}.`;
  else yield `${f.talentFirstName} has no client reviews yet.`;
}

function* industrySentences(f: MatchFacts): Generator<string> {
  const { shared, missing, jobIndustryCount } = f.industries;
  if (!jobIndustryCount) return;
  if (shared.length) yield `${f.talentFirstName} has worked in ${list(shared)}, the job's industr${shared.length === 1 ? 'y' : 'ies'}.`;
  if (missing.length) yield `Not among ${f.talentFirstName}'s industries: ${list(missing)}.`;
}

const statusNames = ['Incomplete', 'Good', 'Better', 'Best'];

function* trustSentences(f: MatchFacts): Generator<string> {
  const { badge, profileStatus } = f.trust;
  if (badge) yield `${f.talentFirstName} carries the ${trustBadges[badge]} badge.`;
  yield `The profile is ${statusNames[profileStatus] ?? statusNames[0]}.`;
}

/**
 * The parts in the order of the match score's weights (domain/match-score.ts): skills, role, languages, rate,
 * reviews, industries, delivery, trust badge and profile status; then the facts that add no points.
 */
const explained = (f: MatchFacts, withRate: boolean): Iterable<string>[] => [
  skillSentences(f),
  roleSentences(f),
  languageSentences(f),
  withRate ? [rateSentence(f)] : [],
  reviewSentences(f),
  industrySentences(f),
  locationSentences(f),
  trustSentences(f),
  certificationSentences(f),
  experienceSentences(f),
];

/** The explanation, one sentence per item; every sentence ends with a space or a paragraph break. */
export function* explainMatch(f: MatchFacts): Generator<string> {
  yield `How ${f.talentName} matches "${f.jobTitle}".\n\n`;
  for (const part of explained(f, true)) {
    for (const sentence of part) yield `${sentence} `;
  }
}

/**
 * Why a talent without a proposal is suggested for a job: the same facts as Match Logic, without the rate (there is
 * no proposal to price yet).
 */
export function suggestionReasons(f: MatchFacts): string[] {
  return explained(f, false).flatMap((part) => [...part]);
}
