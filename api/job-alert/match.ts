/**
 * Reverse matching: given a job that was just published, the database finds the alerts it matches and records
 * them (job_alert_matches), in the transaction that publishes the job. An alert matches when its keyword query
 * (the job center's websearch syntax, stored as a tsquery) is true of the job's search_document and each filter it
 * sets equals the job's — the conditions of the job center's search (api/talent-job-center/search-jobs.ts), turned
 * around. Only alerts that share a word with the job (GIN index on keyword_lexemes) or whose query could match
 * without one (partial index) are tested, so the cost follows the few candidates, not the number of alerts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notify } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';

export const JOB_ALERT_CHANNEL = 'job_alerts';

/** The conditions of an alert on the job (the `job` of the statement below), besides the keyword candidates. */
export const alertMatchesJob = sql`
  a.is_active
  and (a.keyword_query is null or job.search_document @@ a.keyword_query)
  and (a.role_id is null or exists (select 1 from project_roles pr where pr.project_id = job.id and pr.role_id = a.role_id))
  and (a.language_id is null or exists (select 1 from project_languages pl where pl.project_id = job.id and pl.language_id = a.language_id))
  and (a.rate_type is null or a.rate_type = job.rate_type)
  and (a.location_type is null or a.location_type = job.location_type)
  and (a.time_zone is null or a.time_zone = job.time_zone)`;

/** Records the active alerts the job matches; returns their ids. The NOTIFY wakes the senders on commit. */
export async function matchAlerts(db: Db, projectId: number, now: Date): Promise<number[]> {
  // The job's words as a constant, so the planner weighs the GIN index with its statistics of the alerts' words.
  const [job] = await rawRows<{ lexemes: string[] }>(
    db,
    sql`select tsvector_to_array(search_document) as lexemes from projects where id = ${projectId} and status = 'open' and published_at is not null`,
  );
  if (!job) return [];
  const matchedAt = now.toISOString();
  const rows = await rawRows<{ alert_id: number }>(db, sql`
    with job as materialized (select id, search_document, rate_type, location_type, time_zone from projects where id = ${projectId})
    insert into job_alert_matches (alert_id, project_id, matched_at)
    select a.id, job.id, ${matchedAt}::timestamptz from job_alerts a, job
    where a.keyword_lexemes && array[${sql.join(
      job.lexemes.map((l) => sql`${l}`),
      sql`, `,
    )}]::text[] and ${alertMatchesJob}
    union all
    select a.id, job.id, ${matchedAt}::timestamptz from job_alerts a, job
    where a.keyword_lexemes is null and ${alertMatchesJob}
    on conflict do nothing
    returning alert_id`);
  const ids = rows.map((r) => Number(r.alert_id));
  if (ids.length > 0) await notify(db, JOB_ALERT_CHANNEL, String(projectId));
  return ids;
}
