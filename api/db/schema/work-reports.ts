/**
 * Time and days delivered (decision record 345): what a talent on an hourly or daily hire reports against the signed
 * work order, one report per date, and the client's answer. Units are kept in hundredths (7.5 hours = 750) and the
 * amount in cents, frozen from the work order's rate when the report is made or corrected.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { workReportStatuses } from '#domain/work-reports.ts';
import { users } from './accounts.ts';
import { instant, reference, timestamps } from './columns.ts';
import { workDocuments } from './legal.ts';
import { proposals } from './proposals.ts';

export const workReports = pgTable(
  'work_reports',
  {
    id: serial('id').primaryKey(),
    proposalId: reference('proposal_id', () => proposals.id).notNull(),
    workOrderId: reference('work_order_id', () => workDocuments.id).notNull(),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    unitsHundredths: integer('units_hundredths').notNull(),
    amountCents: integer('amount_cents').notNull(),
    note: text('note'),
    status: text('status', { enum: workReportStatuses }).notNull().default('pending'),
    /** Why the client disputed it; cleared when the talent corrects the report. */
    disputeReason: text('dispute_reason'),
    reportedByUserId: reference('reported_by_user_id', () => users.id).notNull(),
    decidedByUserId: reference('decided_by_user_id', () => users.id),
    decidedAt: instant('decided_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('work_reports_proposal_date_key').on(t.proposalId, t.workDate),
    index('work_reports_proposal_status_idx').on(t.proposalId, t.status),
    check('work_reports_units_positive', sql`${t.unitsHundredths} > 0`),
    check('work_reports_amount', sql`${t.amountCents} >= 0`),
  ],
);
