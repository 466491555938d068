/**
 * The company profile's limits and texts (ours: the spec names the fields only; decision record 290). No schemas
 * here, so that the logo island loads no zod.
 */
import { limits, type companySizes } from './constants.ts';

export const companyProfileLimits = { aboutMax: 2000, logoMaxBytes: limits.thumbnailMaxBytes } as const;

export const companyProfileTexts = {
  saved: 'Your company profile was saved.',
  logoSaved: 'Your company logo was saved.',
  logoRemoved: 'Your company logo was removed.',
  aboutTooLong: `About the company should not exceed ${companyProfileLimits.aboutMax} characters`,
  industryUnknown: 'Choose an industry from the list.',
  sizeUnknown: 'Choose a company size from the list.',
  logoRequired: 'Choose a JPG or PNG file for the logo.',
  logoNotFound: 'Logo not found.',
} as const;

/** "51-200 employees". */
export const companySizeLabel = (size: (typeof companySizes)[number]) => `${size} employees`;
