/**
 * Requests the support team approves by a signed link (domain/approvals.ts): a skill a talent added, or the
 * evidence of a certified trust badge. A request is decided once: its status leaves pending.
 */
import { index, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { approvalKinds, approvalStatuses } from '#domain/approvals.ts';
import { blobs, instructors, users } from './accounts.ts';
import { skills } from './skills.ts';
import { certifications } from './talent-profile.ts';
import { createdAt, instant, reference } from './columns.ts';

export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: approvalKinds }).notNull(),
    instrId: reference('instr_id', () => instructors.id, { onDelete: 'cascade' }).notNull(),
    requestedByUserId: reference('requested_by_user_id', () => users.id).notNull(),
    /** The skill to approve into the catalogue (kind skill). */
    skillId: reference('skill_id', () => skills.id, { onDelete: 'cascade' }),
    /** The certification the badge rests on (kinds CT and CID). */
    certificationId: reference('certification_id', () => certifications.id, { onDelete: 'cascade' }),
    /** The certification document sent with a badge request. */
    evidenceBlobId: uuid('evidence_blob_id').references(() => blobs.id),
    status: text('status', { enum: approvalStatuses }).notNull().default('pending'),
    decidedAt: instant('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('approval_requests_instr_idx').on(t.instrId, t.kind, t.status), index('approval_requests_skill_idx').on(t.skillId)],
);
