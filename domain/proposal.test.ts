import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { profileStatusOf } from './profile-status.ts';
import { proposalFormSchema, proposalPayloadSchema, proposalTexts, rateText, searchPortfolio } from './proposal.ts';
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

  it('reads the rate as typed, spaces around it aside, and asks for the format of digits it cannot read', () => {
    expect(proposalFormSchema.parse({ talentProposalDescription: 'x', rate: ' 950.5 ' }).rate).toBe(950.5);
    expect(rateMessage('1234567.89')).toBeNull();
    expect(rateMessage('0.01')).toBeNull();
    expect(rateMessage(0)).toEqual([messages.proposal.rateAboveZero]);
    expect(rateMessage('1.2.3')).toEqual([proposalTexts.rateFormat]);
    expect(rateMessage('.5')).toEqual([proposalTexts.rateFormat]);
    expect(rateMessage('12.')).toEqual([proposalTexts.rateFormat]);
    expect(rateMessage('ten')).toEqual([messages.proposal.rateAboveZero]);
    expect(rateMessage('12abc')).toEqual([messages.proposal.rateAboveZero]);
    expect(rateMessage('ten dollars')).toEqual([proposalTexts.rateFormat]);
    expect(rateMessage(true)).toEqual([messages.proposal.rateAboveZero]);
  });

  it('shows a stored rate with two decimals in the form', () => {
    expect(rateText(950.5)).toBe('950.50');
    expect(rateText(12)).toBe('12.00');
  });
});

describe('the supporting documents of a proposal', () => {
  const blobIds = ['1', '2', '3', '4', '5', '6'].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
  const documentMessages = (documentBlobIds: string[]) => {
    const result = proposalPayloadSchema.safeParse({ talentProposalDescription: 'x', rate: '100', projectId: 1, documentBlobIds });
    return result.success ? null : result.error.issues.map((i) => i.message);
  };

  it('takes up to five documents, each once', () => {
    expect(documentMessages(blobIds.slice(0, 5))).toBeNull();
    expect(documentMessages(blobIds)).toEqual([messages.proposal.maxDocuments]);
    expect(documentMessages([...blobIds.slice(0, 2), ...blobIds.slice(0, 1)])).toEqual([proposalTexts.documentTwice]);
  });
});

describe('the portfolio search', () => {
  it('lists titles starting with the text first, then titles containing it', () => {
    const items = [{ title: 'Sample lesson plan' }, { title: 'Leading Through Change' }, { title: 'Workshop highlights' }, { title: 'Data' }];
    expect(searchPortfolio(items, 'l').map((i) => i.title)).toEqual(['Leading Through Change', 'Sample lesson plan', 'Workshop highlights']);
    expect(searchPortfolio(items, '  ')).toHaveLength(4);
    expect(searchPortfolio(items, 'zzz')).toEqual([]);
    expect(searchPortfolio(items, ' LEAD ').map((i) => i.title)).toEqual(['Leading Through Change']);
    expect(searchPortfolio(items, 'Change').map((i) => i.title)).toEqual(['Leading Through Change']);
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
