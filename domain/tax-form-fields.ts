/**
 * One schema per field of the tax forms (W-9, W-8BEN, W-8BEN-E): names, addresses, countries, tax ids, the treaty
 * claim. The forms in tax-forms.ts compose them; the API checks the same definitions.
 */
import { z } from 'zod';
import { compact } from './bank-numbers.ts';
import { isEin, isItin, isSsn } from './tax-ids.ts';
import { requiredText } from './text-fields.ts';

export const taxFieldTexts = {
  required: (label: string) => `${label} is Required.`,
  tooLong: (label: string, max: number) => `${label} should not exceed ${max} characters.`,
  countryRequired: 'Choose a country from the list.',
  notUs: 'Choose a country other than the United States: a US person signs a W-9.',
  stateRequired: 'Choose a US state.',
  zipFormat: 'Enter a 5-digit ZIP code, or ZIP+4 (12345-6789).',
  tinTypeRequired: 'Choose a Social Security number or an employer identification number.',
  ssnFormat: 'Enter a Social Security number of 9 digits (123-45-6789).',
  ssnInvalid: 'This is not a valid Social Security number: it cannot start with 000, 666 or 9, its middle digits cannot be 00 and its last four cannot be 0000.',
  einFormat: 'Enter an employer identification number of 9 digits (12-3456789).',
  einInvalid: 'This is not a valid employer identification number: the IRS does not issue numbers starting with these two digits.',
  usTinInvalid: 'Enter a valid US taxpayer identification number: a Social Security number or an ITIN of 9 digits.',
  foreignTinFormat: 'Enter your foreign tax identifying number: 1 to 30 letters or digits.',
  dateFormat: 'Enter the date as YYYY-MM-DD.',
  dateOfBirthRange: 'Enter your date of birth: a date in the past, after 1900.',
  rateFormat: 'Enter the treaty rate of withholding as a percentage from 0 to 30 (for example 0 or 15).',
  choiceRequired: 'Choose one of the options.',
} as const;

export const text = (label: string, max: number) => requiredText(taxFieldTexts.required(label), max, taxFieldTexts.tooLong(label, max));

/** An optional text field: a form sends it empty when left blank. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, taxFieldTexts.tooLong(label, max))
    .optional()
    .transform((value) => (value ? value : undefined));

/** An ISO 3166-1 alpha-2 country code. */
export const country = z
  .string({ error: taxFieldTexts.countryRequired })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, taxFieldTexts.countryRequired);

export const foreignCountry = country.refine((code) => code !== 'US', taxFieldTexts.notUs);

export const usState = z
  .string({ error: taxFieldTexts.stateRequired })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, taxFieldTexts.stateRequired);

export const zipCode = z
  .string({ error: taxFieldTexts.zipFormat })
  .trim()
  .regex(/^\d{5}(-?\d{4})?$/, taxFieldTexts.zipFormat);

const tinTypes = ['ssn', 'ein'] as const;
export type TinType = (typeof tinTypes)[number];
export const tinType = z.enum(tinTypes, { error: taxFieldTexts.tinTypeRequired });

const digits = (message: string) => z.string({ error: message }).transform(compact);

export const ssn = digits(taxFieldTexts.ssnFormat).pipe(z.string().regex(/^\d{9}$/, { error: taxFieldTexts.ssnFormat, abort: true }).refine(isSsn, taxFieldTexts.ssnInvalid));

export const ein = digits(taxFieldTexts.einFormat).pipe(z.string().regex(/^\d{9}$/, { error: taxFieldTexts.einFormat, abort: true }).refine(isEin, taxFieldTexts.einInvalid));

/** The message for a TIN of the chosen kind, or null when it is valid; for checks across two fields. */
export function tinMessage(type: TinType, value: string): string | null {
  const parsed = (type === 'ssn' ? ssn : ein).safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? taxFieldTexts.ssnFormat);
}

/** A US TIN an individual abroad may have: an SSN or an ITIN. Blank is none. */
export const individualUsTin = z
  .string()
  .optional()
  .transform((value) => (value ? compact(value) || undefined : undefined))
  .refine((value) => value === undefined || isSsn(value) || isItin(value), taxFieldTexts.usTinInvalid);

/** A US TIN of an organisation abroad: an EIN. Blank is none. */
export const entityUsTin = z
  .string()
  .optional()
  .transform((value) => (value ? compact(value) || undefined : undefined))
  .refine((value) => value === undefined || isEin(value), taxFieldTexts.einInvalid);

/** A foreign tax identifying number as the person's country writes it. Blank is none. */
export const foreignTin = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? compact(value).toUpperCase() : undefined))
  .refine((value) => value === undefined || /^[A-Z\d./]{1,30}$/.test(value), taxFieldTexts.foreignTinFormat);

export const dateOfBirth = z
  .string({ error: taxFieldTexts.dateFormat })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: taxFieldTexts.dateFormat, abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01' && date.getTime() < Date.now();
  }, taxFieldTexts.dateOfBirthRange);

/** The treaty rate of withholding, a percentage from 0 to 30 with at most one decimal. */
export const treatyRate = z
  .string({ error: taxFieldTexts.rateFormat })
  .trim()
  .regex(/^\d{1,2}(\.\d)?$/, { error: taxFieldTexts.rateFormat, abort: true })
  .refine((value) => Number(value) <= 30, taxFieldTexts.rateFormat);

/** An optional choice of a list: a form sends it empty when none is chosen. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.enum(values)], { error: taxFieldTexts.choiceRequired })
    .optional()
    .transform((value) => (value ? value : undefined));

/** A yes/no answer of a plain form: ticked boxes arrive as true. */
export const flag = z.boolean({ error: taxFieldTexts.choiceRequired });

/** The last four characters of a tax id, all any answer shows of it. */
export const tinLast4 = (value: string | undefined): string | null => (value ? value.slice(-4) : null);
