/**
 * The client company profile (/client-profile/company-profile): name, logo, about, industry, web
 * site and size, edited by the company's administrators and shown on the company's public job posts. The spec names
 * the fields only; limits and texts are ours (decision record 290). Pages and the API share these schemas.
 */
import { z } from 'zod';
import { companyName, website } from './account.ts';
import { companySizes } from './constants.ts';
import { companyProfileLimits, companyProfileTexts } from './company-profile-texts.ts';
import { ID_MAX } from './fields.ts';
import { blankToUndefined, optionalText } from './text-fields.ts';

/** PUT /api/Company/UpdateCompanyProfile; a blank optional field clears it. */
export const companyProfileBody = z.object({
  name: companyName,
  about: optionalText(companyProfileLimits.aboutMax, companyProfileTexts.aboutTooLong),
  industryId: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: companyProfileTexts.industryUnknown }).int(companyProfileTexts.industryUnknown).positive(companyProfileTexts.industryUnknown).max(ID_MAX, companyProfileTexts.industryUnknown).optional(),
  ),
  website,
  size: z.preprocess(blankToUndefined, z.enum(companySizes, { error: companyProfileTexts.sizeUnknown }).optional()),
});
export type CompanyProfileInput = z.output<typeof companyProfileBody>;

/** PUT /api/Company/UpdateCompanyLogo: the logo as base64 (bare or a data: URL), a JPG or PNG of at most 5 MB. */
export const companyLogoBody = z.object({
  imageAsBase64String: z.string({ error: companyProfileTexts.logoRequired }).min(1, companyProfileTexts.logoRequired),
});

export const companyLogoQuery = z.object({ id: z.uuid({ error: companyProfileTexts.logoNotFound }) });

/** The public address of a company logo; a new upload gets a new id, so the answer may be cached for ever. */
export const companyLogoPath = (blobId: string) => `/api/Company/Logo?id=${encodeURIComponent(blobId)}`;

/** What the company's public job posts show of it. */
export const publicCompany = z.object({
  name: z.string(),
  about: z.string().nullable(),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  size: z.enum(companySizes).nullable(),
  logoUrl: z.string().nullable(),
});
export type PublicCompany = z.infer<typeof publicCompany>;

export const companyProfile = publicCompany.extend({
  companyId: z.number().int(),
  industryId: z.number().int().nullable(),
  /** The caller is an administrator of the company. */
  canEdit: z.boolean(),
  choices: z.object({ industries: z.array(z.object({ id: z.number().int(), name: z.string() })), sizes: z.array(z.enum(companySizes)) }),
});
export type CompanyProfile = z.infer<typeof companyProfile>;
export const companyProfileChanged = companyProfile.extend({ message: z.string() });
