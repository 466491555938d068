/** The rules between the fields of the W-9, W-8BEN and W-8BEN-E. */
import { describe, expect, it } from 'vitest';
import { taxFieldTexts } from './tax-form-fields.ts';
import { taxFormExpiry, taxFormTexts, w8benBody, w8benEBody, w9Body } from './tax-forms.ts';

const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const signature = { fullName: 'Maya Chen', consent: true };
const w9 = { name: 'Maya Chen', taxClassification: 'individual', addressLine1: '1200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701', tinType: 'ssn', tin: '123 45 6789', ...signature };

describe('the W-9', () => {
  it('keeps only the digits of the tax id', () => {
    expect(w9Body.parse(w9).tin).toBe('123456789');
  });

  it('asks how an LLC is taxed, and only of an LLC', () => {
    expect(problems(w9Body.safeParse({ ...w9, taxClassification: 'llc' }))).toEqual(['llcClassification: Choose how the LLC is taxed: C corporation, S corporation or partnership.']);
    expect(problems(w9Body.safeParse({ ...w9, taxClassification: 'llc', llcClassification: 'S' }))).toEqual([]);
  });

  it('asks to choose one of the options when the LLC classification is none of them', () => {
    expect(problems(w9Body.safeParse({ ...w9, taxClassification: 'llc', llcClassification: 'X' }))).toEqual([`llcClassification: ${taxFieldTexts.choiceRequired}`]);
  });

  it('asks for the other classification when Other is chosen, and only then', () => {
    expect(problems(w9Body.safeParse({ ...w9, taxClassification: 'other', otherClassification: ' ' }))).toEqual(['otherClassification: The other classification is Required.']);
    expect(problems(w9Body.safeParse({ ...w9, taxClassification: 'other', otherClassification: 'Cooperative' }))).toEqual([]);
  });
});

const w8 = { name: 'Sofia Martinez', citizenshipCountry: 'ES', addressLine1: 'Calle Mayor 1', city: 'Madrid', addressCountry: 'ES', dateOfBirth: '1984-03-02', claimTreaty: false, foreignTin: 'X1234567L', fullName: 'Sofia Martinez', consent: true };
const treatyClaim = { claimTreaty: true, treatyCountry: ' es ', treatyArticle: 'Art. 12(2)', treatyRate: '5', treatyIncomeType: 'Royalties' };

describe('the W-8BEN', () => {
  it('takes a US tax id instead of a foreign one', () => {
    expect(problems(w8benBody.safeParse({ ...w8, foreignTin: '', usTin: '912-70-1234' }))).toEqual([]);
    expect(problems(w8benBody.safeParse({ ...w8, foreignTin: '' }))).toEqual([`foreignTin: ${taxFormTexts.tinRequired}`]);
  });

  it('reads a foreign tax id of spaces as none, as an empty one', () => {
    expect(problems(w8benBody.safeParse({ ...w8, foreignTin: '   ', usTin: '912-70-1234' }))).toEqual([]);
    expect(problems(w8benBody.safeParse({ ...w8, foreignTin: '   ' }))).toEqual([`foreignTin: ${taxFormTexts.tinRequired}`]);
  });

  it('keeps a claimed treaty, its country in capitals', () => {
    const body = w8benBody.parse({ ...w8, ...treatyClaim });
    expect([body.treatyCountry, body.treatyArticle, body.treatyRate, body.treatyIncomeType]).toEqual(['ES', 'Art. 12(2)', '5', 'Royalties']);
  });

  it('asks for each treaty field once a treaty is claimed, with that field’s message', () => {
    expect(problems(w8benBody.safeParse({ ...w8, claimTreaty: true, treatyCountry: ' ', treatyRate: '45' }))).toEqual([
      `treatyCountry: ${taxFieldTexts.countryRequired}`,
      'treatyArticle: The treaty article and paragraph is Required.',
      `treatyRate: ${taxFieldTexts.rateFormat}`,
      'treatyIncomeType: The type of income is Required.',
    ]);
  });

  it('drops what the hidden treaty fields hold when no treaty is claimed', () => {
    const body = w8benBody.parse({ ...w8, ...treatyClaim, claimTreaty: false, treatyRate: '45' });
    expect([body.treatyCountry, body.treatyArticle, body.treatyRate, body.treatyIncomeType]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('asks for the city and the country of a mailing address', () => {
    expect(problems(w8benBody.safeParse({ ...w8, mailingLine1: 'Apartado 12' }))).toEqual([
      'mailingCity: The mailing city or town is Required.',
      `mailingCountry: ${taxFieldTexts.countryRequired}`,
    ]);
    const body = w8benBody.parse({ ...w8, mailingLine1: 'Apartado 12', mailingCity: 'Sevilla', mailingCountry: ' fr ' });
    expect(body.mailingCountry).toBe('FR');
    expect(problems(w8benBody.safeParse({ ...w8, mailingCity: 'Sevilla' }))).toEqual([]);
  });
});

const w8e = { organizationName: 'Formación SL', incorporationCountry: 'ES', chapter3Status: 'corporation', addressLine1: 'Calle Mayor 1', city: 'Madrid', addressCountry: 'ES', claimTreaty: false, ...signature };

describe('the W-8BEN-E', () => {
  it('needs a US or a foreign tax id', () => {
    expect(problems(w8benEBody.safeParse(w8e))).toEqual([`foreignTin: ${taxFormTexts.tinRequired}`]);
    expect(problems(w8benEBody.safeParse({ ...w8e, usTin: '12-3456789' }))).toEqual([]);
  });

  it('checks and keeps a claimed treaty, and drops an unclaimed one', () => {
    const withTin = { ...w8e, foreignTin: 'B12345678' };
    expect(problems(w8benEBody.safeParse({ ...withTin, claimTreaty: true, treatyCountry: 'DE' }))).toEqual([
      'treatyArticle: The treaty article and paragraph is Required.',
      `treatyRate: ${taxFieldTexts.rateFormat}`,
      'treatyIncomeType: The type of income is Required.',
    ]);
    expect(w8benEBody.parse({ ...withTin, ...treatyClaim }).treatyCountry).toBe('ES');
    expect(w8benEBody.parse({ ...withTin, ...treatyClaim, claimTreaty: false }).treatyCountry).toBeUndefined();
  });
});

describe('when a form expires', () => {
  it('ends a W-8BEN-E signed on the last day of a year with the third year after it', () => {
    expect(taxFormExpiry('W-8BEN-E', new Date('2026-12-31T23:00:00Z'))?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });
});
