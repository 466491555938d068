/**
 * Money (decision record 320): invoices issued to client companies, card and offline payments, talent payouts, the
 * double-entry ledger that ties them together, billing details, saved cards, payout details and tax forms.
 * Amounts are integer cents in US dollars. Bank numbers, IBANs and tax ids are stored encrypted (`…Encrypted`,
 * api/payments/secret-box.ts) beside their last four characters, which is all any answer shows.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { blobs, companies, instructors, users } from './accounts.ts';
import { createdAt, instant, updatedAt } from './columns.ts';
import { projects } from './jobs.ts';
import { proposals } from './proposals.ts';
import { workDocuments } from './legal.ts';
import {
  invoiceStatuses,
  ledgerAccounts,
  ledgerKinds,
  paymentMethods,
  paymentStatuses,
  payoutStatuses,
  taxFormTypes,
} from '../../../src/domain/constants.ts';

const cents = (name: string) => bigint(name, { mode: 'number' });

/** A company's billing details (/client-profile/billing-info), one row per company. */
export const billingProfiles = pgTable('billing_profiles', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  /** Where invoices are mailed: one or more addresses. */
  billingEmails: jsonb('billing_emails').$type<string[]>().notNull().default([]),
  contactName: text('contact_name'),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  city: text('city'),
  stateCode: text('state_code'),
  postalCode: text('postal_code'),
  countryCode: text('country_code'),
  taxIdEncrypted: text('tax_id_encrypted'),
  taxIdLast4: text('tax_id_last4'),
  poNumber: text('po_number'),
  paymentTermsDays: smallint('payment_terms_days').notNull().default(30),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id),
  updatedAt: updatedAt(),
});

