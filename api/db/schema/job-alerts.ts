/**
 * Job alerts (alertId in /edit-job-alerts/{alertId}): a user's saved job center search, and the jobs it matched.
 * keyword_query is the alert's tsquery, tested against a published job's search_document; keyword_lexemes are the
 * words of the keywords, so a GIN index finds the few alerts that can match a job before any query is tested
 * (null when the query would match a job without any of them, e.g. only exclusions). See api/job-alert/match.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { locationTypes, rateTypes } from '#domain/constants.ts';
import { jobAlertFrequencies } from '#domain/job-alerts.ts';
import { users } from './accounts.ts';
import { instant, reference, timestamps } from './columns.ts';
import { projects } from './jobs.ts';
import { mailOutbox } from './mail.ts';
import { roles } from './skills.ts';

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: serial('id').primaryKey(),
    /** Whose alert it is; its e-mails go to this user's address. */
    userId: reference('user_id', () => users.id, { onDelete: 'cascade' }).notNull(),
    name: text('name').notNull(),
    keywords: text('keywords'),
    keywordQuery: tsquery('keyword_query').generatedAlwaysAs(
      sql`case when "keywords" is null then null else websearch_to_tsquery('english', "keywords") end`,
    ),
    keywordLexemes: text('keyword_lexemes')
      .array()
      .generatedAlwaysAs(
        sql`case when "keywords" is null or ''::tsvector @@ websearch_to_tsquery('english', "keywords") then null else tsvector_to_array(to_tsvector('english', "keywords")) end`,
      ),
    roleId: reference('role_id', () => roles.id),
    rateType: text('rate_type', { enum: rateTypes }),
    locationType: text('location_type', { enum: locationTypes }),
    timeZone: text('time_zone'),
    languageId: integer('language_id'),
    frequency: text('frequency', { enum: jobAlertFrequencies }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId, t.id),
    index('job_alerts_lexemes_idx').using('gin', t.keywordLexemes),
    index('job_alerts_unanchored_idx').on(t.id).where(sql`${t.keywordLexemes} is null`),
  ],
);

/** A job an alert matched when it was published; sentAt once it went out in an e-mail (mailId) or was dropped (no mail). */
export const jobAlertMatches = pgTable(
  'job_alert_matches',
  {
    alertId: reference('alert_id', () => jobAlerts.id, { onDelete: 'cascade' }).notNull(),
    projectId: reference('project_id', () => projects.id, { onDelete: 'cascade' }).notNull(),
    matchedAt: instant('matched_at').notNull(),
    sentAt: instant('sent_at'),
    mailId: reference('mail_id', () => mailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.projectId] }),
    index('job_alert_matches_pending_idx').on(t.matchedAt).where(sql`${t.sentAt} is null`),
  ],
);
