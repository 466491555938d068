/**
 * How the match score is told: one short label per factor ("5 of 6 skills", "Trainer 9 years", "rate within
 * budget") and the three heaviest factors that say something about the talent as the card's line. No schemas here, so islands can use it.
 */
import { trustBadges } from './constants.ts';
import { factorPoints, matchFactorKeys, matchFactorReasons, matchWeights, scoreOf, type MatchFactorKey, type ScoreInput } from './match-score.ts';

const statusNames = ['Incomplete', 'Good', 'Better', 'Best'] as const;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const ofWhole = (part: number, whole: number, what: string) => `${part} of ${whole} ${what}`;

const rateLabels: Record<ScoreInput['ratePosition'], string> = {
  within: 'rate within budget',
  below: 'rate below budget',
  above: 'rate above budget',
  negotiable: 'rate negotiable',
  'no-budget': 'no budget set',
  unpriced: 'no rate proposed yet',
};

function deliveryLabel(i: ScoreInput): string {
  if (i.locationType === 'Onsite') return i.sameState ? 'in the job’s state' : i.sameCountry ? 'in the job’s country' : 'outside the job’s country';
  if (i.sameTimeZone === null) return 'time zone not given';
  return i.sameTimeZone ? 'same time zone' : 'another time zone';
}

/** The short label of one factor. roleName: the job's role the talent works in (the first when several). */
export function factorLabel(key: MatchFactorKey, i: ScoreInput, roleName: string | null): string {
  switch (key) {
    case 'skills':
      if (i.jobSkills === 0) return 'no skills asked';
      return `${ofWhole(i.sharedSkills, i.jobSkills, 'skills')}${i.certifiedSkills ? `, ${i.certifiedSkills} certified` : ''}`;
    case 'role':
      if (i.jobRoles === 0) return 'any role';
      return i.roleYears === null || !roleName ? 'not in the job’s role' : `${roleName} ${plural(i.roleYears, 'year')}`;
    case 'languages':
      return i.jobLanguages === 0 ? 'no languages asked' : ofWhole(i.languagesMet, i.jobLanguages, 'languages');
    case 'rate':
      return rateLabels[i.ratePosition];
    case 'reviews':
      return i.reviewCount ? `${(Math.round((i.reviewSum / i.reviewCount) * 10) / 10).toFixed(1)} from ${plural(i.reviewCount, 'review')}` : 'no reviews yet';
    case 'industries':
      return i.jobIndustries === 0 ? 'no industries asked' : ofWhole(i.sharedIndustries, i.jobIndustries, 'industries');
    case 'delivery':
      return deliveryLabel(i);
    case 'badge':
      return i.badge ? trustBadges[i.badge] : 'no trust badge';
    case 'status':
      return `profile ${statusNames[Math.max(0, Math.min(3, i.profileStatus))]}`;
  }
}

export interface MatchFactor {
  key: MatchFactorKey;
  name: string;
  points: number;
  max: number;
  label: string;
}

export interface MatchScore {
  score: number;
  /** Every factor, in the order of its weight. */
  factors: MatchFactor[];
  /** The three heaviest telling factors, as a line: "5 of 6 skills · Trainer 9 years · rate within budget". */
  line: string;
}

/** Whether a factor says something about this talent for this job (not "no skills asked", "no budget set"…). */
function telling(key: MatchFactorKey, i: ScoreInput): boolean {
  switch (key) {
    case 'skills':
      return i.jobSkills > 0;
    case 'role':
      return i.jobRoles > 0;
    case 'languages':
      return i.jobLanguages > 0;
    case 'rate':
      return ['within', 'below', 'above'].includes(i.ratePosition);
    case 'reviews':
      return i.reviewCount > 0;
    case 'industries':
      return i.jobIndustries > 0;
    case 'delivery':
      return i.locationType === 'Onsite' || i.sameTimeZone !== null;
    case 'badge':
      return i.badge !== null;
    case 'status':
      return true;
  }
}

/** The card's line: the three heaviest factors that say something about the talent for this job, in the order of weight. */
export const topFactors = (factors: MatchFactor[], i: ScoreInput, n = 3) => factors.filter((f) => telling(f.key, i)).slice(0, n);

export function describeScore(i: ScoreInput, roleName: string | null): MatchScore {
  const points = factorPoints(i);
  const factors = matchFactorKeys.map((key) => ({ key, name: matchFactorReasons[key].name, points: points[key], max: matchWeights[key], label: factorLabel(key, i, roleName) }));
  return { score: scoreOf(points), factors, line: topFactors(factors, i).map((f) => f.label).join(' · ') };
}

/** A score this high earns the "Strong match" mark on the talent's job center. */
export const STRONG_MATCH = 75;

export const matchScoreTexts = {
  strongMatch: 'Strong match',
  bestMatch: 'Best match',
  newest: 'Newest',
  sortBy: 'Sort proposals by',
  whyThisOrder: 'Why this order',
  orderRule: 'Best match puts the highest match score first; proposals with the same score keep the order they were sent in. Every factor and its points:',
  scoreOf: (score: number) => `Match score ${score} of 100`,
  allFactors: 'All factors',
} as const;
