/** Stored files. The bytes live in blob storage (api/storage) under storageKey; this row says what they are. */
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

export const blobs = pgTable(
  'blobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blobs_storage_key_key').on(t.storageKey), index('blobs_owner_idx').on(t.ownerUserId)],
);
