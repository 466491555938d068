/** The calendar feed link of a user: the version signed into it, raised to revoke every link given out so far. */
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { reference, updatedAt } from './columns.ts';

export const calendarFeeds = pgTable('calendar_feeds', {
  userId: reference('user_id', () => users.id, { onDelete: 'cascade' }).primaryKey(),
  version: integer('version').notNull().default(0),
  updatedAt: updatedAt(),
});
