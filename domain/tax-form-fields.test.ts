/** The fields of the tax forms, each as the form's reader sees it refused or kept. */
import { describe, expect, it } from 'vitest';
import {
  country,
  dateOfBirth,
  ein,
  entityUsTin,
  flag,
  foreignCountry,
  foreignTin,
  individualUsTin,
  optionalChoice,
  optionalText,
  ssn,
  taxFieldTexts,
  tinLast4,
  tinMessage,
  tinType,
  treatyRate,
  usState,
  zipCode,
} from './tax-form-fields.ts';

type Field = { safeParse: (input: unknown) => { success: boolean; data?: unknown; error?: { issues: { message: string }[] } } };
const messageOf = (field: Field, input: unknown) => field.safeParse(input).error?.issues[0]?.message ?? null;
/** What an accepted field keeps of the input. */
function valueOf(field: Field, input: unknown) {
  const result = field.safeParse(input);
  expect(result.success, String(input)).toBe(true);
  return result.data;
}
const messagesOf = (field: Field, input: unknown) => field.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('countries, states and ZIP codes', () => {
  it('takes a two-letter country in any case, and keeps it in capitals', () => {
    expect(valueOf(country, ' es ')).toBe('ES');
    for (const input of ['ESP', 'E', 'E1', 'xES']) expect(messageOf(country, input), input).toBe(taxFieldTexts.countryRequired);
  });

  it('refuses the United States where a foreign country is asked for', () => {
    expect(messageOf(foreignCountry, 'us')).toBe(taxFieldTexts.notUs);
    expect(messageOf(foreignCountry, 'MX')).toBeNull();
  });

  it('takes a two-letter state', () => {
    expect(valueOf(usState, ' tx ')).toBe('TX');
    for (const input of ['TEX', 'T', 'T1']) expect(messageOf(usState, input), input).toBe(taxFieldTexts.stateRequired);
  });

  it('takes a ZIP code of five digits or ZIP+4', () => {
    for (const input of ['78701', ' 78701-1234 ', '787011234']) expect(messageOf(zipCode, input), input).toBeNull();
    for (const input of ['7870', '787012', '78701-123', 'x78701', '78701-12345']) expect(messageOf(zipCode, input), input).toBe(taxFieldTexts.zipFormat);
  });
});

describe('tax ids', () => {
  it('tells what is wrong with an SSN or an EIN, and nothing of a valid one', () => {
    expect(tinMessage('ssn', '123-45-6789')).toBeNull();
    expect(tinMessage('ssn', '123-45-678')).toBe(taxFieldTexts.ssnFormat);
    expect(tinMessage('ssn', '1234567890')).toBe(taxFieldTexts.ssnFormat);
    expect(tinMessage('ssn', 'a23456789')).toBe(taxFieldTexts.ssnFormat);
    expect(tinMessage('ssn', '000-45-6789')).toBe(taxFieldTexts.ssnInvalid);
    expect(tinMessage('ein', '12-3456789')).toBeNull();
    expect(tinMessage('ein', '12-345678')).toBe(taxFieldTexts.einFormat);
    expect(tinMessage('ein', '1234567890')).toBe(taxFieldTexts.einFormat);
    expect(tinMessage('ein', '07-3456789')).toBe(taxFieldTexts.einInvalid);
  });

  it('says only that the format is wrong when it is, not also that the number is invalid', () => {
    expect(messagesOf(ssn, '12345678')).toEqual([taxFieldTexts.ssnFormat]);
    expect(messagesOf(ein, '12345678')).toEqual([taxFieldTexts.einFormat]);
    expect(messagesOf(dateOfBirth, '84-03-02')).toEqual([taxFieldTexts.dateFormat]);
    expect(messagesOf(treatyRate, '45.55')).toEqual([taxFieldTexts.rateFormat]);
  });

  it('takes an SSN or an ITIN from an individual abroad, blank as none', () => {
    expect(valueOf(individualUsTin, '123-45-6789')).toBe('123456789');
    expect(valueOf(individualUsTin, '912 70 1234')).toBe('912701234');
    expect(valueOf(individualUsTin, '')).toBeUndefined();
    expect(valueOf(individualUsTin, '   ')).toBeUndefined();
    expect(valueOf(individualUsTin, undefined)).toBeUndefined();
    expect(messageOf(individualUsTin, '12-3456789x')).toBe(taxFieldTexts.usTinInvalid);
  });

  it('takes an EIN from an organisation abroad, blank as none', () => {
    expect(valueOf(entityUsTin, '12-3456789')).toBe('123456789');
    expect(valueOf(entityUsTin, '')).toBeUndefined();
    expect(valueOf(entityUsTin, ' - ')).toBeUndefined();
    expect(messageOf(entityUsTin, '07-3456789')).toBe(taxFieldTexts.einInvalid);
  });

  it('takes a foreign tax id of 1 to 30 letters, digits, dots and slashes, in capitals', () => {
    expect(valueOf(foreignTin, 'ab.12/3-4')).toBe('AB.12/34');
    expect(valueOf(foreignTin, '')).toBeUndefined();
    expect(valueOf(foreignTin, '   ')).toBeUndefined();
    for (const input of ['AB_12', 'A'.repeat(31), '#1']) expect(messageOf(foreignTin, input), input).toBe(taxFieldTexts.foreignTinFormat);
    expect(messageOf(foreignTin, 'A'.repeat(30))).toBeNull();
  });

  it('shows only the last four characters of a tax id', () => {
    expect(tinLast4('123456789')).toBe('6789');
    expect(tinLast4(undefined)).toBeNull();
    expect(tinLast4('')).toBeNull();
  });
});

