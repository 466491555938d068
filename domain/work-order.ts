/**
 * /confirm-order: after hiring, a client contact on the job confirms the order for the hired talent, which issues
 * the work order the talent signs at /sign-work (decision record 160). Inputs, texts and the answer of the calls.
 */
import { z } from 'zod';
import { issuedDocumentFields } from './legal.ts';
import { dollarInput } from './proposal.ts';
import { nullableText } from './text-fields.ts';
import { hireFields, workUnits } from './work-reports.ts';

export const workOrderLimits = { noteMax: 1000 } as const;

export const workOrderTexts = {
  proposalNotFound: 'Proposal not found.',
  notHired: 'Only a hired talent can receive a work order. Hire the talent first.',
  alreadyIssued: 'The order for this talent is already confirmed.',
  jobFinished: 'Orders cannot be confirmed on a completed job.',
  amountAboveZero: 'Enter an order amount greater than $0.00 in US Dollars.',
  amountFormat: 'Enter the amount with at most 10 characters and 2 decimals.',
  noteTooLong: `The note should not exceed ${workOrderLimits.noteMax} characters.`,
  issued: (talent: string) => `Order confirmed. The work order was sent to ${talent} to sign.`,
  talentSubject: (job: string) => `Work order to sign for ${job}`,
  talentText: (talent: string | null, job: string) => `${talent ? `A work order for ${talent}` : 'Your work order'} on ${job} is ready to sign.`,
  /** document: the work document's title (“Work Order: …”, “Travel Fee: …”). */
  signedSubject: (talent: string, document: string) => `${talent} signed ${document}`,
  signedText: (talent: string, document: string, jobId: number) => `${talent} signed ${document} (job ${jobId}).`,
} as const;

const proposalId = z.coerce.number({ error: workOrderTexts.proposalNotFound }).int().positive({ error: workOrderTexts.proposalNotFound });

export const workOrderQuery = z.object({ proposalId });

export const confirmOrderSchema = z.object({
  proposalId,
  amount: dollarInput(workOrderTexts.amountAboveZero, workOrderTexts.amountFormat),
  note: nullableText(workOrderLimits.noteMax, workOrderTexts.noteTooLong),
});
export type ConfirmOrderInput = z.infer<typeof confirmOrderSchema>;

/** GET /api/LegalDocuments/GetWorkOrder: the hire the order is for, and the order once it is issued. */
export const workOrderViewAnswer = z.object({
  ...hireFields,
  /** The proposal's rate with its suffix, e.g. "$1,100.00/day". */
  rateText: z.string(),
  /** The rate as a suggestion for the order amount. */
  rate: z.number(),
  /** hour or day when the job is paid by the unit: the order's amount is then the most it bills (decision record 345). */
  unit: z.enum(workUnits).nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  proposalStatus: z.string(),
  canIssue: z.boolean(),
  issued: z.object({ id: z.number().int(), ...issuedDocumentFields }).nullable(),
});
export type WorkOrderView = z.infer<typeof workOrderViewAnswer>;

/** POST /api/LegalDocuments/ConfirmOrder: the issued work order. */
export const confirmedOrder = z.object({ message: z.string(), workDocumentId: z.number().int(), proposalId: z.number().int() });
