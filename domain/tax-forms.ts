/**
 * The tax forms a US payer must hold before paying someone: a W-9 from a US person, a W-8BEN from an individual
 * abroad, a W-8BEN-E from an organisation abroad. /w8-select decides which; each form is signed electronically
 * (typed name and consent, as the legal documents are). A new form supersedes the one on file; a W-8 expires at the
 * end of the third calendar year after the year it was signed.
 */
import { z } from 'zod';
import { taxFormTypes } from './constants.ts';
import { signatureSchema } from './legal.ts';
import { payeeFields } from './payee.ts';
import {
  country,
  dateOfBirth,
  entityUsTin,
  flag,
  foreignCountry,
  foreignTin,
  individualUsTin,
  optionalChoice,
  optionalText,
  taxFieldTexts,
  text,
  tinMessage,
  tinType,
  treatyRate,
  usState,
  zipCode,
} from './tax-form-fields.ts';

export type TaxFormType = (typeof taxFormTypes)[number];

export const taxFormTexts = {
  saved: (formType: TaxFormType) => `Your ${formType} is signed and on file. Thank you.`,
  ownerOnly: 'Only the agency’s owner can sign the agency’s tax forms.',
  notFound: 'This tax form does not exist.',
  tinRequired: 'Enter a US taxpayer identification number or your foreign tax identifying number.',
  usPersonRequired: 'Tell us whether you are a US person.',
  payeeKindRequired: 'Tell us whether you are paid as an individual or as an organisation.',
} as const;

/** The page of each form. */
export const taxFormPaths: Record<TaxFormType, string> = { 'W-9': '/irs-form', 'W-8BEN': '/irs-form/w8', 'W-8BEN-E': '/irs-form/w8e' };

export const taxFormTitles: Record<TaxFormType, string> = {
  'W-9': 'Form W-9: Request for Taxpayer Identification Number and Certification',
  'W-8BEN': 'Form W-8BEN: Certificate of Foreign Status of Beneficial Owner (Individuals)',
  'W-8BEN-E': 'Form W-8BEN-E: Certificate of Status of Beneficial Owner (Entities)',
};

/** What the signer certifies on each form, under penalties of perjury. */
export const taxFormCertifications: Record<TaxFormType, string> = {
  'W-9':
    'Under penalties of perjury, I certify that: 1. the number shown on this form is my correct taxpayer identification number; 2. I am not subject to backup withholding because I am exempt, or I have not been notified by the IRS that I am subject to backup withholding, or the IRS has notified me that I am no longer subject to it; 3. I am a U.S. citizen or other U.S. person; 4. the FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is correct.',
  'W-8BEN':
    'Under penalties of perjury, I declare that I have examined the information on this form and to the best of my knowledge and belief it is true, correct, and complete. I certify that I am the individual that is the beneficial owner of all the income to which this form relates, that I am not a U.S. person, and that I will submit a new form within 30 days if any certification on this form becomes incorrect.',
  'W-8BEN-E':
    'Under penalties of perjury, I declare that I have examined the information on this form and to the best of my knowledge and belief it is true, correct, and complete. I certify that the entity identified on this form is the beneficial owner of all the income to which this form relates, that it is not a U.S. person, and that I have the capacity to sign for it.',
};

/** /w8-select: a US person signs a W-9; anyone else a W-8BEN (an individual) or a W-8BEN-E (an organisation). */
export const taxFormChoice = z.object({
  usPerson: z.enum(['yes', 'no'], { error: taxFormTexts.usPersonRequired }),
  payeeKind: z.enum(['individual', 'entity'], { error: taxFormTexts.payeeKindRequired }),
});
export const formForChoice = (choice: z.infer<typeof taxFormChoice>): TaxFormType =>
  choice.usPerson === 'yes' ? 'W-9' : choice.payeeKind === 'individual' ? 'W-8BEN' : 'W-8BEN-E';

/** When a form signed at `signedAt` stops being valid: a W-8 at the end of the third calendar year after signing. */
export function taxFormExpiry(formType: TaxFormType, signedAt: Date): Date | null {
  return formType === 'W-9' ? null : new Date(Date.UTC(signedAt.getUTCFullYear() + 4, 0, 1));
}

