/** The calendar feed link of a user: the version signed into it, raised to revoke every link given out so far. */
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { updatedAt } from './columns.ts';

export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  updatedAt: updatedAt(),
});
