/**
 * The match score (0–100) of a talent for a job: the Match Logic facts turned into points with published, simple
 * weights (docs/product/match-score.md says the same in prose). Pure integer arithmetic so the database computes
 * exactly the same number (api/match/score-sql.ts reads the weights from here).
 *
 * Rules every factor follows:
 * - A factor the job does not ask about (no skills, roles, languages or industries named) gives everyone its full
 *   points: nothing asked, nothing missing, and the order between talents does not change.
 * - Nothing protected or unrelated to the job counts: no name, age, gender, photo or nationality. The talent's
 *   country and state count only for onsite work, where the trainer must travel to the room.
 * - Shares are rounded half up to whole points: round(w × part / whole) = floor((2·w·part + whole) / (2·whole)).
 */
import type { MatchFacts } from './match-facts.ts';
import type { TrustBadge } from './trust-badge.ts';

export const matchFactorKeys = ['skills', 'role', 'languages', 'rate', 'reviews', 'industries', 'delivery', 'badge', 'status'] as const;
export type MatchFactorKey = (typeof matchFactorKeys)[number];

/** The weights, heaviest first (ties in the order above): the maximum points of each factor. They add up to 100. */
export const matchWeights: Record<MatchFactorKey, number> = {
  skills: 30,
  role: 20,
  languages: 10,
  rate: 10,
  reviews: 10,
  industries: 5,
  delivery: 5,
  badge: 5,
  status: 5,
};

/** Why each factor weighs what it does, shown in "Why this order" and in the product documentation. */
export const matchFactorReasons: Record<MatchFactorKey, { name: string; reason: string }> = {
  skills: {
    name: 'Skills',
    reason: '25 points for the share of the job’s skills on the profile, 5 for the share the talent is certified to teach: the skills are what the learners need.',
  },
  role: { name: 'Role and years', reason: '10 points for working in a role the job is for, plus 1 point per year in it up to 10.' },
  languages: { name: 'Languages', reason: 'The share of the job’s languages the talent speaks at the required level or better: the class must understand the trainer.' },
  rate: { name: 'Rate', reason: 'Full points when the proposed rate is inside or below the budget, or the budget is open; none above it.' },
  reviews: {
    name: 'Reviews',
    reason: 'The average rating with a prior of 5 reviews of 4 stars, so one 5-star review does not beat twenty of 4.8: 3 stars or less gives 0, 5 stars gives 10.',
  },
  industries: { name: 'Industries', reason: 'The share of the job’s industries the talent has worked in.' },
  delivery: {
    name: 'Delivery',
    reason: 'Onsite: 5 in the job’s state, 3 in its country, 0 elsewhere. Remote or virtual: 5 in the job’s time zone, 1 in another, 3 when either is unknown.',
  },
  badge: { name: 'Trust badge', reason: 'Evidence the product checked: certified 4–5, qualified professional 3, verified contractor 2.' },
  status: { name: 'Profile status', reason: 'How complete the profile is: Best 5, Better 4, Good 2, Incomplete 0.' },
};

/** The numbers the score is made of: what the database computes and what the facts give. */
export interface ScoreInput {
  jobSkills: number;
  sharedSkills: number;
  certifiedSkills: number;
  jobRoles: number;
  /** The most years the talent has in one of the job's roles; null when the talent holds none of them. */
  roleYears: number | null;
  jobLanguages: number;
  languagesMet: number;
  jobIndustries: number;
  sharedIndustries: number;
  ratePosition: MatchFacts['rate']['position'];
  locationType: string | null;
  sameCountry: boolean;
  sameState: boolean;
  /** null when the job or the talent names no time zone. */
  sameTimeZone: boolean | null;
  reviewCount: number;
  reviewSum: number;
  badge: TrustBadge | null;
  profileStatus: number;
}

/** round(weight × part / whole), half up, in integers. */
export const share = (weight: number, part: number, whole: number) => Math.floor((2 * weight * part + whole) / (2 * whole));

/** The prior of the review factor: as if every talent had PRIOR_COUNT reviews of PRIOR_MEAN stars before their own. */
export const reviewPrior = { count: 5, mean: 4, floor: 3 } as const;

