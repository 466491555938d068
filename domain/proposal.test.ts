import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { profileStatusOf } from './profile-status.ts';
import { proposalFormSchema, proposalTexts, searchPortfolio } from './proposal.ts';
import { noProfileCounts } from '../tests/fixtures/profile-counts.ts';

const rateMessage = (rate: unknown) => {
  const result = proposalFormSchema.safeParse({ talentProposalDescription: 'x', rate });
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe('the proposal rate', () => {
  it('takes up to 10 characters with at most 2 decimals above zero, one message per rate', () => {
    expect(rateMessage('950.50')).toBeNull();
    expect(rateMessage(12)).toBeNull();
    expect(rateMessage('0')).toEqual([messages.proposal.rateAboveZero]);
    expect(rateMessage('0.00')).toEqual([messages.proposal.rateAboveZero]);
    expect(rateMessage('')).toEqual([messages.proposal.rateAboveZero]);
    expect(rateMessage('-5')).toEqual([messages.proposal.rateAboveZero]);
    expect(rateMessage('1.234')).toEqual([proposalTexts.rateFormat]);
    expect(rateMessage('12345678901')).toEqual([proposalTexts.rateFormat]);
  });
});

describe('the portfolio search', () => {
  it('lists titles starting with the text first, then titles containing it', () => {
    const items = [{ title: 'Sample lesson plan' }, { title: 'Leading Through Change' }, { title: 'Workshop highlights' }, { title: 'Data' }];
    expect(searchPortfolio(items, 'l').map((i) => i.title)).toEqual(['Leading Through Change', 'Sample lesson plan', 'Workshop highlights']);
    expect(searchPortfolio(items, '  ')).toHaveLength(4);
    expect(searchPortfolio(items, 'zzz')).toEqual([]);
  });
});

describe('the profile status rule', () => {
  const none = noProfileCounts;
  const good = { ...none, hasAboutMe: true, roles: 1, languages: 1, industries: 1, workExperiences: 1 };
  const better = { ...good, educations: 1, certifications: 1, references: 1 };
  it('climbs Incomplete, Good, Better, Best as the profile fills', () => {
    expect(profileStatusOf(none)).toBe(0);
    expect(profileStatusOf({ ...good, languages: 0 })).toBe(0);
    expect(profileStatusOf(good)).toBe(1);
    expect(profileStatusOf(better)).toBe(2);
    expect(profileStatusOf({ ...better, portfolioLinks: 2 })).toBe(2);
    expect(profileStatusOf({ ...better, portfolioLinks: 2, courses: 1 })).toBe(3);
    expect(profileStatusOf({ ...good, portfolioLinks: 2, courses: 2 })).toBe(1);
  });
});
