/**
 * The operator's payout run (`npm run payouts`): who originates the ACH file, and what a run answers. The command
 * reads the same schema from its options and environment as the server does from its request.
 */
import { z } from 'zod';
import { compact, isRoutingNumber } from './bank-numbers.ts';
import { requiredText } from './text-fields.ts';

export const payoutRunTexts = {
  bankRouting: 'The originating bank’s routing number must be 9 digits with a valid check digit.',
  bankName: 'The originating bank’s name is 1 to 23 characters.',
  companyName: 'The company name is 1 to 16 characters.',
  companyId: 'The company identification is 1 to 10 letters or digits (usually 1 followed by the EIN).',
  entryDescription: 'The entry description is 1 to 10 characters.',
  effectiveDate: 'The effective entry date is a date (YYYY-MM-DD).',
  batchId: 'The batch is the number of a file an earlier run wrote.',
} as const;

export const payoutRunBody = z.object({
  bankRouting: z
    .string({ error: payoutRunTexts.bankRouting })
    .transform(compact)
    .pipe(z.string().refine(isRoutingNumber, payoutRunTexts.bankRouting)),
  bankName: requiredText(payoutRunTexts.bankName, 23, payoutRunTexts.bankName),
  companyName: requiredText(payoutRunTexts.companyName, 16, payoutRunTexts.companyName),
  companyId: z
    .string({ error: payoutRunTexts.companyId })
    .trim()
    .regex(/^[A-Za-z\d]{1,10}$/, payoutRunTexts.companyId),
  entryDescription: requiredText(payoutRunTexts.entryDescription, 10, payoutRunTexts.entryDescription).default('PAYOUT'),
  /** When the bank should credit the entries; the next weekday when left out. */
  effectiveDate: z.iso.date({ error: payoutRunTexts.effectiveDate }).optional(),
});
export type PayoutRunBody = z.infer<typeof payoutRunBody>;

export const payoutFile = z.object({
  batchId: z.int(),
  format: z.enum(['nacha', 'csv']),
  fileName: z.string(),
  payoutCount: z.int(),
  totalCents: z.int(),
  content: z.string(),
});
export type PayoutFile = z.infer<typeof payoutFile>;

/** What a run did: the files it made (at most one of each kind), how many payouts it sent and how many it held. */
export const payoutRunAnswer = z.object({ files: z.array(payoutFile), sent: z.int(), held: z.int() });
export type PayoutRunAnswer = z.infer<typeof payoutRunAnswer>;

export const payoutBatchBody = z.object({ batchId: z.coerce.number({ error: payoutRunTexts.batchId }).int(payoutRunTexts.batchId).positive(payoutRunTexts.batchId).max(2_147_483_647, payoutRunTexts.batchId) });
