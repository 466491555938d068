/**
 * Schemas of My information, a contact's own information and company onboarding.
 * Which countries, states and departments exist is master data the caller passes in (knownLocation, knownDepartment),
 * so the server checks against its lists and a page may check against the lists it fetched.
 */
import { z } from 'zod/mini';
import { limits } from './constants.ts';
import { messages } from './messages.ts';
import { personName, positiveId } from './fields.ts';

/** Our own limits where the specification gives none. */
export const accountLimits = { cityMax: 50, jobTitleMax: 100, companySearchMin: 2, companySearchResults: 10 } as const;

/** Texts of the account flows that the specification leaves to us (its own quoted texts are in messages.ts). */
export const accountTexts = {
  countryRequired: 'Country is Required',
  countryUnknown: 'Choose a country from the list.',
  stateUnknown: 'Choose a state from the list of the chosen country.',
  departmentUnknown: 'Choose a department from the list.',
  nickNameTooLong: `Nick Name should not exceed ${limits.nameMax} characters`,
  jobTitleTooLong: `Job Title should not exceed ${accountLimits.jobTitleMax} characters`,
  phoneInvalid: 'Enter a phone number of 7 to 17 digits; only spaces, parentheses, + and - may go between them.',
  cityTooLong: `City should not exceed ${accountLimits.cityMax} characters`,
  companyNameRequired: 'Company Name is Required',
  companyNameTooLong: `Company Name should not exceed ${limits.companyNameMax} characters`,
  searchTooShort: `Type at least ${accountLimits.companySearchMin} characters of the company name.`,
  informationSaved: 'Your information was saved.',
  photoSaved: 'Your photo was saved.',
  photoRequired: 'Choose a photo first.',
  talentOnly: 'My information is open to talent for their own profile, and to an agency owner for the agency’s talent.',
  contactOnly: 'Only client contacts can do this.',
  companyCreated: 'Your company was created.',
  alreadyInCompany: 'You already belong to a company.',
  requestAlreadyPending: 'You already asked to join a company. Cancel that request before making another.',
  companyNotFound: 'Company not found.',
  joinRequested: 'Your request to join the company was sent. An administrator of the company will answer it.',
  noPendingRequest: 'You have no pending request to join a company.',
  joinRequestCancelled: 'Your request to join the company was cancelled.',
  notCompanyAdministrator: 'Only an administrator of the company can answer requests to join it.',
  requestNotFound: 'This request to join your company was not found, or it was already answered.',
  requesterHasCompany: 'This person already belongs to a company.',
  requesterAlreadyContact: 'This person is already a contact of your company.',
  joinRequestApproved: 'The request was approved. The person is now a Standard User of your company.',
  joinRequestRejected: 'The request was rejected.',
} as const;

/** Missing, null and blank values of an optional form field all mean "none". */
const blankToUndefined = (value: unknown): unknown => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);
/** zod's preprocess, which zod/mini spells as a pipe (zod types its own preprocess with the same cast). */
const optional = <S extends z.core.$ZodType>(schema: S) =>
  z.pipe(z.transform(blankToUndefined), z.optional(schema) as z.core.$ZodType) as unknown as z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, z.ZodMiniOptional<S>>;

const PHONE_CHARACTERS = /^\+?[\d\s()+-]+$/;
const CITY_PATTERN = /^[\p{L} .,'&-]+$/u;

export const countryCode = z
  .string({ error: accountTexts.countryRequired })
  .check(z.trim(), z.minLength(1, accountTexts.countryRequired), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, accountTexts.countryUnknown));

export const stateCode = optional(z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{1,3}$/, accountTexts.stateUnknown)));

export const nickName = optional(z.string().check(z.trim(), z.maxLength(limits.nameMax, accountTexts.nickNameTooLong)));

/** 7 to 17 digits with a country prefix, or digits with spaces, parentheses, plus and minus. */
export const phone = optional(
  z.string().check(
    z.trim(),
    z.refine((value: string) => {
      const digits = value.replace(/\D/g, '').length;
      return PHONE_CHARACTERS.test(value) && digits >= 7 && digits <= 17;
    }, accountTexts.phoneInvalid),
  ),
);

/** Letters and . , ' & - (and the spaces between words). */
export const city = optional(
  z.string().check(z.trim(), z.maxLength(accountLimits.cityMax, accountTexts.cityTooLong), z.regex(CITY_PATTERN, messages.city.invalid)),
);

