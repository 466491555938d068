import { describe, expect, it } from 'vitest';
import { legalTexts, normaliseName, sameName, signatureSchema, workSignPage } from './legal.ts';
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

describe('typed names and work documents', () => {
  it('compares names in lower case, composed, with single spaces', () => {
    expect(normaliseName('  Zoe\u0301 \t BENNETT ')).toBe('zoé bennett');
  });

  it('sends a travel fee to be accepted and a work order to be signed', () => {
    expect(workSignPage('Travel Fee')).toBe('/accept-travel-fee');
    expect(workSignPage('Work Order')).toBe('/sign-work');
  });
});
