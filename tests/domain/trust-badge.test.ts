import { describe, expect, it } from 'vitest';
import { badgeEarnedBy, trustBadgeOf, type TrustFacts } from '#domain/trust-badge.ts';
import { profileStatuses, trustBadges } from '#domain/constants.ts';

const nothing: TrustFacts = { signedIca: false, profileStatus: profileStatuses.Incomplete, certifiedTrainer: false, certifiedInstructionalDesigner: false };

describe('the trust badge', () => {
  it('a Good profile with no signed agreement earns no badge', () => {
    expect(trustBadgeOf({ ...nothing, profileStatus: profileStatuses.Good })).toBeNull();
  });

  it('a Better profile earns Q over V', () => {
    expect(trustBadgeOf({ ...nothing, signedIca: true, profileStatus: profileStatuses.Better })).toBe('Q');
  });

  it('approved evidence earns CT or CID over Q and V', () => {
    const strong = { ...nothing, signedIca: true, profileStatus: profileStatuses.Best };
    expect(trustBadgeOf({ ...strong, certifiedTrainer: true })).toBe('CT');
    expect(trustBadgeOf({ ...strong, certifiedInstructionalDesigner: true })).toBe('CID');
    expect(trustBadgeOf({ ...strong, certifiedTrainer: true, certifiedInstructionalDesigner: true })).toBe('CTCID');
  });

  it('each badge tells in a sentence of its own how it is earned', () => {
    const sentences = Object.keys(trustBadges).map((badge) => badgeEarnedBy[badge as keyof typeof trustBadges]);
    for (const sentence of sentences) expect(sentence).toMatch(/^Earned .+\.$/);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(badgeEarnedBy.V).toMatch(/Independent Contractor Agreement/);
    expect(badgeEarnedBy.Q).toMatch(/education, a certification and a professional reference/);
    expect(badgeEarnedBy.CT).toMatch(/support team checked and approved/);
    expect(badgeEarnedBy.CID).toMatch(/Instructional Designer role/);
  });
});
