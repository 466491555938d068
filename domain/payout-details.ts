/**
 * Where a talent's or agency's payouts go (/settings/payment-information): a US bank account (routing and account
 * number) or an account abroad (SWIFT/BIC, IBAN and the bank's country). One schema per field, the form's body and
 * the masked answer. Numbers are never answered back: only their last four characters.
 */
import { z } from 'zod';
import { bankAccountNumber, bankCode, loginPassword } from './fields.ts';
import { payeeFields } from './payee.ts';
import { holdReasons } from './payouts.ts';
import { bicCountry, compact, ibanCountry, ibanLengths, ibanProblem, isRoutingNumber } from './bank-numbers.ts';

export const payoutKinds = ['us', 'international'] as const;
export type PayoutKind = (typeof payoutKinds)[number];
export const accountTypes = ['checking', 'savings'] as const;
export type AccountType = (typeof accountTypes)[number];

export const payoutKindLabels: Record<PayoutKind, string> = { us: 'US bank account', international: 'Bank account outside the US' };
export const accountTypeLabels: Record<AccountType, string> = { checking: 'Checking', savings: 'Savings' };

export const payoutDetailsTexts = {
  holderRequired: 'Enter the name on the bank account.',
  holderTooLong: 'The account holder’s name should not exceed 100 characters.',
  kindRequired: 'Choose where your bank is: in the US or abroad.',
  accountTypeRequired: 'Choose checking or savings.',
  routingFormat: 'Enter the 9-digit routing number of your bank.',
  routingChecksum: 'This routing number is not valid: check its 9 digits.',
  accountRequired: 'Enter your account number.',
  ibanRequired: 'Enter your IBAN.',
  ibanFormat: 'Enter an IBAN: 2 letters for the country, 2 check digits, then up to 30 letters or digits.',
  ibanCountry: 'No country issues IBANs starting with these two letters: check the first two.',
  ibanLength: (country: string, length: number) => `An IBAN from ${country} has ${length} characters.`,
  ibanChecksum: 'This IBAN is not valid: check it for a mistyped character.',
  ibanOtherCountry: 'This IBAN belongs to a bank in another country than the one you chose.',
  bicRequired: 'Enter the SWIFT/BIC code of your bank.',
  bicOtherCountry: 'This SWIFT/BIC code belongs to a bank in another country than the one you chose.',
  countryRequired: 'Choose the country of your bank.',
  countryNoIban: 'We can pay banks abroad only in countries that use IBANs. Choose the country of your bank.',
  countryIsUs: 'For a bank in the United States, choose US bank account.',
  passwordHint: 'Type your password to confirm the change.',
  saved: 'Your payout details are saved. We e-mailed you that they changed.',
  ownerOnly: 'Only the agency’s owner can change where the agency is paid.',
} as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const holderName = required(payoutDetailsTexts.holderRequired).max(100, payoutDetailsTexts.holderTooLong);

export const accountType = z.enum(accountTypes, { error: payoutDetailsTexts.accountTypeRequired });

export const routingNumber = z
  .string({ error: payoutDetailsTexts.routingFormat })
  .transform(compact)
  .pipe(z.string().regex(/^\d{9}$/, { error: payoutDetailsTexts.routingFormat, abort: true }).refine(isRoutingNumber, payoutDetailsTexts.routingChecksum));

/** The account number as the spec's field rule checks it, after the spaces and dashes people type between groups. */
export const accountNumber = z.string({ error: payoutDetailsTexts.accountRequired }).transform(compact).pipe(bankAccountNumber);

export const swiftBic = z.string({ error: payoutDetailsTexts.bicRequired }).transform(compact).pipe(bankCode);

const ibanMessage = (iban: string): string | null => {
  const problem = ibanProblem(iban);
  if (problem === 'length') return payoutDetailsTexts.ibanLength(ibanCountry(iban), ibanLengths[ibanCountry(iban)] ?? 0);
  if (problem === 'country') return payoutDetailsTexts.ibanCountry;
  if (problem === 'checksum') return payoutDetailsTexts.ibanChecksum;
  return problem ? payoutDetailsTexts.ibanFormat : null;
};

export const iban = z
  .string({ error: payoutDetailsTexts.ibanRequired })
  .transform((value) => compact(value).toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: payoutDetailsTexts.ibanRequired, abort: true })
      .superRefine((value, ctx) => {
        const message = ibanMessage(value);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
  );

/** A country abroad whose banks have IBANs (ISO 3166-1 alpha-2). */
const bankCountry = z
  .string({ error: payoutDetailsTexts.countryRequired })
  .trim()
  .toUpperCase()
  .refine((code) => code !== 'US', payoutDetailsTexts.countryIsUs)
  .refine((code) => code === 'US' || ibanLengths[code] !== undefined, payoutDetailsTexts.countryNoIban);

const confirmation = { holderName, currentPassword: loginPassword };

export const usPayoutDetailsBody = z.object({ kind: z.literal('us'), ...confirmation, accountType, routingNumber, accountNumber });

export const internationalPayoutDetailsBody = z
  .object({ kind: z.literal('international'), ...confirmation, countryCode: bankCountry, swiftBic, iban })
  .superRefine((body, ctx) => {
    if (ibanCountry(body.iban) !== body.countryCode) ctx.addIssue({ code: 'custom', path: ['iban'], message: payoutDetailsTexts.ibanOtherCountry });
    if (bicCountry(body.swiftBic) !== body.countryCode) ctx.addIssue({ code: 'custom', path: ['swiftBic'], message: payoutDetailsTexts.bicOtherCountry });
  });

/** POST /api/Payouts/SavePayoutDetails: the new details and the caller's password. */
export const payoutDetailsBody = z.discriminatedUnion('kind', [usPayoutDetailsBody, internationalPayoutDetailsBody], {
  error: payoutDetailsTexts.kindRequired,
});
export type PayoutDetailsBody = z.infer<typeof payoutDetailsBody>;

/** The details on file as anyone may see them: the bank's identifiers and the last four characters of the account. */
const maskedPayoutDetails = z.object({
  holderName: z.string(),
  kind: z.enum(payoutKinds),
  countryCode: z.string(),
  accountType: z.enum(accountTypes).nullable(),
  routingLast4: z.string().nullable(),
  swiftBic: z.string().nullable(),
  last4: z.string(),
  updatedAt: z.string(),
});
export type MaskedPayoutDetails = z.infer<typeof maskedPayoutDetails>;

/** GET /api/Payouts/GetPayoutDetails: the details on file (null when none), whether the caller may change them, what holds payouts. */
export const payoutDetailsAnswer = z.object({
  ...payeeFields,
  details: maskedPayoutDetails.nullable(),
  canManage: z.boolean(),
  holdReasons: z.array(z.enum(holdReasons)),
});
export type PayoutDetailsAnswer = z.infer<typeof payoutDetailsAnswer>;

export const savedPayoutDetailsAnswer = z.object({ message: z.string(), details: maskedPayoutDetails, released: z.int() });

/** "•••• 6789": the way every page shows a number it may not show whole. */
export const masked = (last4: string): string => `•••• ${last4}`;
