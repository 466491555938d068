/** Legal documents and signatures: ICA / Supplier Agreement (talent, agencies), SOW / NDA / MSA / COC (client companies), work documents for hired talent. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientLegalDocumentTypes, legalDocumentTypes, workDocumentTypes } from '#domain/constants.ts';
import { workUnits } from '#domain/work-reports.ts';
import { blobs, companies, contacts, instructors, users } from './accounts.ts';
import { createdAt, instant, money, reference } from './columns.ts';
import { projects } from './jobs.ts';
import { proposals } from './proposals.ts';

/** A version of a standard agreement; the newest effective version of a type is the one to sign. */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: serial('id').primaryKey(),
    docType: text('doc_type', { enum: [...legalDocumentTypes, ...clientLegalDocumentTypes] }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    effectiveAt: instant('effective_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('legal_documents_type_version_key').on(t.docType, t.version)],
);

/** A document issued to a hired talent for one job: a work order or a travel fee. */
export const workDocuments = pgTable(
  'work_documents',
  {
    id: serial('id').primaryKey(),
    docType: text('doc_type', { enum: workDocumentTypes }).notNull(),
    projectId: reference('project_id', () => projects.id).notNull(),
    instrId: reference('instr_id', () => instructors.id).notNull(),
    proposalId: reference('proposal_id', () => proposals.id),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    amount: money('amount'),
    /** A work order of an hourly or daily job: its rate in cents and the unit it is paid by (decision record 345). */
    unitRateCents: integer('unit_rate_cents'),
    rateUnit: text('rate_unit', { enum: workUnits }),
    blobId: uuid('blob_id').references(() => blobs.id),
    issuedByContactId: reference('issued_by_contact_id', () => contacts.id),
    issuedAt: createdAt(),
  },
  (t) => [index('work_documents_instr_idx').on(t.instrId, t.issuedAt.desc()), index('work_documents_project_idx').on(t.projectId)],
);

/**
 * A signature: the typed full name, explicit consent, who signed, when and from which IP.
 * It signs either a standard document or a work document, for a talent or agency (instrId) or a company; a party
 * signs each version of a standard document once and each work document once (unique indexes).
 */
export const legalSignatures = pgTable(
  'legal_signatures',
  {
    id: serial('id').primaryKey(),
    legalDocumentId: reference('legal_document_id', () => legalDocuments.id),
    workDocumentId: reference('work_document_id', () => workDocuments.id),
    instrId: reference('instr_id', () => instructors.id),
    companyId: reference('company_id', () => companies.id),
    signerUserId: reference('signer_user_id', () => users.id).notNull(),
    typedFullName: text('typed_full_name').notNull(),
    consent: boolean('consent').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    signedAt: instant('signed_at').notNull().defaultNow(),
  },
  (t) => [
    check('legal_signatures_one_document', sql`num_nonnulls(${t.legalDocumentId}, ${t.workDocumentId}) = 1`),
    check('legal_signatures_one_party', sql`num_nonnulls(${t.instrId}, ${t.companyId}) = 1`),
    check('legal_signatures_consent', sql`${t.consent}`),
    index('legal_signatures_instr_idx').on(t.instrId, t.signedAt.desc()),
    index('legal_signatures_company_idx').on(t.companyId, t.signedAt.desc()),
    uniqueIndex('legal_signatures_work_document_key').on(t.workDocumentId),
    uniqueIndex('legal_signatures_talent_version_key')
      .on(t.legalDocumentId, t.instrId)
      .where(sql`${t.legalDocumentId} is not null and ${t.instrId} is not null`),
    uniqueIndex('legal_signatures_company_version_key')
      .on(t.legalDocumentId, t.companyId)
      .where(sql`${t.legalDocumentId} is not null and ${t.companyId} is not null`),
  ],
);