/** A web address with or without its scheme; stored with https:// when none was typed. */
export const website = optional(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value: string, ctx) => {
      const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
      const url = URL.canParse(withScheme) ? new URL(withScheme) : null;
      if (!url || !['http:', 'https:'].includes(url.protocol) || !/^[^.]+(\.[^.]+)+$/.test(url.hostname)) {
        ctx.issues.push({ code: 'custom', message: messages.portfolio.badUrl, input: value });
        return z.NEVER;
      }
      return withScheme;
    }),
  ),
);

export const companyName = z
  .string({ error: accountTexts.companyNameRequired })
  .check(z.trim(), z.minLength(1, accountTexts.companyNameRequired), z.maxLength(limits.companyNameMax, accountTexts.companyNameTooLong));

export const jobTitle = optional(z.string().check(z.trim(), z.maxLength(accountLimits.jobTitleMax, accountTexts.jobTitleTooLong)));

export const departmentId = optional(positiveId);

/** A photo as base64, bare or as a data: URL (the cropped canvas of the page). Checked and decoded by the server. */
export const imageAsBase64String = optional(z.string());

/** My information: a talent id, or 'all' (an agency member's session value) for the caller's own profile. */
export const instrIdParam = optional(z.union([z.pipe(z.literal('all'), z.transform(() => undefined)), positiveId]));

export const myInformationQuery = z.object({ instrId: instrIdParam });

export const myInformationSchema = z.object({
  instrId: instrIdParam,
  nickName,
  firstName: personName('First Name'),
  lastName: personName('Last Name'),
  countryCode,
  stateCode,
  imageAsBase64String,
});
export type MyInformationInput = z.output<typeof myInformationSchema>;

/** The photo alone, saved as soon as it is cropped, so no other field of My information can hold it back. */
export const myPhotoSchema = z.object({
  instrId: instrIdParam,
  imageAsBase64String: z.string({ error: accountTexts.photoRequired }).check(z.minLength(1, accountTexts.photoRequired)),
});
export type MyPhotoInput = z.output<typeof myPhotoSchema>;

export const contactInformationSchema = z.object({
  firstName: personName('First Name'),
  lastName: personName('Last Name'),
  nickName,
  phone,
  jobTitle,
  departmentId,
  imageAsBase64String,
});
export type ContactInformationInput = z.output<typeof contactInformationSchema>;

export const createCompanySchema = z.object({ name: companyName, website, phone, countryCode, stateCode, city });
export type CreateCompanyInput = z.output<typeof createCompanySchema>;

export const companySearchQuery = z.object({
  name: z
    .string({ error: accountTexts.searchTooShort })
    .check(
      z.trim(),
      z.minLength(accountLimits.companySearchMin, accountTexts.searchTooShort),
      z.maxLength(limits.companyNameMax, accountTexts.companyNameTooLong),
    ),
});

export const joinCompanySchema = z.object({ companyId: positiveId });
export const joinRequestDecisionSchema = z.object({ requestId: positiveId });

/** The master lists a location is checked against. */
export interface LocationLists {
  countryCodes: ReadonlySet<string>;
  /** The state codes of a country; empty when none are on file, so no state can be chosen. */
  statesOf: (countryCode: string) => ReadonlySet<string>;
}

/** A check (`schema.check(knownLocation(lists))`): the country is on the list and the state, when given, belongs to it. */
export const knownLocation = (lists: LocationLists) =>
  z.superRefine((value: { countryCode: string; stateCode?: string | undefined }, ctx) => {
    if (!lists.countryCodes.has(value.countryCode)) {
      ctx.addIssue({ code: 'custom', path: ['countryCode'], message: accountTexts.countryUnknown });
    } else if (value.stateCode !== undefined && !lists.statesOf(value.countryCode).has(value.stateCode)) {
      ctx.addIssue({ code: 'custom', path: ['stateCode'], message: accountTexts.stateUnknown });
    }
  });

/** A check: the department, when given, is on the list. */
export const knownDepartment = (departmentIds: ReadonlySet<number>) =>
  z.superRefine((value: { departmentId?: number | undefined }, ctx) => {
    if (value.departmentId !== undefined && !departmentIds.has(value.departmentId)) {
      ctx.addIssue({ code: 'custom', path: ['departmentId'], message: accountTexts.departmentUnknown });
    }
  });
