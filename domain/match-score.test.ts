import { describe, expect, it } from 'vitest';
import { byBestMatch, factorPoints, matchFactorKeys, matchWeights, reviewPoints, scoreInputOf, scoreOf, type ScoreInput } from './match-score.ts';
import { describeScore } from './match-score-texts.ts';
import { buildMatchFacts, type MatchJob, type MatchTalent } from './match-facts.ts';

const base: ScoreInput = {
  jobSkills: 6,
  sharedSkills: 5,
  certifiedSkills: 2,
  jobRoles: 1,
  roleYears: 9,
  jobLanguages: 3,
  languagesMet: 2,
  jobIndustries: 2,
  sharedIndustries: 1,
  ratePosition: 'within',
  locationType: 'Remote',
  sameCountry: false,
  sameState: false,
  sameTimeZone: true,
  reviewCount: 20,
  reviewSum: 96,
  badge: 'CT',
  profileStatus: 2,
};
const points = (change: Partial<ScoreInput>) => factorPoints({ ...base, ...change });

describe('the match score', () => {
  it('publishes weights that add up to 100', () => {
    expect(matchFactorKeys.reduce((s, k) => s + matchWeights[k], 0)).toBe(100);
    const weights = matchFactorKeys.map((k) => matchWeights[k]);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('gives skills 25 × shared / asked plus 5 × certified / asked, rounded half up', () => {
    // 25 × 5/6 = 20.83 → 21; 5 × 2/6 = 1.67 → 2
    expect(points({}).skills).toBe(23);
    expect(points({ sharedSkills: 6, certifiedSkills: 6 }).skills).toBe(30);
    expect(points({ sharedSkills: 0, certifiedSkills: 0 }).skills).toBe(0);
    // 25 × 1/2 = 12.5 → 13
    expect(points({ jobSkills: 2, sharedSkills: 1, certifiedSkills: 0 }).skills).toBe(13);
    expect(points({ jobSkills: 0, sharedSkills: 0, certifiedSkills: 0 }).skills).toBe(30);
  });

  it('gives the role 10 plus a point a year up to 10', () => {
    expect(points({}).role).toBe(19);
    expect(points({ roleYears: 0 }).role).toBe(10);
    expect(points({ roleYears: 25 }).role).toBe(20);
    expect(points({ roleYears: null }).role).toBe(0);
    expect(points({ jobRoles: 0, roleYears: null }).role).toBe(20);
  });

  it('gives languages and industries their share', () => {
    // 10 × 2/3 = 6.67 → 7; 5 × 1/2 = 2.5 → 3
    expect(points({}).languages).toBe(7);
    expect(points({}).industries).toBe(3);
    expect(points({ jobLanguages: 0, languagesMet: 0 }).languages).toBe(10);
    expect(points({ sharedIndustries: 0 }).industries).toBe(0);
    expect(points({ jobIndustries: 0, sharedIndustries: 0 }).industries).toBe(5);
  });

  it('gives the rate full points inside, below or without a budget, none above it', () => {
    for (const ratePosition of ['within', 'below', 'negotiable', 'no-budget', 'unpriced'] as const) expect(points({ ratePosition }).rate).toBe(10);
    expect(points({ ratePosition: 'above' }).rate).toBe(0);
  });

  it('places delivery by state and country only onsite, by time zone otherwise', () => {
    expect(points({ locationType: 'Onsite', sameCountry: true, sameState: true }).delivery).toBe(5);
    expect(points({ locationType: 'Onsite', sameCountry: true }).delivery).toBe(3);
    expect(points({ locationType: 'Onsite', sameTimeZone: true }).delivery).toBe(0);
    expect(points({ locationType: 'Virtual', sameCountry: true, sameState: true, sameTimeZone: false }).delivery).toBe(1);
    expect(points({ sameTimeZone: true }).delivery).toBe(5);
    expect(points({ sameTimeZone: null }).delivery).toBe(3);
  });

  it('weighs reviews with a prior of five 4-star reviews: one 5-star review does not beat twenty 4.8s', () => {
    // (20 + 0 − 15) / 5 = 1 → 10 × 1/2 = 5
    expect(reviewPoints(0, 0)).toBe(5);
    // (20 + 5) / 6 = 4.17 → 10 × 1.17 / 2 = 5.83 → 6
    expect(reviewPoints(1, 5)).toBe(6);
    // (20 + 96) / 25 = 4.64 → 8.2 → 8
    expect(reviewPoints(20, 96)).toBe(8);
    // (20 + 1) / 6 = 3.5 → 2.5 → 3 (half up)
    expect(reviewPoints(1, 1)).toBe(3);
    expect(reviewPoints(5, 5)).toBe(0);
    expect(reviewPoints(1000, 5000)).toBe(10);
    expect(reviewPoints(1, 5)).toBeLessThan(reviewPoints(20, 96));
  });

  it('gives badges and profile status their points', () => {
    expect([null, 'V', 'Q', 'CT', 'CID', 'CTCID'].map((badge) => points({ badge: badge as ScoreInput['badge'] }).badge)).toEqual([0, 2, 3, 4, 4, 5]);
    expect([0, 1, 2, 3].map((profileStatus) => points({ profileStatus }).status)).toEqual([0, 2, 4, 5]);
  });

  it('adds the factors up and tells the three heaviest telling factors on a line', () => {
    // 23 + 19 + 7 + 10 + 8 + 3 + 5 + 4 + 4
    expect(scoreOf(factorPoints(base))).toBe(83);
    const told = describeScore(base, 'Trainer');
    expect(told.score).toBe(83);
    expect(told.line).toBe('5 of 6 skills, 2 certified · Trainer 9 years · 2 of 3 languages');
    // Factors the job does not ask about, or that say nothing (no budget), leave the line to the next heaviest.
    expect(describeScore({ ...base, jobLanguages: 0, languagesMet: 0 }, 'Trainer').line).toBe('5 of 6 skills, 2 certified · Trainer 9 years · rate within budget');
    expect(describeScore({ ...base, jobSkills: 0, jobLanguages: 0, ratePosition: 'negotiable' }, 'Trainer').line).toBe('Trainer 9 years · 4.8 from 20 reviews · 1 of 2 industries');
    expect(told.factors.map((f) => f.key)).toEqual([...matchFactorKeys]);
  });

  it('breaks ties by the time sent, then by id', () => {
    const rows = [
      { id: 3, score: 70, submittedAt: '2026-01-03T00:00:00.000Z' },
      { id: 1, score: 80, submittedAt: '2026-01-05T00:00:00.000Z' },
      { id: 4, score: 70, submittedAt: '2026-01-02T00:00:00.000Z' },
      { id: 2, score: 70, submittedAt: '2026-01-02T00:00:00.000Z' },
    ];
    expect([...rows].sort(byBestMatch).map((r) => r.id)).toEqual([1, 2, 4, 3]);
  });
});

describe('the match score from the Match Logic facts', () => {
  const job: MatchJob = {
    title: 'Power BI for analysts',
    roles: ['Trainer'],
    skills: ['Power BI', 'Microsoft Excel', 'DAX'],
    rateType: 'Daily',
    rateMin: 900,
    rateMax: 1300,
    rateNegotiable: false,
    languages: [{ language: 'English', proficiency: 3 }],
    industries: ['Finance'],
    locationType: 'Virtual',
    country: 'US',
    state: 'IL',
    timeZone: 'America/Chicago',
    isCertificationRequired: false,
    certificationRequiredComments: null,
  };
  const talent: MatchTalent = {
    firstName: 'Maya',
    lastName: 'Chen',
    roles: [{ role: 'Trainer', startYear: 2020 }],
    skills: [{ skill: 'Power BI', certifiedToTeach: true }],
    languages: [{ language: 'English', proficiency: 3 }],
    industries: ['finance'],
    country: 'US',
    state: 'CA',
    timeZone: 'America/Chicago',
    certifications: [],
    workHistory: [],
    ratings: [5],
    trustBadge: 'V',
    profileStatus: 1,
  };
  const today = new Date('2026-06-01T00:00:00Z');
  const score = (j: MatchJob, t: MatchTalent, rate: number | null = 1000) => scoreOf(factorPoints(scoreInputOf(buildMatchFacts(j, t, rate, today))));

  it('scores the facts by hand', () => {
    // skills 25/3 = 8.33 → 8, certified 5/3 = 1.67 → 2; role 10 + 6; languages 10; rate 10; reviews 6; industries 5;
    // delivery same time zone 5; badge V 2; status Good 2
    expect(score(job, talent)).toBe(10 + 16 + 10 + 10 + 6 + 5 + 5 + 2 + 2);
    expect(score(job, talent, null)).toBe(score(job, talent));
    expect(score(job, talent, 1400)).toBe(score(job, talent) - 10);
  });

  it('counts the most years in one of the job’s roles and every language the job asks for', () => {
    const facts = buildMatchFacts(
      { ...job, roles: ['Trainer', 'Facilitator'], languages: [...job.languages, { language: 'Spanish', proficiency: 2 }, { language: 'German', proficiency: 1 }] },
      { ...talent, roles: [{ role: 'Trainer', startYear: 2023 }, { role: 'Facilitator', startYear: 2018 }], languages: [...talent.languages, { language: 'Spanish', proficiency: 1 }] },
      1000,
      today,
    );
    const points = factorPoints(scoreInputOf(facts));
    // Facilitator 8 years rather than Trainer 3; English met, Spanish below the level, German missing: 10 × 1/3 → 3
    expect(points.role).toBe(18);
    expect(points.languages).toBe(3);
  });

  it('places remote work by time zone only when the job and the talent both name one', () => {
    const delivery = (j: MatchJob, t: MatchTalent) => factorPoints(scoreInputOf(buildMatchFacts(j, t, 1000, today))).delivery;
    expect(delivery(job, talent)).toBe(5);
    expect(delivery(job, { ...talent, timeZone: 'Europe/Berlin' })).toBe(1);
    expect(delivery(job, { ...talent, timeZone: null })).toBe(3);
    expect(delivery({ ...job, timeZone: null }, talent)).toBe(3);
  });

  it('does not change with the name, photo or nationality, nor the country on remote and virtual work', () => {
    const before = score(job, talent);
    expect(score(job, { ...talent, firstName: 'Ahmed', lastName: 'Okafor' })).toBe(before);
    expect(score(job, { ...talent, country: 'NG', state: 'LA' })).toBe(before);
    expect(score({ ...job, locationType: 'Remote' }, { ...talent, country: 'NG' })).toBe(score({ ...job, locationType: 'Remote' }, talent));
    // Onsite, where the trainer travels to the room, the country counts.
    expect(score({ ...job, locationType: 'Onsite' }, { ...talent, country: 'NG' })).toBeLessThan(score({ ...job, locationType: 'Onsite' }, talent));
  });
});
