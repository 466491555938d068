import { describe, expect, it } from 'vitest';
import { myMatchOf } from './match-advice.ts';
import type { MatchFacts } from './match-facts.ts';

const facts = (over: Partial<MatchFacts> = {}): MatchFacts => ({
  talentName: 'Ada Stone',
  talentFirstName: 'Ada',
  jobTitle: 'Power BI trainer',
  skills: { shared: ['Excel', 'DAX'], certifiedToTeach: [], missing: [], jobSkillCount: 2 },
  roles: { matched: [{ role: 'Trainer', years: 4 }], jobRoles: ['Trainer'] },
  rate: { rateType: 'Hourly', proposed: 50, min: 40, max: 60, position: 'within' },
  languages: { met: ['English'], below: [], missing: [] },
  industries: { shared: ['Banking'], missing: [], jobIndustryCount: 1 },
  location: { locationType: 'Remote', jobCountry: 'US', talentCountry: 'US', sameCountry: true, sameState: false, jobTimeZone: null, talentTimeZone: null, sameTimeZone: false },
  certification: { required: false, comments: null, held: [] },
  experience: { years: 4, positions: 1 },
  reviews: { count: 0, average: null, sum: 0 },
  trust: { badge: null, profileStatus: 2 },
  ...over,
});

const adviceOf = (over: Partial<MatchFacts>) => myMatchOf(facts(over)).advice;

describe('what a talent is told to add for a job', () => {
  it('says all skills are there when they are, and nothing else when the profile fits', () => {
    expect(adviceOf({})).toEqual(['You have all 2 skills.']);
  });

  it('names the missing skills and the role to add them to', () => {
    expect(adviceOf({ skills: { shared: ['Excel'], certifiedToTeach: [], missing: ['Power BI'], jobSkillCount: 2 } })).toEqual([
      'You have 1 of 2 skills; add Power BI to your Trainer role if you hold it.',
    ]);
    expect(adviceOf({ skills: { shared: [], certifiedToTeach: [], missing: ['Power BI', 'DAX', 'SQL'], jobSkillCount: 3 }, roles: { matched: [], jobRoles: [] } })).toEqual([
      'You have 0 of 3 skills; add Power BI, DAX and SQL to your profile if you hold them.',
    ]);
  });

  it('names the job’s role for the skills when the profile lists none of its roles, and says so', () => {
    expect(adviceOf({ skills: { shared: [], certifiedToTeach: [], missing: ['SQL'], jobSkillCount: 1 }, roles: { matched: [], jobRoles: ['Designer', 'Developer'] } })).toEqual([
      'You have 0 of 1 skills; add SQL to your Designer role if you hold it.',
      'The job is for Designer and Developer; your profile does not list that role.',
    ]);
  });

  it('says nothing of skills for a job without any', () => {
    expect(adviceOf({ skills: { shared: [], certifiedToTeach: [], missing: [], jobSkillCount: 0 } })).toEqual([]);
  });

  it('tells the level a language needs, and the languages to add', () => {
    expect(adviceOf({ languages: { met: [], below: [{ language: 'German', required: 3, has: 1 }], missing: ['French'] } })).toEqual([
      'You have all 2 skills.',
      'The job asks for Fluent German; your profile says Basic.',
      'Add French to your languages if you speak it.',
    ]);
    expect(adviceOf({ languages: { met: [], below: [], missing: ['French', 'Italian'] } })).toContain('Add French and Italian to your languages if you speak them.');
  });

  it('names the job’s industry only when the profile shares none of them', () => {
    expect(adviceOf({ industries: { shared: [], missing: ['Banking'], jobIndustryCount: 1 } })).toContain('The job is in Banking, an industry your profile does not list.');
    expect(adviceOf({ industries: { shared: ['Retail'], missing: ['Banking'], jobIndustryCount: 2 } })).toEqual(['You have all 2 skills.']);
  });

  it('tells the score with the advice', () => {
    expect(myMatchOf(facts()).score).toBeGreaterThan(0);
  });
});
