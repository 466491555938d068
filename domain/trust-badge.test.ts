import { describe, expect, it } from 'vitest';
import { trustBadgeOf, type TrustFacts } from './trust-badge.ts';

const none: TrustFacts = { signedIca: false, profileStatus: 0, certifiedTrainer: false, certifiedInstructionalDesigner: false };

describe('the trust badge of a talent', () => {
  it('is none for a new talent and V once the ICA is signed', () => {
    expect(trustBadgeOf(none)).toBeNull();
    expect(trustBadgeOf({ ...none, signedIca: true, profileStatus: 1 })).toBe('V');
  });

  it('is Q for a Better or Best profile', () => {
    expect(trustBadgeOf({ ...none, signedIca: true, profileStatus: 2 })).toBe('Q');
    expect(trustBadgeOf({ ...none, profileStatus: 3 })).toBe('Q');
  });

  it('names the certifications, the strongest first', () => {
    expect(trustBadgeOf({ ...none, profileStatus: 3, certifiedTrainer: true })).toBe('CT');
    expect(trustBadgeOf({ ...none, certifiedInstructionalDesigner: true })).toBe('CID');
    expect(trustBadgeOf({ ...none, certifiedTrainer: true, certifiedInstructionalDesigner: true })).toBe('CTCID');
  });
});
