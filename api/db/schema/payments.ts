/**
 * Money coming in (decision record 320): invoices issued to client companies, their lines, card and offline payments,
 * billing details and saved cards. Talent payouts and the ledger are in payouts.ts. Amounts are integer cents in US
 * dollars.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { blobs, companies, instructors, users } from './accounts.ts';
import { cents, createdAt, instant, reference, updatedAt } from './columns.ts';
import { projects } from './jobs.ts';
import { proposals } from './proposals.ts';
import { workDocuments } from './legal.ts';
import { invoiceStatuses, paymentMethods, paymentStatuses } from '#domain/constants.ts';


/** A company's billing details (/client-profile/billing-info), one row per company. */
export const billingProfiles = pgTable('billing_profiles', {
  companyId: reference('company_id', () => companies.id).primaryKey(),
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
  updatedByUserId: reference('updated_by_user_id', () => users.id),
  updatedAt: updatedAt(),
});

/** A card kept in the gateway's vault for a company: only the vault's customer id and what may be shown. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    companyId: reference('company_id', () => companies.id).notNull(),
    gateway: text('gateway').notNull(),
    customerId: text('customer_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    createdByUserId: reference('created_by_user_id', () => users.id),
    createdAt: createdAt(),
    removedAt: instant('removed_at'),
  },
  (t) => [index('saved_cards_company_idx').on(t.companyId)],
);

/** The last invoice number a company was given: numbers are taken under this row's lock, so there are no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  companyId: reference('company_id', () => companies.id).primaryKey(),
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
    companyId: reference('company_id', () => companies.id).notNull(),
    projectId: reference('project_id', () => projects.id).notNull(),
    instrId: reference('instr_id', () => instructors.id).notNull(),
    proposalId: reference('proposal_id', () => proposals.id),
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
    invoiceId: reference('invoice_id', () => invoices.id, { onDelete: 'cascade' }).notNull(),
    position: smallint('position').notNull(),
    description: text('description').notNull(),
    workDocumentId: reference('work_document_id', () => workDocuments.id),
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
    invoiceId: reference('invoice_id', () => invoices.id).notNull(),
    companyId: reference('company_id', () => companies.id).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    amountCents: cents('amount_cents').notNull(),
    gateway: text('gateway'),
    gatewayTransactionId: text('gateway_transaction_id'),
    savedCardId: reference('saved_card_id', () => savedCards.id),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The gateway's message for a declined or failed attempt, shown to the payer. */
    failureMessage: text('failure_message'),
    /** An offline payment's reference (ACH trace or check number). */
    reference: text('reference'),
    createdByUserId: reference('created_by_user_id', () => users.id),
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
