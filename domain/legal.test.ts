import { describe, expect, it } from 'vitest';
import { sameName, signatureSchema, legalTexts } from './legal.ts';
import { formatDate } from './format.ts';

describe('legal document rules', () => {
  it('compares a typed name with the account holder’s without case or extra spaces', () => {
    expect(sameName('  priya   RAMAN ', 'Priya', 'Raman')).toBe(true);
    expect(sameName('Priya Ramanathan', 'Priya', 'Raman')).toBe(false);
    expect(sameName('Zoe\u0301 Bennett', 'Zoé', 'Bennett')).toBe(true);
  });

  it('requires a name and explicit consent', () => {
    expect(signatureSchema.safeParse({ fullName: 'A B', consent: true }).success).toBe(true);
    expect(signatureSchema.safeParse({ fullName: 'A B', consent: 'on' }).error?.issues[0]?.message).toBe(legalTexts.consentRequired);
    expect(signatureSchema.safeParse({ fullName: ' ', consent: true }).error?.issues[0]?.message).toBe(legalTexts.fullNameRequired);
  });

  it('shows dates in UTC', () => {
    expect(formatDate('2026-11-22T23:59:00Z')).toBe('Nov 22, 2026');
  });
});
