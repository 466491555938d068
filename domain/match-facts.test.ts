import { describe, expect, it } from 'vitest';
import { buildMatchFacts, type MatchJob, type MatchTalent } from './match-facts.ts';

const job: MatchJob = {
  title: 'Power BI for analysts',
  roles: ['Trainer'],
  skills: ['Power BI', 'Microsoft Excel', 'DAX'],
  rateType: 'Daily',
  rateMin: 900,
  rateMax: 1300,
  rateNegotiable: false,
  languages: [
    { language: 'English', proficiency: 3 },
    { language: 'Spanish', proficiency: 2 },
    { language: 'German', proficiency: 1 },
  ],
  industries: ['Finance'],
  locationType: 'Virtual',
  country: 'US',
  state: 'IL',
  timeZone: 'America/Chicago',
  isCertificationRequired: true,
  certificationRequiredComments: 'Microsoft certified',
};

const talent: MatchTalent = {
  firstName: 'Maya',
  lastName: 'Chen',
  roles: [{ role: 'trainer', startYear: 2016 }],
  skills: [
    { skill: 'power bi', certifiedToTeach: true },
    { skill: 'Microsoft Excel', certifiedToTeach: false },
  ],
  languages: [
    { language: 'English', proficiency: 3 },
    { language: 'Spanish', proficiency: 1 },
  ],
  industries: [],
  trustBadge: null,
  profileStatus: 1,
  country: 'US',
  state: 'CA',
  timeZone: 'America/Los_Angeles',
  certifications: ['PL-300'],
  workHistory: [
    { startDate: '2016-01-01', endDate: '2020-01-01' },
    { startDate: '2018-01-01', endDate: '2022-01-01' },
  ],
  ratings: [5, 4, 4],
};

const today = new Date('2026-01-01T00:00:00Z');

describe('match facts', () => {
  it('finds shared, certified and missing skills and the role regardless of case', () => {
    const f = buildMatchFacts(job, talent, 1000, today);
    expect(f.skills).toEqual({ shared: ['Power BI', 'Microsoft Excel'], certifiedToTeach: ['Power BI'], missing: ['DAX'], jobSkillCount: 3 });
    expect(f.roles.matched).toEqual([{ role: 'Trainer', years: 10 }]);
  });

  it('places the proposed rate against the budget', () => {
    expect(buildMatchFacts(job, talent, 1000, today).rate.position).toBe('within');
    expect(buildMatchFacts(job, talent, 800, today).rate.position).toBe('below');
    expect(buildMatchFacts(job, talent, 1400, today).rate.position).toBe('above');
    expect(buildMatchFacts({ ...job, rateNegotiable: true }, talent, 1400, today).rate.position).toBe('negotiable');
    expect(buildMatchFacts({ ...job, rateMin: null, rateMax: null }, talent, 1400, today).rate.position).toBe('no-budget');
  });

  it('compares languages by proficiency, location, certifications, experience without double counting and reviews', () => {
    const f = buildMatchFacts(job, talent, 1000, today);
    expect(f.languages).toEqual({ met: ['English'], below: [{ language: 'Spanish', required: 2, has: 1 }], missing: ['German'] });
    expect(f.location).toMatchObject({ sameCountry: true, sameState: false, sameTimeZone: false });
    expect(f.certification).toEqual({ required: true, comments: 'Microsoft certified', held: ['PL-300'] });
    expect(f.experience).toEqual({ years: 6, positions: 2 });
    expect(f.reviews).toEqual({ count: 3, average: 4.3, sum: 13 });
  });
});
