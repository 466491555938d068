/**
 * What a talent (or agency) is paid (/all-payments): each payout with its state, why a held one waits and the page
 * that fixes it, totals per calendar year (what a 1099-NEC or a 1042-S reports) and per month for the chart.
 */
import { z } from 'zod';
import { payoutStatuses } from './constants.ts';
import { payeeFields } from './payee.ts';
import { taxFormSummary } from './tax-forms.ts';

export const payoutTexts = {
  payeeOnly: 'Payments are for talent and agencies.',
  managerOnly: 'Only the talent themself, or the owner of an agency, can change payout details and sign tax forms.',
} as const;

export const holdReasons = ['payout-details', 'tax-form'] as const;
export type HoldReason = (typeof holdReasons)[number];

/**
 * Why a held payout waits, and the link that fixes it, in the order a person fixes them; `agencyNeeds` is what an
 * agency member who cannot fix it reads.
 */
export const holdReasonFixes: Record<HoldReason, { waitsFor: string; fix: string; href: string; agencyNeeds: string }> = {
  'payout-details': { waitsFor: 'Waiting for payout details', fix: 'Add your payout details', href: '/settings/payment-information', agencyNeeds: 'The agency’s payout details' },
  'tax-form': { waitsFor: 'Waiting for a valid tax form', fix: 'Send your tax form', href: '/w8-select', agencyNeeds: 'The agency’s tax form' },
};

export const payoutStatusLabels: Record<(typeof payoutStatuses)[number], string> = { scheduled: 'Scheduled', held: 'Held', sent: 'Sent' };

/** The service fee's tooltip: the product keeps a share of earnings; the share itself is not shown. */
export const serviceFeeTooltip = (productName: string) => `${productName} charges a percentage of your earnings as a service fee.`;

/** The hold reasons stored with a payout ("payout-details,tax-form"), in fixing order; unknown words are dropped. */
export function parseHoldReasons(stored: string | null): HoldReason[] {
  const words = new Set(stored?.split(','));
  return holdReasons.filter((reason) => words.has(reason));
}

const payoutItem = z.object({
  id: z.int(),
  projectId: z.int(),
  jobTitle: z.string(),
  companyName: z.string(),
  invoiceNumber: z.int(),
  grossCents: z.int(),
  feeCents: z.int(),
  netCents: z.int(),
  status: z.enum(payoutStatuses),
  holdReasons: z.array(z.enum(holdReasons)),
  scheduledAt: z.string(),
  sentAt: z.string().nullable(),
});
export type PayoutItem = z.infer<typeof payoutItem>;

/** The forms a US payer files for a year's payments: a 1099-NEC for a US person (W-9), a 1042-S for a foreign one (W-8). */
const yearForms = ['1099-NEC', '1042-S'] as const;

const yearTotal = z.object({
  year: z.int(),
  payouts: z.int(),
  grossCents: z.int(),
  feeCents: z.int(),
  netCents: z.int(),
});
export type YearTotal = z.infer<typeof yearTotal>;

const monthTotal = z.object({ month: z.string(), netCents: z.int() });
export type MonthTotal = z.infer<typeof monthTotal>;

/** The payouts list shows this many a page, newest first. */
export const payoutPageSize = 25;

/** GET /api/Payouts/GetPayouts?page=N (1 when absent). */
export const payoutsQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** GET /api/Payouts/GetPayouts. */
export const payoutsAnswer = z.object({
  ...payeeFields,
  canManage: z.boolean(),
  hasPayoutDetails: z.boolean(),
  taxForm: taxFormSummary.nullable(),
  /** What holds the payee's payouts today (empty when they can go out). */
  holdReasons: z.array(z.enum(holdReasons)),
  /** The form a year's payments are reported on, by the form on file; null without one. */
  yearForm: z.enum(yearForms).nullable(),
  /** One page of the payouts, newest first; `total` counts them all. */
  payouts: z.array(payoutItem),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
  years: z.array(yearTotal),
  /** The last twelve months, oldest first, with what was sent in each. */
  months: z.array(monthTotal),
  /** Every payout scheduled or on hold, on any page. */
  waitingCents: z.int(),
  waitingCount: z.int(),
});
export type PayoutsAnswer = z.infer<typeof payoutsAnswer>;

/** The twelve months up to `now`, oldest first, as YYYY-MM (UTC). */
export function lastTwelveMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    return date.toISOString().slice(0, 7);
  });
}
