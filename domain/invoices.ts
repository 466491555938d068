/**
 * Invoices to client companies (decision record 320): one per hired talent with a signed work order, issued when the
 * job is completed. The list and summary of /client-payment, the invoice of /invoice-summary, their texts.
 */
import { z } from 'zod';
import { invoiceStatuses, paymentMethods, paymentStatuses } from './constants.ts';
import { ID_MAX } from './fields.ts';

export const invoiceTexts = {
  notFound: 'Invoice Not Found',
  statusInvalid: 'Choose open, overdue, paid or void.',
  cursorInvalid: 'This page of invoices does not exist.',
  linkInvalid: 'This invoice link is not valid or has expired. Log in to download the invoice.',
  issuedSubject: (number: string, company: string) => `Invoice ${number} from ${company}`,
  issuedText: (number: string, job: string, total: string, due: string) => `Invoice ${number} for ${job} was issued: ${total}, due ${due}.`,
  paidSubject: (number: string) => `Invoice ${number} is paid`,
  paidText: (number: string, job: string, total: string) => `Invoice ${number} for ${job} (${total}) was paid. Thank you.`,
  failedSubject: (number: string) => `A payment of invoice ${number} did not go through`,
  failedText: (number: string, job: string, total: string, reason: string) =>
    `A card payment of ${total} for invoice ${number} (${job}) did not go through: ${reason} The invoice is still open.`,
  talentPaidSubject: (job: string) => `Your client paid for ${job}`,
  talentPaidText: (talent: string | null, job: string, net: string) =>
    `The client paid the invoice for ${talent ? `${talent}'s work on ` : 'your work on '}${job}. ${net} is on its way to you as a payout.`,
} as const;

/** How a list of invoices may be narrowed: by status (overdue is open and past its due date) and by job. */
export const invoiceFilters = ['open', 'overdue', 'paid', 'void'] as const;
export type InvoiceFilter = (typeof invoiceFilters)[number];
export const invoiceFilterLabels: Record<InvoiceFilter, string> = { open: 'Open', overdue: 'Overdue', paid: 'Paid', void: 'Void' };

/** Invoices per page of /client-payment. */
export const INVOICE_PAGE_SIZE = 20;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const invoiceNumberCursor = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: invoiceTexts.cursorInvalid }).int(invoiceTexts.cursorInvalid).positive(invoiceTexts.cursorInvalid).max(ID_MAX).optional(),
);

export const invoiceListQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(invoiceFilters, { error: invoiceTexts.statusInvalid }).optional()),
  projectId: z.preprocess(blankToUndefined, z.coerce.number({ error: invoiceTexts.notFound }).int().positive().max(ID_MAX).optional()),
  /** Older invoices than this number (the next page). */
  before: invoiceNumberCursor,
  /** Newer invoices than this number (the previous page). */
  after: invoiceNumberCursor,
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

export const invoiceIdQuery = z.object({
  invoiceId: z.coerce.number({ error: invoiceTexts.notFound }).int(invoiceTexts.notFound).positive(invoiceTexts.notFound).max(ID_MAX, invoiceTexts.notFound),
});

/** The signed link of the invoice e-mail: the PDF without signing in, until `expires` (seconds since 1970). */
export const sharedInvoiceQuery = invoiceIdQuery.extend({
  expires: z.coerce.number({ error: invoiceTexts.linkInvalid }).int(invoiceTexts.linkInvalid).positive(invoiceTexts.linkInvalid),
  sig: z.string({ error: invoiceTexts.linkInvalid }).min(1, invoiceTexts.linkInvalid).max(200, invoiceTexts.linkInvalid),
});

const invoiceStatus = z.enum(invoiceStatuses);

export const invoiceListItem = z.object({
  invoiceId: z.number().int(),
  number: z.number().int(),
  projectId: z.number().int(),
  jobTitle: z.string(),
  talentName: z.string(),
  status: invoiceStatus,
  /** Open and past its due date. */
  overdue: z.boolean(),
  issuedAt: z.string(),
  dueAt: z.string(),
  paidAt: z.string().nullable(),
  totalCents: z.number().int(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;

/** One page, newest first; `older`/`newer` are the cursors of the next and previous pages (null at either end). */
export const invoiceListAnswer = z.object({
  items: z.array(invoiceListItem),
  total: z.number().int(),
  older: z.number().int().nullable(),
  newer: z.number().int().nullable(),
});
export type InvoiceListPage = z.infer<typeof invoiceListAnswer>;

export const spendMonth = z.object({
  /** The month, "2026-03". */
  month: z.string(),
  paidCents: z.number().int(),
  openCents: z.number().int(),
});
export type SpendMonth = z.infer<typeof spendMonth>;

/** What is owed, what is late, the spend of the last twelve months and the jobs with invoices (for the filter). */
export const invoiceSummaryAnswer = z.object({
  openCents: z.number().int(),
  openCount: z.number().int(),
  overdueCents: z.number().int(),
  overdueCount: z.number().int(),
  spend: z.array(spendMonth),
  jobs: z.array(z.object({ projectId: z.number().int(), title: z.string() })),
  /** Administrators pay invoices and keep the billing information. */
  isAdministrator: z.boolean(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummaryAnswer>;

export const billToAnswer = z.object({
  companyName: z.string(),
  contactName: z.string().nullable(),
  lines: z.array(z.string()),
  taxIdLast4: z.string().nullable(),
});
export type BillTo = z.infer<typeof billToAnswer>;

export const invoicePayment = z.object({
  paymentId: z.number().int(),
  method: z.enum(paymentMethods),
  status: z.enum(paymentStatuses),
  amountCents: z.number().int(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  reference: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;

export const invoiceAnswer = invoiceListItem.extend({
  voidedAt: z.string().nullable(),
  poNumber: z.string().nullable(),
  billTo: billToAnswer,
  lines: z.array(z.object({ description: z.string(), amountCents: z.number().int() })),
  payments: z.array(invoicePayment),
  /** A card payment is waiting for the gateway's answer. */
  paymentPending: z.boolean(),
  /** The caller may pay it (an administrator, while it is open and no payment is pending). */
  canPay: z.boolean(),
});
export type InvoiceView = z.infer<typeof invoiceAnswer>;

/** Where an invoice is read. */
export const invoicePagePath = (invoiceId: number) => `/invoice-summary?invoiceId=${invoiceId}`;
/** Where an administrator pays it by card. */
export const invoicePayPath = (invoiceId: number) => `/paytrace?invoiceId=${invoiceId}`;