export const taxClassifications = ['individual', 'c-corporation', 's-corporation', 'partnership', 'trust-estate', 'llc', 'other'] as const;
export const taxClassificationLabels: Record<(typeof taxClassifications)[number], string> = {
  individual: 'Individual / sole proprietor',
  'c-corporation': 'C corporation',
  's-corporation': 'S corporation',
  partnership: 'Partnership',
  'trust-estate': 'Trust / estate',
  llc: 'Limited liability company',
  other: 'Other',
};
export const llcClassifications = ['C', 'S', 'P'] as const;
export const llcClassificationLabels: Record<(typeof llcClassifications)[number], string> = { C: 'C corporation', S: 'S corporation', P: 'Partnership' };

export const chapter3Statuses = [
  'corporation',
  'partnership',
  'disregarded-entity',
  'simple-trust',
  'grantor-trust',
  'complex-trust',
  'estate',
  'foreign-government',
  'central-bank',
  'tax-exempt-organization',
  'private-foundation',
  'international-organization',
] as const;
export const chapter3StatusLabels: Record<(typeof chapter3Statuses)[number], string> = {
  corporation: 'Corporation',
  partnership: 'Partnership',
  'disregarded-entity': 'Disregarded entity',
  'simple-trust': 'Simple trust',
  'grantor-trust': 'Grantor trust',
  'complex-trust': 'Complex trust',
  estate: 'Estate',
  'foreign-government': 'Foreign government',
  'central-bank': 'Central bank of issue',
  'tax-exempt-organization': 'Tax-exempt organization',
  'private-foundation': 'Private foundation',
  'international-organization': 'International organization',
};

const signature = signatureSchema.shape;

/** The treaty claim (Part II of a W-8): required fields once claimed. */
const blankIsNone = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim().toUpperCase() : undefined));

const treaty = {
  claimTreaty: flag,
  treatyCountry: blankIsNone,
  treatyArticle: optionalText('The treaty article and paragraph', 20),
  treatyRate: blankIsNone,
  treatyIncomeType: optionalText('The type of income', 80),
};

/** Without a claim, what the hidden treaty fields hold is not part of the form. */
function withoutUnclaimedTreaty<B extends TreatyFields>(body: B): B {
  if (body.claimTreaty) return body;
  return { ...body, treatyCountry: undefined, treatyArticle: undefined, treatyRate: undefined, treatyIncomeType: undefined };
}

type TreatyFields = { claimTreaty: boolean; treatyCountry?: string | undefined; treatyArticle?: string | undefined; treatyRate?: string | undefined; treatyIncomeType?: string | undefined };

function checkTreaty(body: TreatyFields, ctx: z.RefinementCtx) {
  if (!body.claimTreaty) return;
  const checks: [keyof TreatyFields, z.ZodType][] = [
    ['treatyCountry', foreignCountry],
    ['treatyArticle', text('The treaty article and paragraph', 20)],
    ['treatyRate', treatyRate],
    ['treatyIncomeType', text('The type of income', 80)],
  ];
  for (const [field, schema] of checks) {
    const parsed = schema.safeParse(body[field] ?? '');
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: [field], message: parsed.error.issues[0]?.message ?? taxFieldTexts.choiceRequired });
  }
}

export const w9Body = z
  .object({
    name: text('Your name as shown on your income tax return', 100),
    businessName: optionalText('The business name', 100),
    taxClassification: z.enum(taxClassifications, { error: taxFieldTexts.choiceRequired }),
    llcClassification: optionalChoice(llcClassifications),
    otherClassification: optionalText('The other classification', 60),
    exemptPayeeCode: optionalText('The exempt payee code', 2),
    fatcaCode: optionalText('The FATCA exemption code', 1),
    addressLine1: text('The address', 100),
    addressLine2: optionalText('The apartment or suite', 60),
    city: text('The city', 60),
    state: usState,
    zip: zipCode,
    tinType,
    tin: z.string({ error: taxFieldTexts.ssnFormat }),
    ...signature,
  })
  .superRefine((body, ctx) => {
    const tin = tinMessage(body.tinType, body.tin);
    if (tin) ctx.addIssue({ code: 'custom', path: ['tin'], message: tin });
    if (body.taxClassification === 'llc' && !body.llcClassification) {
      ctx.addIssue({ code: 'custom', path: ['llcClassification'], message: 'Choose how the LLC is taxed: C corporation, S corporation or partnership.' });
    }
    if (body.taxClassification === 'other' && !body.otherClassification) {
      ctx.addIssue({ code: 'custom', path: ['otherClassification'], message: taxFieldTexts.required('The other classification') });
    }
  })
  .transform((body) => ({ ...body, tin: body.tin.replace(/\D/g, '') }));
