/**
 * The checks of bank numbers that need more than a pattern: the ABA routing number's checksum, the IBAN's country
 * length and ISO 7064 mod-97 check digits, and the country of a SWIFT/BIC. Pure functions, shared by the forms and the API.
 */

/** Spaces and dashes people type between groups of digits or characters. */
export const compact = (value: string): string => value.replace(/[\s-]/g, '');

/** A US routing transit number: nine digits whose weighted sum 3-7-1 is a multiple of ten (and not all zeros). */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || value === '000000000') return false;
  const d = [...value].map(Number);
  const sum = (i: number) => (d[i] ?? 0) + (d[i + 3] ?? 0) + (d[i + 6] ?? 0);
  return (3 * sum(0) + 7 * sum(1) + sum(2)) % 10 === 0;
}

/** The length of an IBAN in each country that issues them (the SWIFT IBAN registry). */
export const ibanLengths: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21, CR: 22,
  CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22,
  GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30,
  KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20,
  MR: 27, MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22,
  RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/** ISO 7064 mod-97: the country and check digits moved to the end, letters as 10–35, the number mod 97 is 1. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

/** What is wrong with an IBAN (upper case, without spaces), or null when it is a valid one. */
export function ibanProblem(iban: string): IbanProblem | null {
  if (!/^[A-Z]{2}\d{2}[A-Z\d]{11,30}$/.test(iban)) return 'format';
  const length = ibanLengths[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  return mod97(iban) === 1 ? null : 'checksum';
}

/** The country a BIC or an IBAN belongs to. */
export const bicCountry = (bic: string): string => bic.slice(4, 6);
export const ibanCountry = (iban: string): string => iban.slice(0, 2);
