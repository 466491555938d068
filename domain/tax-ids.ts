/**
 * US taxpayer identification numbers: the rules the Social Security Administration and the IRS give for what a
 * Social Security number, an ITIN and an employer identification number can be. Pure functions.
 */

/** A Social Security number: not area 000, 666 or 900–999, not group 00, not serial 0000. */
export function isSsn(digits: string): boolean {
  const match = /^(\d{3})(\d{2})(\d{4})$/.exec(digits);
  if (!match) return false;
  const [, area = '', group = '', serial = ''] = match;
  return area !== '000' && area !== '666' && !area.startsWith('9') && group !== '00' && serial !== '0000';
}

/** An individual taxpayer identification number: starts with 9, and its fourth and fifth digits are 50–65, 70–88, 90–92 or 94–99. */
export function isItin(digits: string): boolean {
  if (!/^9\d{8}$/.test(digits)) return false;
  const group = Number(digits.slice(3, 5));
  return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
}

/** The two-digit prefixes the IRS assigns to employer identification numbers (its campuses and online issuance). */
const einPrefixes = new Set(
  [
    [1, 6],
    [10, 16],
    [20, 27],
    [30, 48],
    [50, 68],
    [71, 77],
    [80, 88],
    [90, 95],
    [98, 99],
  ].flatMap(([from = 0, to = 0]) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0'))),
);

/** An employer identification number: nine digits with a prefix the IRS assigns. */
export const isEin = (digits: string): boolean => /^\d{9}$/.test(digits) && einPrefixes.has(digits.slice(0, 2));

/** A tax id as it is written: 123-45-6789 for an SSN or ITIN, 12-3456789 for an EIN. */
export function formatTin(kind: 'ssn' | 'ein', digits: string): string {
  return kind === 'ssn' ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : `${digits.slice(0, 2)}-${digits.slice(2)}`;
}