/** 10 × (adjusted average − 3) / 2, rounded, between 0 and 10; in integers: the adjusted average is (5·4 + sum) / (5 + n). */
export function reviewPoints(count: number, sum: number): number {
  const n = reviewPrior.count + count;
  const numerator = matchWeights.reviews * (reviewPrior.count * reviewPrior.mean + sum - reviewPrior.floor * n);
  const denominator = (5 - reviewPrior.floor) * n;
  if (numerator <= 0) return 0;
  return Math.min(matchWeights.reviews, Math.floor((2 * numerator + denominator) / (2 * denominator)));
}

export const badgePoints: Record<TrustBadge, number> = { CTCID: 5, CT: 4, CID: 4, Q: 3, V: 2 };
export const statusPoints: readonly number[] = [0, 2, 4, 5];
const fullRate: readonly MatchFacts['rate']['position'][] = ['within', 'below', 'negotiable', 'no-budget', 'unpriced'];

function deliveryPoints(i: ScoreInput): number {
  if (i.locationType === 'Onsite') return i.sameState ? 5 : i.sameCountry ? 3 : 0;
  if (i.sameTimeZone === null) return 3;
  return i.sameTimeZone ? 5 : 1;
}

/** The points of every factor, in the order of matchFactorKeys. */
export function factorPoints(i: ScoreInput): Record<MatchFactorKey, number> {
  const w = matchWeights;
  return {
    skills: i.jobSkills === 0 ? w.skills : share(25, i.sharedSkills, i.jobSkills) + share(5, i.certifiedSkills, i.jobSkills),
    role: i.jobRoles === 0 ? w.role : i.roleYears === null ? 0 : 10 + Math.min(10, Math.max(0, i.roleYears)),
    languages: i.jobLanguages === 0 ? w.languages : share(w.languages, i.languagesMet, i.jobLanguages),
    rate: fullRate.includes(i.ratePosition) ? w.rate : 0,
    reviews: reviewPoints(i.reviewCount, i.reviewSum),
    industries: i.jobIndustries === 0 ? w.industries : share(w.industries, i.sharedIndustries, i.jobIndustries),
    delivery: deliveryPoints(i),
    badge: i.badge ? badgePoints[i.badge] : 0,
    status: statusPoints[Math.max(0, Math.min(3, i.profileStatus))] ?? 0,
  };
}

export const scoreOf = (points: Record<MatchFactorKey, number>) => matchFactorKeys.reduce((sum, k) => sum + points[k], 0);

/** The score input from the Match Logic facts. */
export function scoreInputOf(f: MatchFacts): ScoreInput {
  const roleYears = f.roles.matched.length ? Math.max(...f.roles.matched.map((r) => r.years)) : null;
  const l = f.location;
  return {
    jobSkills: f.skills.jobSkillCount,
    sharedSkills: f.skills.shared.length,
    certifiedSkills: f.skills.certifiedToTeach.length,
    jobRoles: f.roles.jobRoles.length,
    roleYears,
    jobLanguages: f.languages.met.length + f.languages.below.length + f.languages.missing.length,
    languagesMet: f.languages.met.length,
    jobIndustries: f.industries.jobIndustryCount,
    sharedIndustries: f.industries.shared.length,
    ratePosition: f.rate.position,
    locationType: l.locationType,
    sameCountry: l.sameCountry,
    sameState: l.sameState,
    sameTimeZone: l.jobTimeZone && l.talentTimeZone ? l.sameTimeZone : null,
    reviewCount: f.reviews.count,
    reviewSum: f.reviews.sum,
    badge: f.trust.badge,
    profileStatus: f.trust.profileStatus,
  };
}

/** Best match order: the higher score first; the same score in the order sent (earlier first), then by id. */
export const byBestMatch = (a: { score: number; submittedAt: string; id: number }, b: { score: number; submittedAt: string; id: number }) =>
  b.score - a.score || a.submittedAt.localeCompare(b.submittedAt) || a.id - b.id;
