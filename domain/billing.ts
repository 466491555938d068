/**
 * A company's billing information (/client-profile/billing-info, administrators only; decision record 320): where
 * invoices are mailed, the name and address they are billed to, the tax id (kept encrypted, shown as its last four),
 * the purchase order number printed on invoices, the payment terms, and the cards kept with the card gateway.
 */
import { z } from 'zod';
import { city, countryCode, stateCode } from './account.ts';
import { EMAIL_PATTERN, ID_MAX } from './fields.ts';
import { blankToUndefined, optionalText } from './text-fields.ts';

export const billingLimits = {
  emailsMax: 5,
  contactNameMax: 100,
  addressMax: 200,
  postalCodeMax: 20,
  poNumberMax: 40,
} as const;

/** Net days after the issue date an invoice is due (0: due on receipt). */
export const paymentTermOptions = [0, 15, 30, 45, 60] as const;
export const DEFAULT_PAYMENT_TERMS = 30;
export const paymentTermsLabel = (days: number) => (days === 0 ? 'Due on receipt' : `Net ${days} (due in ${days} days)`);

export const billingTexts = {
  saved: 'Billing information saved.',
  cardRemoved: 'Card removed.',
  cardNotFound: 'This card was not found.',
  cardRemovalFailed: 'The card processor did not answer, so the card was not removed. Please try again in a minute.',
  emailInvalid: (value: string) => `“${value}” is not a valid email address.`,
  tooManyEmails: `Enter up to ${billingLimits.emailsMax} billing email addresses.`,
  contactNameTooLong: `Billing contact should not exceed ${billingLimits.contactNameMax} characters`,
  addressTooLong: `Address should not exceed ${billingLimits.addressMax} characters`,
  postalCodeTooLong: `Postal Code should not exceed ${billingLimits.postalCodeMax} characters`,
  taxIdInvalid: 'Enter the tax ID with 4 to 20 letters, digits, spaces, dots or hyphens (for example 12-3456789).',
  poNumberTooLong: `PO number should not exceed ${billingLimits.poNumberMax} characters`,
  termsInvalid: 'Choose the payment terms from the list.',
} as const;

/** One or more addresses separated by commas, semicolons, spaces or new lines; each checked, duplicates dropped. */
export const billingEmails = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z
    .string()
    .transform((text) => [...new Set(text.split(/[\s,;]+/).map((part) => part.toLowerCase()).filter(Boolean))])
    .superRefine((emails, ctx) => {
      const wrong = emails.find((value) => value.length > 254 || !EMAIL_PATTERN.test(value));
      if (wrong) ctx.addIssue({ code: 'custom', message: billingTexts.emailInvalid(wrong.slice(0, 60)) });
      if (emails.length > billingLimits.emailsMax) ctx.addIssue({ code: 'custom', message: billingTexts.tooManyEmails });
    }),
);

/** A tax id (EIN, VAT number …): never echoed back in a message, as it is a secret kept encrypted. */
export const taxId = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^[A-Za-z\d][A-Za-z\d .-]{2,18}[A-Za-z\d]$/, billingTexts.taxIdInvalid)
    .optional(),
);

export const billingProfileBody = z.object({
  billingEmails,
  contactName: optionalText(billingLimits.contactNameMax, billingTexts.contactNameTooLong),
  addressLine1: optionalText(billingLimits.addressMax, billingTexts.addressTooLong),
  addressLine2: optionalText(billingLimits.addressMax, billingTexts.addressTooLong),
  city,
  stateCode,
  postalCode: optionalText(billingLimits.postalCodeMax, billingTexts.postalCodeTooLong),
  countryCode: z.preprocess(blankToUndefined, z.optional(countryCode)),
  /** A new tax id; left out keeps the one on file. */
  taxId,
  /** Removes the tax id on file (a new one, when given, wins). */
  removeTaxId: z.boolean().default(false),
  poNumber: optionalText(billingLimits.poNumberMax, billingTexts.poNumberTooLong),
  paymentTermsDays: z.coerce
    .number({ error: billingTexts.termsInvalid })
    .refine((days) => (paymentTermOptions as readonly number[]).includes(days), billingTexts.termsInvalid),
});
export type BillingProfileInput = z.output<typeof billingProfileBody>;

export const savedCardAnswer = z.object({
  savedCardId: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  expired: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardAnswer>;

/** A saved card is good through the month of its expiry date (UTC) and expired once that month has passed. */
export const cardExpired = (card: Pick<SavedCard, 'expMonth' | 'expYear'>, now: Date) =>
  card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;

export const billingProfileAnswer = z.object({
  companyName: z.string(),
  billingEmails: z.array(z.string()),
  /** Where invoices go while no billing address is set: the company's administrators. */
  administratorEmails: z.array(z.string()),
  contactName: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  /** The last four characters of the tax id on file. */
  taxIdLast4: z.string().nullable(),
  poNumber: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  savedCards: z.array(savedCardAnswer),
});
export type BillingProfile = z.infer<typeof billingProfileAnswer>;

export const savedCardQuery = z.object({
  savedCardId: z.coerce.number({ error: billingTexts.cardNotFound }).int().positive(billingTexts.cardNotFound).max(ID_MAX, billingTexts.cardNotFound),
});

/** "•••• 6789": a secret number as any page shows it. */
export const maskedLast4 = (last4: string) => `•••• ${last4}`;
