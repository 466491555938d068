/** Social Security numbers, ITINs and EINs, and the tax form rules built on them. */
import { describe, expect, it } from 'vitest';
import { formatTin, isEin, isItin, isSsn } from './tax-ids.ts';
import { taxFieldTexts } from './tax-form-fields.ts';
import { formForChoice, taxFormExpiry, taxFormTexts, w8benBody, w9Body } from './tax-forms.ts';

describe('taxpayer identification numbers', () => {
  it('refuses Social Security numbers in area 000, 666 or 9xx, group 00 or serial 0000', () => {
    expect(isSsn('123456789')).toBe(true);
    expect(isSsn('665010001')).toBe(true);
    for (const invalid of ['000123456', '666123456', '900123456', '999123456', '123006789', '123450000', '12345678']) expect(isSsn(invalid)).toBe(false);
  });
  it('takes ITINs starting with 9 whose middle digits are in the issued ranges', () => {
    expect(isItin('912701234')).toBe(true);
    expect(isItin('912931234')).toBe(false);
    expect(isItin('812701234')).toBe(false);
  });
  it('takes the ITIN groups 50–65, 70–88, 90–92 and 94–99, and no group just outside them', () => {
    const itin = (group: number) => `912${group}1234`;
    for (const issued of [50, 65, 70, 88, 90, 92, 94, 99]) expect(isItin(itin(issued)), `group ${issued}`).toBe(true);
    for (const unissued of [49, 66, 69, 89, 93]) expect(isItin(itin(unissued)), `group ${unissued}`).toBe(false);
  });
  it('takes exactly nine digits for each kind of number, with nothing before or after them', () => {
    for (const check of [isSsn, isItin, isEin]) {
      expect(check('1234567890')).toBe(false);
      expect(check('9125012345')).toBe(false);
      expect(check('x912501234')).toBe(false);
      expect(check('x123456789')).toBe(false);
      expect(check('12x123456789')).toBe(false);
      expect(check('1917012345')).toBe(false);
    }
  });
  it('takes EINs only with a prefix the IRS issues', () => {
    for (const valid of ['123456789', '013456789', '473456789', '993456789']) expect(isEin(valid)).toBe(true);
    for (const invalid of ['003456789', '073456789', '173456789', '493456789', '693456789', '703456789', '893456789', '963456789']) expect(isEin(invalid)).toBe(false);
  });
  it('writes an SSN or ITIN as 123-45-6789 and an EIN as 12-3456789', () => {
    expect(formatTin('ssn', '123456789')).toBe('123-45-6789');
    expect(formatTin('ein', '123456789')).toBe('12-3456789');
  });
});

const w9 = {
  name: 'Maya Chen',
  taxClassification: 'individual',
  addressLine1: '1200 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  tinType: 'ssn',
  tin: '123-45-6789',
  fullName: 'Maya Chen',
  consent: true,
};
const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('tax forms', () => {
  it('checks the W-9 TIN by its kind and keeps its digits', () => {
    expect(w9Body.parse(w9).tin).toBe('123456789');
    expect(errorsOf(w9Body.safeParse({ ...w9, tin: '666-45-6789' }))).toEqual([['tin', taxFieldTexts.ssnInvalid]]);
    expect(errorsOf(w9Body.safeParse({ ...w9, tinType: 'ein', tin: '07-3456789' }))).toEqual([['tin', taxFieldTexts.einInvalid]]);
    expect(w9Body.safeParse({ ...w9, tinType: 'ein', tin: '12-3456789' }).success).toBe(true);
    expect(errorsOf(w9Body.safeParse({ ...w9, taxClassification: 'llc' })).map(([path]) => path)).toEqual(['llcClassification']);
  });
  it('needs a US or foreign TIN on a W-8BEN, and the treaty fields once a treaty is claimed', () => {
    const w8 = { name: 'Sofia Martinez', citizenshipCountry: 'ES', addressLine1: 'Calle Mayor 1', city: 'Madrid', addressCountry: 'ES', dateOfBirth: '1984-03-02', claimTreaty: false, fullName: 'Sofia Martinez', consent: true };
    expect(errorsOf(w8benBody.safeParse(w8))).toEqual([['foreignTin', taxFormTexts.tinRequired]]);
    expect(w8benBody.safeParse({ ...w8, foreignTin: 'x1234567-l' }).data?.foreignTin).toBe('X1234567L');
    const claimed = errorsOf(w8benBody.safeParse({ ...w8, foreignTin: 'X1234567L', claimTreaty: true, treatyRate: '45' })).map(([path]) => path);
    expect(claimed).toEqual(['treatyCountry', 'treatyArticle', 'treatyRate', 'treatyIncomeType']);
    expect(errorsOf(w8benBody.safeParse({ ...w8, foreignTin: 'X1234567L', addressCountry: 'US' }))).toEqual([['addressCountry', taxFieldTexts.notUs]]);
  });
  it('chooses the form from the two questions and dates a W-8’s expiry at the end of the third year after signing', () => {
    expect(formForChoice({ usPerson: 'yes', payeeKind: 'entity' })).toBe('W-9');
    expect(formForChoice({ usPerson: 'no', payeeKind: 'individual' })).toBe('W-8BEN');
    expect(formForChoice({ usPerson: 'no', payeeKind: 'entity' })).toBe('W-8BEN-E');
    expect(taxFormExpiry('W-8BEN', new Date('2026-02-10T09:00:00Z'))?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(taxFormExpiry('W-9', new Date('2026-02-10T09:00:00Z'))).toBeNull();
  });
});
