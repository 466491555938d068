/**
 * Time and days delivered (decision record 345): on a hire whose job is paid by the hour or the day, the talent (or
 * their agency) reports the units delivered on each date against the signed work order, and the client approves or
 * disputes each report. The invoice bills the approved units at the work order's rate, at most the work order's
 * amount. Inputs, limits, texts and the answers of the WorkReport calls.
 */
import { z } from 'zod';
import type { RateType } from './constants.ts';
import { formatCents } from './format.ts';
import { nullableText, requiredText } from './text-fields.ts';

export const workReportStatuses = ['pending', 'approved', 'disputed'] as const;
export type WorkReportStatus = (typeof workReportStatuses)[number];

export const workUnits = ['hour', 'day'] as const;
export type WorkUnit = (typeof workUnits)[number];

/** The unit a job's rate is paid by, or null for a job billed by its work order's amount. */
export function unitOfRateType(rateType: RateType | null | undefined): WorkUnit | null {
  if (rateType === 'Hourly') return 'hour';
  if (rateType === 'Daily') return 'day';
  return null;
}

/** How much may be reported for one date, and in which steps (hundredths of a unit). */
export const unitRules: Record<WorkUnit, { stepHundredths: number; maxHundredths: number }> = {
  hour: { stepHundredths: 25, maxHundredths: 2400 },
  day: { stepHundredths: 50, maxHundredths: 100 },
};

export const workReportLimits = { noteMax: 500, reasonMax: 500 } as const;

export const workReportPagePath = (proposalId: number) => `/time-delivered?proposalId=${proposalId}`;

export const workReportTexts = {
  notFound: 'This report was not found on this hire.',
  notHourly: 'This hire is billed by its work order’s amount: there is no time or days to report.',
  noSignedOrder: 'Time and days can be reported once the work order is signed.',
  notHired: 'Only a hired talent reports time and days delivered.',
  jobCompleted: 'The job is completed: its time and days can no longer be changed.',
  dateInvalid: 'Enter the date the work was delivered.',
  dateInFuture: 'The date cannot be in the future.',
  dateTaken: 'This date is already reported on this hire. Correct that report instead.',
  unitsInvalid: 'Enter how much was delivered, as a number greater than 0.',
  hoursRule: 'Enter hours in quarters of an hour (0.25, 0.5, 0.75 …), at most 24 for one date.',
  daysRule: 'Enter 0.5 or 1 day for one date.',
  noteTooLong: `The note should not exceed ${workReportLimits.noteMax} characters.`,
  reasonRequired: 'Say what is wrong with this report, so the talent can correct it.',
  reasonTooLong: `The reason should not exceed ${workReportLimits.reasonMax} characters.`,
  alreadyApproved: 'This report is approved and can no longer be changed.',
  notPending: 'Only a report that awaits approval can be approved or disputed. Please reload the page.',
  reported: 'Reported. The client is asked to approve it.',
  corrected: 'Corrected and sent for approval again.',
  approved: 'Approved. It will be billed when the job is completed.',
  disputed: 'Disputed. The talent is asked to correct it.',
  awaitingApproval: (count: number) =>
    `${count} ${count === 1 ? 'report of time or days awaits' : 'reports of time or days await'} your approval. Approve or dispute ${count === 1 ? 'it' : 'them'} on the hire before completing the job.`,
  reportedSubject: (talent: string, job: string) => `${talent} reported time delivered on ${job}`,
  reportedText: (talent: string, amount: string, date: string, job: string) => `${talent} reported ${amount} on ${date} for ${job}. Approve or dispute it.`,
  approvedSubject: (job: string) => `Time approved on ${job}`,
  approvedText: (whose: string | null, amount: string, date: string, job: string) =>
    `The client approved ${whose ? `${whose}’s` : 'your'} ${amount} on ${date} for ${job}.`,
  disputedSubject: (job: string) => `Time disputed on ${job}`,
  disputedText: (whose: string | null, amount: string, date: string, job: string, reason: string) =>
    `The client disputed ${whose ? `${whose}’s` : 'your'} ${amount} on ${date} for ${job}: “${reason}” Correct the report and send it again.`,
} as const;

const unitNames: Record<WorkUnit, [string, string]> = { hour: ['hour', 'hours'], day: ['day', 'days'] };

