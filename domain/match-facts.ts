/**
 * The facts behind "Match Logic": why a talent fits a job, computed from plain job and profile
 * data. Pure: the API loads the data, this decides what is true, an explainer turns the facts into sentences.
 */
import type { RateType } from './constants.ts';
import { averageRating } from './reviews.ts';
import type { TrustBadge } from './trust-badge.ts';

export interface MatchJob {
  title: string;
  roles: string[];
  skills: string[];
  rateType: RateType | null;
  rateMin: number | null;
  rateMax: number | null;
  rateNegotiable: boolean;
  /** proficiency 1 Basic, 2 Conversational, 3 Fluent */
  languages: { language: string; proficiency: number }[];
  industries: string[];
  locationType: string | null;
  country: string | null;
  state: string | null;
  timeZone: string | null;
  isCertificationRequired: boolean;
  certificationRequiredComments: string | null;
}

export interface MatchTalent {
  firstName: string;
  lastName: string;
  roles: { role: string; startYear: number }[];
  skills: { skill: string; certifiedToTeach: boolean }[];
  languages: { language: string; proficiency: number }[];
  industries: string[];
  country: string | null;
  state: string | null;
  timeZone: string | null;
  certifications: string[];
  trustBadge: TrustBadge | null;
  /** 0 Incomplete, 1 Good, 2 Better, 3 Best */
  profileStatus: number;
  /** Dates as YYYY-MM-DD; a missing end is "until now". */
  workHistory: { startDate: string; endDate: string | null }[];
  ratings: number[];
}

/** unpriced: the talent has not proposed, so there is no rate to place. */
export type RatePosition = 'within' | 'below' | 'above' | 'negotiable' | 'no-budget' | 'unpriced';

export interface MatchFacts {
  talentName: string;
  talentFirstName: string;
  jobTitle: string;
  skills: { shared: string[]; certifiedToTeach: string[]; missing: string[]; jobSkillCount: number };
  roles: { matched: { role: string; years: number }[]; jobRoles: string[] };
  rate: { rateType: RateType | null; proposed: number; min: number | null; max: number | null; position: RatePosition };
  languages: { met: string[]; below: { language: string; required: number; has: number }[]; missing: string[] };
  industries: { shared: string[]; missing: string[]; jobIndustryCount: number };
  location: {
    locationType: string | null;
    jobCountry: string | null;
    talentCountry: string | null;
    sameCountry: boolean;
    sameState: boolean;
    jobTimeZone: string | null;
    talentTimeZone: string | null;
    sameTimeZone: boolean;
  };
  certification: { required: boolean; comments: string | null; held: string[] };
  experience: { years: number; positions: number };
  reviews: { count: number; average: number | null; sum: number };
  trust: { badge: TrustBadge | null; profileStatus: number };
}

const key = (s: string) => s.trim().toLowerCase();

function ratePosition(job: MatchJob, proposed: number | null): RatePosition {
  if (proposed === null) return 'unpriced';
  if (job.rateNegotiable) return 'negotiable';
  if (job.rateMin === null && job.rateMax === null) return 'no-budget';
  if (job.rateMin !== null && proposed < job.rateMin) return 'below';
  if (job.rateMax !== null && proposed > job.rateMax) return 'above';
  return 'within';
}

const dayMs = 86_400_000;

/** Whole years of work history, overlapping periods counted once. */
function yearsOfExperience(history: MatchTalent['workHistory'], today: Date): number {
  const spans = history
    .map((h) => [Date.parse(h.startDate), h.endDate ? Date.parse(h.endDate) : today.getTime()] as const)
    // An unreadable date (NaN) fails the comparison, so it drops out with the periods that end before they start.
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = -Infinity;
  for (const [start, end] of spans) {
    const from = Math.max(start, reached);
    if (end > from) total += end - from;
    reached = Math.max(reached, end);
  }
  return Math.floor(total / (365.25 * dayMs));
}

/** proposedRate: the rate of the talent's proposal on the job, null without one. */
export function buildMatchFacts(job: MatchJob, talent: MatchTalent, proposedRate: number | null, today: Date): MatchFacts {
  const talentSkills = new Map(talent.skills.map((s) => [key(s.skill), s]));
  const shared = job.skills.filter((s) => talentSkills.has(key(s)));
  const certifiedToTeach = shared.filter((s) => talentSkills.get(key(s))?.certifiedToTeach);
  const missing = job.skills.filter((s) => !talentSkills.has(key(s)));

  const talentRoles = new Map(talent.roles.map((r) => [key(r.role), r]));
  const matchedRoles = job.roles.flatMap((role) => {
    const held = talentRoles.get(key(role));
    return held ? [{ role, years: Math.max(0, today.getUTCFullYear() - held.startYear) }] : [];
  });

  const talentLanguages = new Map(talent.languages.map((l) => [key(l.language), l.proficiency]));
  const met: string[] = [];
  const below: MatchFacts['languages']['below'] = [];
  const missingLanguages: string[] = [];
  for (const l of job.languages) {
    const has = talentLanguages.get(key(l.language));
    if (has === undefined) missingLanguages.push(l.language);
    else if (has >= l.proficiency) met.push(l.language);
    else below.push({ language: l.language, required: l.proficiency, has });
  }

  const talentIndustries = new Set(talent.industries.map(key));
  const sharedIndustries = job.industries.filter((i) => talentIndustries.has(key(i)));

  const sameCountry = job.country !== null && job.country === talent.country;
  const ratings = talent.ratings.filter((r) => r >= 1 && r <= 5);
  return {
    talentName: `${talent.firstName} ${talent.lastName}`,
    talentFirstName: talent.firstName,
    jobTitle: job.title,
    skills: { shared, certifiedToTeach, missing, jobSkillCount: job.skills.length },
    roles: { matched: matchedRoles, jobRoles: job.roles },
    rate: { rateType: job.rateType, proposed: proposedRate ?? 0, min: job.rateMin, max: job.rateMax, position: ratePosition(job, proposedRate) },
    languages: { met, below, missing: missingLanguages },
    industries: { shared: sharedIndustries, missing: job.industries.filter((i) => !talentIndustries.has(key(i))), jobIndustryCount: job.industries.length },
    location: {
      locationType: job.locationType,
      jobCountry: job.country,
      talentCountry: talent.country,
      sameCountry,
      sameState: sameCountry && job.state !== null && job.state === talent.state,
      jobTimeZone: job.timeZone,
      talentTimeZone: talent.timeZone,
      sameTimeZone: job.timeZone !== null && job.timeZone === talent.timeZone,
    },
    certification: { required: job.isCertificationRequired, comments: job.certificationRequiredComments, held: talent.certifications },
    experience: { years: yearsOfExperience(talent.workHistory, today), positions: talent.workHistory.length },
    reviews: { count: ratings.length, average: averageRating(ratings), sum: ratings.reduce((a, b) => a + b, 0) },
    trust: { badge: talent.trustBadge, profileStatus: talent.profileStatus },
  };
}
