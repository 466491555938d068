/** Job alerts a talent sets up (alertId in /edit-job-alerts/{alertId}). */
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { locationTypes } from '../../../src/domain/constants.ts';
import { instructors } from './accounts.ts';
import { createdAt, instant, money } from './columns.ts';
import { roles } from './skills.ts';

export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: serial('id').primaryKey(),
    instrId: integer('instr_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keywords: text('keywords'),
    roleId: integer('role_id').references(() => roles.id),
    locationType: text('location_type', { enum: locationTypes }),
    countryCode: text('country_code'),
    minRate: money('min_rate'),
    frequency: text('frequency', { enum: ['daily', 'weekly'] }).notNull().default('daily'),
    isActive: boolean('is_active').notNull().default(true),
    lastSentAt: instant('last_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('job_alerts_instr_idx').on(t.instrId), index('job_alerts_due_idx').on(t.isActive, t.frequency, t.lastSentAt)],
);
