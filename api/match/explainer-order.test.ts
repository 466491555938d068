import { describe, expect, it } from 'vitest';
import { explainMatch, suggestionReasons } from './explainer.ts';
import { buildMatchFacts } from '#domain/match-facts.ts';
import { matchFactorKeys, matchWeights } from '#domain/match-score.ts';

const facts = buildMatchFacts(
  {
    title: 'Power BI for analysts',
    roles: ['Trainer'],
    skills: ['Power BI', 'DAX'],
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
  },
  {
    firstName: 'Maya',
    lastName: 'Chen',
    roles: [{ role: 'Trainer', startYear: 2018 }],
    skills: [{ skill: 'Power BI', certifiedToTeach: true }],
    languages: [{ language: 'English', proficiency: 3 }],
    industries: ['Finance'],
    country: 'US',
    state: 'CA',
    timeZone: 'America/Chicago',
    certifications: [],
    workHistory: [],
    ratings: [5, 4],
    trustBadge: 'CT',
    profileStatus: 2,
  },
  1000,
  new Date('2026-06-01T00:00:00Z'),
);

/** Where each factor of the score is first cited in the text. */
const citedAt = (text: string) => ({
  skills: text.indexOf('of the 2 skills'),
  role: text.indexOf('works as Trainer'),
  languages: text.indexOf('language requirement'),
  rate: text.indexOf('proposed rate'),
  reviews: text.indexOf('Clients rated'),
  industries: text.indexOf('industry'),
  delivery: text.indexOf('time zone'),
  badge: text.indexOf('badge'),
  status: text.indexOf('The profile is'),
});

describe('Match Logic and the match score agree', () => {
  it('cites every factor of the score in the order of its weight', () => {
    const at = citedAt([...explainMatch(facts)].join(''));
    const order = matchFactorKeys.map((k) => at[k]);
    expect(order.every((i) => i >= 0), JSON.stringify(at)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const weights = matchFactorKeys.map((k) => matchWeights[k]);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('tells a suggestion the same factors in the same order, without a rate', () => {
    const at = citedAt(suggestionReasons(facts).join(' '));
    expect(at.rate).toBe(-1);
    const order = matchFactorKeys.filter((k) => k !== 'rate').map((k) => at[k]);
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
