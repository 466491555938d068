import { describe, expect, it } from 'vitest';
import { billingEmails, billingTexts, cardExpired } from './billing.ts';

const problems = (value: unknown) => {
  const result = billingEmails.safeParse(value);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('the billing email addresses', () => {
  it('reads addresses separated by commas, semicolons, spaces or new lines, each once and in lower case', () => {
    expect(billingEmails.parse('Ana@Example.com; bo@example.com,\n ana@example.com   cy@example.com')).toEqual(['ana@example.com', 'bo@example.com', 'cy@example.com']);
    expect(billingEmails.parse('')).toEqual([]);
    expect(billingEmails.parse(undefined)).toEqual([]);
    expect(billingEmails.parse(null)).toEqual([]);
  });

  it('names the first address that is not one, cut to 60 characters', () => {
    expect(problems('ana@example.com, nope, also-wrong')).toEqual([billingTexts.emailInvalid('nope')]);
    expect(problems(`${'x'.repeat(70)}@example`)).toEqual([billingTexts.emailInvalid('x'.repeat(60))]);
  });

  it('takes an address of up to 254 characters', () => {
    const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(problems(address(254))).toBeNull();
    expect(problems(address(255))).toEqual([billingTexts.emailInvalid('a'.repeat(60))]);
  });

  it('takes up to five addresses', () => {
    const addresses = (count: number) => Array.from({ length: count }, (_, i) => `billing${i}@example.com`).join(', ');
    expect(problems(addresses(5))).toBeNull();
    expect(problems(addresses(6))).toEqual([billingTexts.tooManyEmails]);
    expect(problems(`${addresses(6)}, nope`)).toEqual([billingTexts.emailInvalid('nope'), billingTexts.tooManyEmails]);
  });
});

describe('a saved card', () => {
  const now = new Date('2026-03-31T23:59:59Z');

  it('is good through the month of its expiry date, read in UTC, and expired from the next month on', () => {
    expect(cardExpired({ expMonth: 3, expYear: 2026 }, now)).toBe(false);
    expect(cardExpired({ expMonth: 2, expYear: 2026 }, now)).toBe(true);
    expect(cardExpired({ expMonth: 12, expYear: 2025 }, now)).toBe(true);
    expect(cardExpired({ expMonth: 1, expYear: 2027 }, now)).toBe(false);
    expect(cardExpired({ expMonth: 3, expYear: 2026 }, new Date('2026-04-01T00:00:00Z'))).toBe(true);
  });
});
