/**
 * A client company's locations (/client-profile/client-location-account): every contact of the
 * company reads them, its administrators add and remove them. Limits and texts are ours (decision record 285).
 */
import { z } from 'zod';
import { city, countryCode, stateCode } from './account.ts';
import { ID_MAX } from './fields.ts';
import { optionalText, requiredText } from './text-fields.ts';

export const companyLocationLimits = { nameMax: 100, addressMax: 200, postalCodeMax: 20, perCompany: 50 } as const;

export const companyLocationTexts = {
  added: 'Location added.',
  deleted: 'Location deleted.',
  notFound: 'This location was not found in your company.',
  tooMany: `A company can have up to ${companyLocationLimits.perCompany} locations.`,
  nameRequired: 'Location Name is Required',
  nameTooLong: `Location Name should not exceed ${companyLocationLimits.nameMax} characters`,
  addressTooLong: `Address should not exceed ${companyLocationLimits.addressMax} characters`,
  postalCodeTooLong: `Postal Code should not exceed ${companyLocationLimits.postalCodeMax} characters`,
} as const;

export const companyLocationBody = z.object({
  name: requiredText(companyLocationTexts.nameRequired, companyLocationLimits.nameMax, companyLocationTexts.nameTooLong),
  address: optionalText(companyLocationLimits.addressMax, companyLocationTexts.addressTooLong),
  city,
  stateCode,
  countryCode,
  postalCode: optionalText(companyLocationLimits.postalCodeMax, companyLocationTexts.postalCodeTooLong),
  isPrimary: z.boolean().default(false),
});
export type CompanyLocationInput = z.output<typeof companyLocationBody>;

export const companyLocationQuery = z.object({
  id: z.coerce.number({ error: companyLocationTexts.notFound }).int().positive(companyLocationTexts.notFound).max(ID_MAX),
});

export const companyLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  postalCode: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type CompanyLocation = z.infer<typeof companyLocation>;

export const companyLocations = z.object({ canEdit: z.boolean(), locations: z.array(companyLocation) });
export const companyLocationsChanged = companyLocations.extend({ message: z.string() });