/** 750 hundredths of an hour → "7.5 hours"; 100 of a day → "1 day". */
export function formatUnits(hundredths: number, unit: WorkUnit): string {
  const value = hundredths / 100;
  const [one, many] = unitNames[unit];
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${value === 1 ? one : many}`;
}

/** The rate with its unit: "$80.00/hr", "$600.00/day". */
export const formatUnitRate = (rateCents: number, unit: WorkUnit) => `${formatCents(rateCents)}/${unit === 'hour' ? 'hr' : 'day'}`;

/** What a report bills: its units at the rate, rounded to the cent. */
export const reportAmountCents = (rateCents: number, unitsHundredths: number) => Math.round((rateCents * unitsHundredths) / 100);

/** Whether the units are a whole number of the unit's steps within its daily maximum. */
export function unitsFitRule(unitsHundredths: number, unit: WorkUnit): boolean {
  const rule = unitRules[unit];
  return unitsHundredths > 0 && unitsHundredths <= rule.maxHundredths && unitsHundredths % rule.stepHundredths === 0;
}

const proposalId = z.coerce.number({ error: workReportTexts.notFound }).int().positive({ error: workReportTexts.notFound });
const reportId = z.coerce.number({ error: workReportTexts.notFound }).int().positive({ error: workReportTexts.notFound });

const workDate = z
  .string({ error: workReportTexts.dateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, workReportTexts.dateInvalid)
  .refine((v) => {
    const parsed = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === v && v >= '2000-01-01';
  }, workReportTexts.dateInvalid);

/** Units as typed ("7.5", "1"): a number above 0 with at most two decimals, read as hundredths. */
const units = z
  .union([z.string(), z.number()], { error: workReportTexts.unitsInvalid })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) > 0, workReportTexts.unitsInvalid)
  .transform((v) => Math.round(Number(v) * 100));

const note = nullableText(workReportLimits.noteMax, workReportTexts.noteTooLong);

export const workReportsQuery = z.object({ proposalId });

export const addWorkReportBody = z.object({ proposalId, workDate, units, note });
export type AddWorkReportInput = z.infer<typeof addWorkReportBody>;

export const correctWorkReportBody = z.object({ proposalId, reportId, workDate, units, note });
export type CorrectWorkReportInput = z.infer<typeof correctWorkReportBody>;

export const approveWorkReportBody = z.object({ proposalId, reportId });

export const disputeWorkReportBody = z.object({
  proposalId,
  reportId,
  reason: requiredText(workReportTexts.reasonRequired, workReportLimits.reasonMax, workReportTexts.reasonTooLong),
});

/** The hire a work order or the time delivered is about: the proposal, its job and the talent. */
export const hireFields = {
  proposalId: z.number().int(),
  projectId: z.number().int(),
  projectTitle: z.string(),
  talentName: z.string(),
};

export const workReportItem = z.object({
  reportId: z.number().int(),
  workDate: z.string(),
  unitsHundredths: z.number().int(),
  amountCents: z.number().int(),
  note: z.string().nullable(),
  status: z.enum(workReportStatuses),
  disputeReason: z.string().nullable(),
  reportedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type WorkReportItem = z.infer<typeof workReportItem>;

/** GET /api/WorkReport/List: the hire, what its side may do, the totals and every report, newest date first. */
export const workReportsAnswer = z.object({
  ...hireFields,
  /** talent: the talent's side (they report); client: the job's contacts (they decide). */
  side: z.enum(['talent', 'client']),
  jobCompleted: z.boolean(),
  /** Null while the hire has no signed work order of an hourly or daily job. */
  order: z
    .object({ workOrderId: z.number().int(), unit: z.enum(workUnits), rateCents: z.number().int(), capCents: z.number().int().nullable() })
    .nullable(),
  /** Why nothing can be reported yet, when the order is null. */
  unavailable: z.string().nullable(),
  canReport: z.boolean(),
  canDecide: z.boolean(),
  totals: z.object({
    approvedHundredths: z.number().int(),
    approvedCents: z.number().int(),
    pendingCents: z.number().int(),
    /** What the invoice bills for the work order: the approved amount, at most the cap. */
    billableCents: z.number().int(),
  }),
  reports: z.array(workReportItem),
});
export type WorkReports = z.infer<typeof workReportsAnswer>;

export const workReportSaved = z.object({ message: z.string(), reportId: z.number().int() });