export type W9Body = z.infer<typeof w9Body>;

const requireTin = (body: { usTin?: string | undefined; foreignTin?: string | undefined }, ctx: z.RefinementCtx) => {
  if (!body.usTin && !body.foreignTin) ctx.addIssue({ code: 'custom', path: ['foreignTin'], message: taxFormTexts.tinRequired });
};

export const w8benBody = z
  .object({
    name: text('Your name', 100),
    citizenshipCountry: foreignCountry,
    addressLine1: text('The permanent residence address', 100),
    city: text('The city or town', 60),
    region: optionalText('The state or province', 60),
    postalCode: optionalText('The postal code', 20),
    addressCountry: foreignCountry,
    mailingLine1: optionalText('The mailing address', 100),
    mailingCity: optionalText('The mailing city or town', 60),
    mailingPostalCode: optionalText('The mailing postal code', 20),
    mailingCountry: blankIsNone,
    usTin: individualUsTin,
    foreignTin,
    dateOfBirth,
    ...treaty,
    ...signature,
  })
  .superRefine((body, ctx) => {
    requireTin(body, ctx);
    checkTreaty(body, ctx);
    if (body.mailingLine1 && !body.mailingCity) ctx.addIssue({ code: 'custom', path: ['mailingCity'], message: taxFieldTexts.required('The mailing city or town') });
    if (body.mailingLine1 && !country.safeParse(body.mailingCountry ?? '').success) {
      ctx.addIssue({ code: 'custom', path: ['mailingCountry'], message: taxFieldTexts.countryRequired });
    }
  })
  .transform(withoutUnclaimedTreaty);
export type W8benBody = z.infer<typeof w8benBody>;

export const w8benEBody = z
  .object({
    organizationName: text('The name of the organization', 100),
    incorporationCountry: foreignCountry,
    chapter3Status: z.enum(chapter3Statuses, { error: taxFieldTexts.choiceRequired }),
    addressLine1: text('The permanent residence address', 100),
    city: text('The city or town', 60),
    region: optionalText('The state or province', 60),
    postalCode: optionalText('The postal code', 20),
    addressCountry: foreignCountry,
    usTin: entityUsTin,
    foreignTin,
    ...treaty,
    ...signature,
  })
  .superRefine((body, ctx) => {
    requireTin(body, ctx);
    checkTreaty(body, ctx);
  })
  .transform(withoutUnclaimedTreaty);
export type W8benEBody = z.infer<typeof w8benEBody>;

const taxFormStatuses = ['valid', 'expired', 'superseded'] as const;

/** One signed form as lists show it: the tax id only as its last four. */
export const taxFormSummary = z.object({
  id: z.int(),
  formType: z.enum(taxFormTypes),
  legalName: z.string(),
  tinLast4: z.string().nullable(),
  signedName: z.string(),
  signedAt: z.string(),
  expiresAt: z.string().nullable(),
  status: z.enum(taxFormStatuses),
});
export type TaxFormSummary = z.infer<typeof taxFormSummary>;

/** GET /api/TaxForm/GetTaxForms: the payee's forms, the one on file first. */
export const taxFormsAnswer = z.object({
  ...payeeFields,
  canManage: z.boolean(),
  current: taxFormSummary.nullable(),
  history: z.array(taxFormSummary),
});
export type TaxFormsAnswer = z.infer<typeof taxFormsAnswer>;

export const submittedTaxFormAnswer = z.object({ message: z.string(), form: taxFormSummary, released: z.int() });

export const taxFormIdQuery = z.object({ taxFormId: z.coerce.number().int().positive().max(2_147_483_647) });