describe('dates of birth and treaty rates', () => {
  it('takes a real date after 1900 and before today', () => {
    expect(messageOf(dateOfBirth, ' 1984-03-02 ')).toBeNull();
    expect(messageOf(dateOfBirth, '1900-01-01')).toBeNull();
    for (const input of ['1984-3-2', '02/03/1984', '1984-03-02x', 'x1984-03-02']) expect(messageOf(dateOfBirth, input), input).toBe(taxFieldTexts.dateFormat);
    for (const input of ['1899-12-31', '1984-02-30', '1984-13-01', '2999-01-01']) expect(messageOf(dateOfBirth, input), input).toBe(taxFieldTexts.dateOfBirthRange);
  });

  it('takes a rate from 0 to 30 with at most one decimal', () => {
    for (const input of ['0', '15', '30', '12.5', ' 5 ']) expect(messageOf(treatyRate, input), input).toBeNull();
    for (const input of ['30.1', '31', '100', '12.55', '-1', '.5', 'x5', '5x']) expect(messageOf(treatyRate, input), input).toBe(taxFieldTexts.rateFormat);
  });
});

describe('a field sent as no text at all', () => {
  it('answers with the field’s own message', () => {
    const expected: [Field, string][] = [
      [country, taxFieldTexts.countryRequired],
      [usState, taxFieldTexts.stateRequired],
      [zipCode, taxFieldTexts.zipFormat],
      [tinType, taxFieldTexts.tinTypeRequired],
      [ssn, taxFieldTexts.ssnFormat],
      [ein, taxFieldTexts.einFormat],
      [dateOfBirth, taxFieldTexts.dateFormat],
      [treatyRate, taxFieldTexts.rateFormat],
      [flag, taxFieldTexts.choiceRequired],
    ];
    for (const [field, message] of expected) expect(messagesOf(field, 12)).toEqual([message]);
  });
});

describe('optional fields', () => {
  it('keeps a blank optional text or choice as none', () => {
    const choice = optionalChoice(['C', 'S'] as const);
    expect(valueOf(choice, '')).toBeUndefined();
    expect(valueOf(choice, 'S')).toBe('S');
    expect(messagesOf(choice, 'X')).toEqual([taxFieldTexts.choiceRequired]);
    const text = optionalText('The region', 5);
    expect(valueOf(text, '  ')).toBeUndefined();
    expect(valueOf(text, ' Bay ')).toBe('Bay');
  });
});
