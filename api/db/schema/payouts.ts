/**
 * Money going out (decision record 320): talent payouts and their batches, payout details and tax forms, and the
 * double-entry ledger that ties invoices, payments and payouts together. Amounts are integer cents in US dollars.
 * Bank numbers, IBANs and tax ids are stored encrypted (`…Encrypted`, kernel/secret-box.ts) beside their last
 * four characters, which is all any answer shows.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, instructors, users } from './accounts.ts';
import { cents, createdAt, instant, reference, updatedAt } from './columns.ts';
import { invoices, payments } from './payments.ts';
import { ledgerAccounts, ledgerKinds, payoutStatuses, taxFormTypes } from '#domain/constants.ts';

/** Where a talent's or agency's payouts go: a US account (routing + account number) or an international one (SWIFT/BIC + IBAN). */
export const payoutAccounts = pgTable('payout_accounts', {
  instrId: reference('instr_id', () => instructors.id).primaryKey(),
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
  updatedByUserId: reference('updated_by_user_id', () => users.id),
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
    instrId: reference('instr_id', () => instructors.id).notNull(),
    formType: text('form_type', { enum: taxFormTypes }).notNull(),
    legalName: text('legal_name').notNull(),
    dataEncrypted: text('data_encrypted').notNull(),
    tinLast4: text('tin_last4'),
    signedName: text('signed_name').notNull(),
    signerUserId: reference('signer_user_id', () => users.id).notNull(),
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
    instrId: reference('instr_id', () => instructors.id).notNull(),
    invoiceId: reference('invoice_id', () => invoices.id).notNull(),
    grossCents: cents('gross_cents').notNull(),
    feeCents: cents('fee_cents').notNull(),
    netCents: cents('net_cents').notNull(),
    status: text('status', { enum: payoutStatuses }).notNull(),
    holdReason: text('hold_reason'), // why a held payout waits: 'payout-details', 'tax-form' or both, comma-separated
    scheduledAt: instant('scheduled_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    batchId: reference('batch_id', () => payoutBatches.id),
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
    companyId: reference('company_id', () => companies.id),
    instrId: reference('instr_id', () => instructors.id),
    invoiceId: reference('invoice_id', () => invoices.id),
    paymentId: reference('payment_id', () => payments.id),
    payoutId: reference('payout_id', () => payouts.id),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_invoice_idx').on(t.invoiceId), index('ledger_entries_account_idx').on(t.account, t.createdAt)],
);
