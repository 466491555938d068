/** Proposals: one per talent per job, their portfolio picks, supporting documents and status history. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { proposalStatuses } from '#domain/constants.ts';
import { blobs, instructors, users } from './accounts.ts';
import { createdAt, instant, money, reference, updatedAt } from './columns.ts';
import { projects } from './jobs.ts';
import { courses, portfolioDocuments, portfolioLinks } from './portfolio.ts';

/** submittedByUserId is the user who sent it: the talent, or an agency member acting for them. */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    projectId: reference('project_id', () => projects.id).notNull(),
    instrId: reference('instr_id', () => instructors.id).notNull(),
    submittedByUserId: reference('submitted_by_user_id', () => users.id).notNull(),
    description: text('description').notNull(),
    rate: money('rate').notNull(),
    rateComments: text('rate_comments'),
    status: text('status', { enum: proposalStatuses }).notNull().default('Submission'),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
    /** Signed into every preview link; raising it revokes the links shared so far (api/access/preview-link.ts). */
    previewLinkVersion: integer('preview_link_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('proposals_project_instr_key').on(t.projectId, t.instrId),
    index('proposals_project_status_idx').on(t.projectId, t.status, t.submittedAt.desc()),
    index('proposals_instr_idx').on(t.instrId, t.updatedAt.desc()),
    check('proposals_rate_positive', sql`${t.rate} > 0`),
  ],
);

/**
 * A portfolio pick of a proposal. The payload's rowID + tableName maps to exactly one of the three columns:
 * InstrURLs → linkId, InstrCourses → courseId, InstrDocuments → documentId. Deleting the item removes the pick.
 */
export const proposalPortfolioItems = pgTable(
  'proposal_portfolio_items',
  {
    id: serial('id').primaryKey(),
    proposalId: reference('proposal_id', () => proposals.id, { onDelete: 'cascade' }).notNull(),
    linkId: reference('link_id', () => portfolioLinks.id, { onDelete: 'cascade' }),
    courseId: reference('course_id', () => courses.id, { onDelete: 'cascade' }),
    documentId: reference('document_id', () => portfolioDocuments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    check('proposal_portfolio_items_one_item', sql`num_nonnulls(${t.linkId}, ${t.courseId}, ${t.documentId}) = 1`),
    unique('proposal_portfolio_items_item_key').on(t.proposalId, t.linkId, t.courseId, t.documentId).nullsNotDistinct(),
  ],
);

/** Supporting documents of a proposal (at most 5, each at most 20 MB; the API enforces both). */
export const proposalDocuments = pgTable(
  'proposal_documents',
  {
    id: serial('id').primaryKey(),
    proposalId: reference('proposal_id', () => proposals.id, { onDelete: 'cascade' }).notNull(),
    blobId: uuid('blob_id')
      .notNull()
      .references(() => blobs.id),
    createdAt: createdAt(),
  },
  // A staged upload becomes the document of one proposal, once (so also once per proposal).
  (t) => [index('proposal_documents_proposal_idx').on(t.proposalId), uniqueIndex('proposal_documents_blob_key').on(t.blobId)],
);

/** Every pipeline move: from (null when submitted), to, who, when. */
export const proposalStatusHistory = pgTable(
  'proposal_status_history',
  {
    id: serial('id').primaryKey(),
    proposalId: reference('proposal_id', () => proposals.id, { onDelete: 'cascade' }).notNull(),
    fromStatus: text('from_status', { enum: proposalStatuses }),
    toStatus: text('to_status', { enum: proposalStatuses }).notNull(),
    changedByUserId: reference('changed_by_user_id', () => users.id).notNull(),
    changedAt: instant('changed_at').notNull().defaultNow(),
  },
  (t) => [index('proposal_status_history_proposal_idx').on(t.proposalId, t.changedAt)],
);
