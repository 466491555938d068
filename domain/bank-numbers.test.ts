/** Routing numbers, IBANs and SWIFT/BIC codes as the payout details form checks them. */
import { describe, expect, it } from 'vitest';
import { ibanProblem, isRoutingNumber } from './bank-numbers.ts';
import { iban, internationalPayoutDetailsBody, payoutDetailsTexts, routingNumber, swiftBic, usPayoutDetailsBody } from './payout-details.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('ABA routing numbers', () => {
  it('accepts nine digits whose 3-7-1 weighted sum is a multiple of ten', () => {
    for (const valid of ['011000015', '021000021', '122105155', '091000019']) expect(isRoutingNumber(valid)).toBe(true);
  });
  it('refuses a changed digit, a wrong length and all zeros', () => {
    for (const invalid of ['021000022', '12210515', '0210000210', '000000000', '02100002a']) expect(isRoutingNumber(invalid)).toBe(false);
  });
  it('explains what is wrong, after the spaces and dashes people type', () => {
    expect(routingNumber.safeParse('021-000 021').data).toBe('021000021');
    expect(messages(routingNumber.safeParse('12345'))).toEqual([['', payoutDetailsTexts.routingFormat]]);
    expect(messages(routingNumber.safeParse('021000022'))).toEqual([['', payoutDetailsTexts.routingChecksum]]);
  });
});

describe('IBANs', () => {
  it('accepts valid IBANs of several countries', () => {
    for (const valid of ['DE89370400440532013000', 'GB29NWBK60161331926819', 'FR1420041010050500013M02606', 'NO9386011117947', 'MT84MALT011000012345MTLCAST001S']) {
      expect(ibanProblem(valid)).toBeNull();
    }
  });
  it('tells a wrong check digit, a wrong length, an unknown country and a bad format apart', () => {
    expect(ibanProblem('DE89370400440532013001')).toBe('checksum');
    expect(ibanProblem('DE8937040044053201300')).toBe('length');
    expect(ibanProblem('ZZ89370400440532013000')).toBe('country');
    expect(ibanProblem('DE8937040044-532013000')).toBe('format');
  });
  it('refuses as badly formed an IBAN with anything before or after it, or a letter among its check digits', () => {
    expect(ibanProblem('xDE89370400440532013000')).toBe('format');
    expect(ibanProblem('DE89370400440532013000!')).toBe('format');
    expect(ibanProblem('DE8A370400440532013000')).toBe('format');
  });
  it('tells the person typing it what is wrong with it, in one message', () => {
    const ibanMessages = (value: string) => messages(iban.safeParse(value)).map(([, message]) => message);
    expect(iban.parse('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(ibanMessages(' ')).toEqual([payoutDetailsTexts.ibanRequired]);
    expect(ibanMessages('DE8937040044053201300')).toEqual(['An IBAN from DE has 22 characters.']);
    expect(ibanMessages('ZZ89370400440532013000')).toEqual([payoutDetailsTexts.ibanCountry]);
    expect(ibanMessages('DE89370400440532013001')).toEqual([payoutDetailsTexts.ibanChecksum]);
    expect(ibanMessages('DE8A370400440532013000')).toEqual([payoutDetailsTexts.ibanFormat]);
  });
  it('must belong to the bank’s country, as must the SWIFT/BIC code', () => {
    const body = { kind: 'international', holderName: 'Sofia Martinez', currentPassword: 'x', countryCode: 'fr', swiftBic: 'deut de ff', iban: 'de89 3704 0044 0532 0130 00' };
    expect(messages(internationalPayoutDetailsBody.safeParse(body))).toEqual([
      ['iban', payoutDetailsTexts.ibanOtherCountry],
      ['swiftBic', payoutDetailsTexts.bicOtherCountry],
    ]);
    expect(internationalPayoutDetailsBody.safeParse({ ...body, countryCode: 'DE' }).data).toMatchObject({ countryCode: 'DE', swiftBic: 'DEUTDEFF', iban: 'DE89370400440532013000' });
    const countryMessages = (countryCode: string) => messages(internationalPayoutDetailsBody.safeParse({ ...body, countryCode })).filter(([field]) => field === 'countryCode');
    expect(countryMessages('us')).toEqual([['countryCode', payoutDetailsTexts.countryIsUs]]);
    expect(messages(internationalPayoutDetailsBody.safeParse({ ...body, countryCode: 'CA' }))).toContainEqual(['countryCode', payoutDetailsTexts.countryNoIban]);
  });
});

describe('SWIFT/BIC codes and US account numbers', () => {
  it('takes 4 letters, 2 letters, 2 letters or digits and an optional branch of 3', () => {
    for (const valid of ['DEUTDEFF', 'DEUTDEFF500', 'NWBKGB2L', 'BOFAUS3NXXX']) expect(swiftBic.safeParse(valid).success).toBe(true);
    for (const invalid of ['DEUTDEF', 'DEUTDEFF50', 'DEU1DEFF', 'DEUTD1FF', 'DEUTDEFF5000']) expect(swiftBic.safeParse(invalid).success).toBe(false);
  });
  it('takes an account number of 6 to 17 digits', () => {
    const body = { kind: 'us', holderName: 'Maya Chen', currentPassword: 'x', accountType: 'savings', routingNumber: '021000021' };
    expect(usPayoutDetailsBody.safeParse({ ...body, accountNumber: '12345' }).success).toBe(false);
    expect(usPayoutDetailsBody.safeParse({ ...body, accountNumber: '123456' }).success).toBe(true);
    expect(usPayoutDetailsBody.safeParse({ ...body, accountNumber: '12345678901234567' }).success).toBe(true);
    expect(usPayoutDetailsBody.safeParse({ ...body, accountNumber: '123456789012345678' }).success).toBe(false);
  });
});
