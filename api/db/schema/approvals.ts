/**
 * Requests the support team approves by a signed link (domain/approvals.ts): a skill a talent added, or the
 * evidence of a certified trust badge. A request is decided once: its status leaves pending.
 */
import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { approvalKinds, approvalStatuses } from '#domain/approvals.ts';
import { blobs, instructors, users } from './accounts.ts';
import { skills } from './skills.ts';
import { certifications } from './talent-profile.ts';
import { createdAt } from './columns.ts';

export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: approvalKinds }).notNull(),
    instrId: integer('instr_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    requestedByUserId: integer('requested_by_user_id')
      .notNull()
      .references(() => users.id),
    /** The skill to approve into the catalogue (kind skill). */
    skillId: integer('skill_id').references(() => skills.id, { onDelete: 'cascade' }),
    /** The certification the badge rests on (kinds CT and CID). */
    certificationId: integer('certification_id').references(() => certifications.id, { onDelete: 'cascade' }),
    /** The certification document sent with a badge request. */
    evidenceBlobId: uuid('evidence_blob_id').references(() => blobs.id),
    status: text('status', { enum: approvalStatuses }).notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('approval_requests_instr_idx').on(t.instrId, t.kind, t.status), index('approval_requests_skill_idx').on(t.skillId)],
);