/** A card kept in the gateway's vault for a company: only the vault's customer id and what may be shown. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    gateway: text('gateway').notNull(),
    customerId: text('customer_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    removedAt: instant('removed_at'),
  },
  (t) => [index('saved_cards_company_idx').on(t.companyId)],
);

/** The last invoice number a company was given: numbers are taken under this row's lock, so there are no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * An invoice to a client company for one hire's delivered work. `sourceKey` names what it bills (e.g. the hire) so
 * issuing twice is impossible; overdue is derived (open and past its due date), never stored.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    instrId: integer('instr_id')
      .notNull()
      .references(() => instructors.id),
    proposalId: integer('proposal_id').references(() => proposals.id),
    sourceKey: text('source_key').notNull(),
    number: integer('number').notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull().default('open'),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    dueAt: instant('due_at').notNull(),
    paidAt: instant('paid_at'),
    voidedAt: instant('voided_at'),
    poNumber: text('po_number'),
    /** The billing name and address as they were when the invoice was issued. */
    billTo: jsonb('bill_to').$type<Record<string, string | null>>().notNull(),
    totalCents: cents('total_cents').notNull(),
    /** The service charge kept from the talent's share, in basis points, fixed when the invoice is issued. */
    serviceChargeBps: integer('service_charge_bps').notNull(),
    pdfBlobId: uuid('pdf_blob_id').references(() => blobs.id),
  },
  (t) => [
    uniqueIndex('invoices_company_number_key').on(t.companyId, t.number),
    uniqueIndex('invoices_source_key').on(t.sourceKey),
    index('invoices_company_status_idx').on(t.companyId, t.status, t.dueAt, t.id),
    // The invoice list pages by number, newest first, within a status (the unique key above serves all statuses).
    index('invoices_company_status_number_idx').on(t.companyId, t.status, t.number),
    index('invoices_company_issued_idx').on(t.companyId, t.issuedAt),
    index('invoices_project_idx').on(t.projectId),
    index('invoices_instr_idx').on(t.instrId),
    check('invoices_total_positive', sql`${t.totalCents} > 0`),
    check('invoices_service_charge', sql`${t.serviceChargeBps} between 0 and 10000`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    description: text('description').notNull(),
    workDocumentId: integer('work_document_id').references(() => workDocuments.id),
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [uniqueIndex('invoice_lines_position_key').on(t.invoiceId, t.position)],
);

/**
 * A payment attempt on an invoice. The idempotency key makes retries of one attempt the same row; at most one
 * attempt per invoice is pending or succeeded at a time, so an invoice is never charged twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    idempotencyKey: text('idempotency_key').notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    amountCents: cents('amount_cents').notNull(),
    gateway: text('gateway'),
    gatewayTransactionId: text('gateway_transaction_id'),
    savedCardId: integer('saved_card_id').references(() => savedCards.id),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The gateway's message for a declined or failed attempt, shown to the payer. */
    failureMessage: text('failure_message'),
    /** An offline payment's reference (ACH trace or check number). */
    reference: text('reference'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key').on(t.companyId, t.idempotencyKey),
    uniqueIndex('payments_one_live_per_invoice')
      .on(t.invoiceId)
      .where(sql`${t.status} in ('pending', 'succeeded')`),
    index('payments_invoice_idx').on(t.invoiceId, t.createdAt.desc()),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Where a talent's or agency's payouts go: a US account (routing + account number) or an international one (SWIFT/BIC + IBAN). */
export const payoutAccounts = pgTable('payout_accounts', {
  instrId: integer('instr_id')
    .primaryKey()
    .references(() => instructors.id),
  holderName: text('holder_name').notNull(),
  /** 'us' or 'international'. */
  kind: text('kind', { enum: ['us', 'international'] }).notNull(),
  countryCode: text('country_code').notNull(),
  /** A US account: checking or savings (the ACH transaction code). */
  accountType: text('account_type', { enum: ['checking', 'savings'] }),
  routingNumber: text('routing_number'),
  accountNumberEncrypted: text('account_number_encrypted'),
  swiftBic: text('swift_bic'),
  ibanEncrypted: text('iban_encrypted'),
  /** The last four digits of the account number or IBAN. */
  last4: text('last4').notNull(),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id),
  updatedAt: updatedAt(),
});

/**
 * A signed tax form. Every field the person entered is kept encrypted as one JSON document (`dataEncrypted`); the
 * columns beside it are what lists show. A newer form supersedes the older; W-8 forms expire after three calendar years
 * (`expiryNoticeAt`: when the payee was told it expires soon).
 */
export const taxForms = pgTable(
  'tax_forms',
  {
    id: serial('id').primaryKey(),
    instrId: integer('instr_id')
      .notNull()
      .references(() => instructors.id),
    formType: text('form_type', { enum: taxFormTypes }).notNull(),
    legalName: text('legal_name').notNull(),
    dataEncrypted: text('data_encrypted').notNull(),
    tinLast4: text('tin_last4'),
    signedName: text('signed_name').notNull(),
    signerUserId: integer('signer_user_id')
      .notNull()
      .references(() => users.id),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    signedAt: instant('signed_at').notNull().defaultNow(),
    expiresAt: instant('expires_at'),
    supersededAt: instant('superseded_at'),
    expiryNoticeAt: instant('expiry_notice_at'),
  },
  (t) => [
    index('tax_forms_instr_idx').on(t.instrId, t.signedAt.desc()),
    uniqueIndex('tax_forms_one_current')
      .on(t.instrId)
      .where(sql`${t.supersededAt} is null`),
    index('tax_forms_expiring_idx').on(t.expiresAt).where(sql`${t.supersededAt} is null and ${t.expiryNoticeAt} is null`),
  ],
);

/** One file of a run of `npm run payouts` (NACHA for the US, CSV abroad), kept encrypted to be written again if lost. */
export const payoutBatches = pgTable('payout_batches', {
  id: serial('id').primaryKey(),
  format: text('format', { enum: ['nacha', 'csv'] }).notNull(),
  fileName: text('file_name').notNull(),
  payoutCount: integer('payout_count').notNull(),
  totalCents: cents('total_cents').notNull(),
  fileEncrypted: text('file_encrypted').notNull(),
  createdAt: createdAt(),
});

/** What a talent (or agency) is owed for one paid invoice: the total less the service charge. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    instrId: integer('instr_id')
      .notNull()
      .references(() => instructors.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    grossCents: cents('gross_cents').notNull(),
    feeCents: cents('fee_cents').notNull(),
    netCents: cents('net_cents').notNull(),
    status: text('status', { enum: payoutStatuses }).notNull(),
    holdReason: text('hold_reason'), // why a held payout waits: 'payout-details', 'tax-form' or both, comma-separated
    scheduledAt: instant('scheduled_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    batchId: integer('batch_id').references(() => payoutBatches.id),
    /** The status the payee was last told of (api/payouts/payout-notices.ts). */
    notifiedStatus: text('notified_status', { enum: payoutStatuses }),
  },
  (t) => [
    uniqueIndex('payouts_invoice_key').on(t.invoiceId),
    index('payouts_instr_idx').on(t.instrId, t.scheduledAt.desc()),
    index('payouts_status_idx').on(t.status, t.scheduledAt),
    index('payouts_unnotified_idx').on(t.id).where(sql`${t.notifiedStatus} is distinct from ${t.status}`),
    check('payouts_amounts', sql`${t.netCents} = ${t.grossCents} - ${t.feeCents} and ${t.feeCents} >= 0 and ${t.netCents} >= 0`),
  ],
);

/**
 * The ledger: every money event writes entries that sum to zero (positive debits, negative credits). Accounts:
 * receivable (what clients owe), cash (what the platform holds), talent-payable (what it owes talent), fees (its income).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    account: text('account', { enum: ledgerAccounts }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    instrId: integer('instr_id').references(() => instructors.id),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    paymentId: integer('payment_id').references(() => payments.id),
    payoutId: integer('payout_id').references(() => payouts.id),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_invoice_idx').on(t.invoiceId), index('ledger_entries_account_idx').on(t.account, t.createdAt)],
);
