/**
 * Reverse matching: given a job that was just published, the database finds the alerts it matches and records
 * them (job_alert_matches), in the transaction that publishes the job. An alert matches when its keyword query
 * (the job center's websearch syntax, stored as a tsquery) is true of the job's search_document and each filter it
 * sets equals the job's — the conditions of the job center's search (api/talent-job-center/job-center.ts), turned
 * around. Only alerts that share a word with the job (GIN index on keyword_lexemes) or whose query could match
 * without one (partial index) are tested, so the cost follows the few candidates, not the number of alerts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notify } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';

export const JOB_ALERT_CHANNEL = 'job_alerts';

/** Records the active alerts the job matches; returns their ids. The NOTIFY wakes the senders on commit. */
export async function matchAlerts(db: Db, projectId: number, now: Date): Promise<number[]> {
  const rows = await rawRows<{ alert_id: number }>(db, sql`
    with job as (
      select p.id, p.search_document, p.rate_type, p.location_type, p.time_zone
      from projects p
      where p.id = ${projectId} and p.status = 'open' and p.published_at is not null
    ),
    candidates as (
      select a.id from job_alerts a
      where a.keyword_lexemes && (select tsvector_to_array(search_document) from job)
      union all
      select a.id from job_alerts a where a.keyword_lexemes is null
    )
    insert into job_alert_matches (alert_id, project_id, matched_at)
    select a.id, job.id, ${now.toISOString()}::timestamptz
    from candidates c
    join job_alerts a on a.id = c.id
    cross join job
    where a.is_active
      and (a.keyword_query is null or job.search_document @@ a.keyword_query)
      and (a.role_id is null or exists (select 1 from project_roles pr where pr.project_id = job.id and pr.role_id = a.role_id))
      and (a.language_id is null or exists (select 1 from project_languages pl where pl.project_id = job.id and pl.language_id = a.language_id))
      and (a.rate_type is null or a.rate_type = job.rate_type)
      and (a.location_type is null or a.location_type = job.location_type)
      and (a.time_zone is null or a.time_zone = job.time_zone)
    on conflict do nothing
    returning alert_id`);
  const ids = rows.map((r) => Number(r.alert_id));
  if (ids.length > 0) await notify(db, JOB_ALERT_CHANNEL, String(projectId));
  return ids;
}
