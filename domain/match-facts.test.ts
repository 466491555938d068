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

describe('match facts at their edges', () => {
  const facts = (over: { job?: Partial<MatchJob>; talent?: Partial<MatchTalent>; rate?: number | null } = {}) =>
    buildMatchFacts({ ...job, ...over.job }, { ...talent, ...over.talent }, over.rate === undefined ? 1000 : over.rate, today);

  it('names the talent and the job, and counts what the job asks for', () => {
    const f = facts({ talent: { industries: ['finance'], trustBadge: 'CT', profileStatus: 3 } });
    expect([f.talentName, f.talentFirstName, f.jobTitle]).toEqual(['Maya Chen', 'Maya', 'Power BI for analysts']);
    expect(f.roles.jobRoles).toEqual(['Trainer']);
    expect(f.industries).toEqual({ shared: ['Finance'], missing: [], jobIndustryCount: 1 });
    expect(facts().industries).toEqual({ shared: [], missing: ['Finance'], jobIndustryCount: 1 });
    expect(f.trust).toEqual({ badge: 'CT', profileStatus: 3 });
    expect(f.location).toEqual({
      locationType: 'Virtual',
      jobCountry: 'US',
      talentCountry: 'US',
      sameCountry: true,
      sameState: false,
      jobTimeZone: 'America/Chicago',
      talentTimeZone: 'America/Los_Angeles',
      sameTimeZone: false,
    });
  });

  it('places a rate on the budget’s bounds within it, and a talent without a proposal nowhere', () => {
    expect(facts({ rate: 900 }).rate).toEqual({ rateType: 'Daily', proposed: 900, min: 900, max: 1300, position: 'within' });
    expect(facts({ rate: 1300 }).rate.position).toBe('within');
    expect(facts({ rate: null }).rate).toEqual({ rateType: 'Daily', proposed: 0, min: 900, max: 1300, position: 'unpriced' });
    expect(facts({ job: { rateMax: null }, rate: 5000 }).rate.position).toBe('within');
    expect(facts({ job: { rateMin: null }, rate: 1 }).rate.position).toBe('within');
    expect(facts({ job: { rateMin: null }, rate: 1400 }).rate.position).toBe('above');
    expect(facts({ job: { rateMax: null }, rate: 800 }).rate.position).toBe('below');
  });

  it('meets a language at exactly the proficiency asked for', () => {
    expect(facts({ talent: { languages: [{ language: 'spanish', proficiency: 2 }] } }).languages.met).toEqual(['Spanish']);
  });

  it('counts a role held from a later year as no years, and leaves out the roles the talent does not hold', () => {
    expect(facts({ talent: { roles: [{ role: 'Trainer', startYear: 2030 }] } }).roles.matched).toEqual([{ role: 'Trainer', years: 0 }]);
    expect(facts({ job: { roles: ['Designer', 'Trainer'] } }).roles.matched).toEqual([{ role: 'Trainer', years: 10 }]);
  });

  it('matches names with spaces around them', () => {
    expect(facts({ talent: { skills: [{ skill: ' DAX ', certifiedToTeach: false }] } }).skills.shared).toEqual(['DAX']);
  });

  it('shares a state only within the same country, and a country or time zone only when the job names one', () => {
    expect(facts({ talent: { state: 'IL' } }).location.sameState).toBe(true);
    expect(facts({ talent: { state: 'IL', country: 'CA' } }).location).toMatchObject({ sameCountry: false, sameState: false });
    expect(facts({ job: { state: null }, talent: { state: null } }).location.sameState).toBe(false);
    expect(facts({ job: { country: null }, talent: { country: null } }).location.sameCountry).toBe(false);
    expect(facts({ talent: { timeZone: 'America/Chicago' } }).location.sameTimeZone).toBe(true);
    expect(facts({ job: { timeZone: null }, talent: { timeZone: null } }).location.sameTimeZone).toBe(false);
  });

  it('counts only ratings from 1 to 5', () => {
    expect(facts({ talent: { ratings: [0, 1, 5, 6] } }).reviews).toEqual({ count: 2, average: 3, sum: 6 });
  });

  it('counts work until today when it has no end, once for periods inside others, and not for unreadable or backward periods', () => {
    const years = (workHistory: MatchTalent['workHistory']) => facts({ talent: { workHistory } }).experience.years;
    expect(years([{ startDate: '2020-01-01', endDate: null }])).toBe(6);
    expect(years([{ startDate: '2018-01-01', endDate: '2020-01-01' }, { startDate: '2009-01-01', endDate: '2014-01-01' }])).toBe(6);
    expect(years([{ startDate: '2008-01-01', endDate: '2020-01-01' }, { startDate: '2012-01-01', endDate: '2014-01-01' }])).toBe(12);
    expect(years([{ startDate: 'someday', endDate: '2020-01-01' }, { startDate: '2020-01-01', endDate: 'never' }])).toBe(0);
    expect(years([{ startDate: '2010-01-01', endDate: 'never' }, { startDate: '2012-01-01', endDate: '2020-01-01' }])).toBe(8);
    expect(years([{ startDate: '2020-01-01', endDate: '2010-01-01' }, { startDate: '2020-01-01', endDate: '2020-01-01' }])).toBe(0);
    expect(years([{ startDate: '2020-01-01', endDate: '2021-12-31' }])).toBe(1);
  });
});
