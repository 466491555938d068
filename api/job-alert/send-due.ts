/**
 * Sends what job alerts have matched: per user and frequency, one e-mail through the mail outbox (under the talent's
 * "job alerts" e-mail subscription) and one in-app notice on the bell (under the "jobs that match" setting). Instant matches
 * are due at once; daily ones after the day's digest hour (UTC), weekly ones after Monday's. Several API instances
 * may run this at the same time: a user's pending matches are claimed with FOR UPDATE SKIP LOCKED in the transaction
 * that queues the e-mail and marks them sent, so each match goes out once, and nothing is lost by a restart.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { rawRows } from '../db/raw-rows.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { loadRecipient } from '../notification/recipient.ts';
import { talentEmailSettings } from '../notification/settings.ts';
import { signSubscriptionLink } from '../notification/settings-link.ts';
import { linkOrigin } from '../mail/links.ts';
import { jobAlertFrequencies, jobAlertLimits, type AlertMatches, type JobAlertFrequency } from '#domain/job-alerts.ts';
import { notifyEvent } from '../notification/events.ts';
import { jobAlertMail, type AlertJobs, type MatchedJob } from './alert-mail.ts';

const USERS_PER_RUN = 100;
const DAY_MS = 86_400_000;

/** Matches made up to this moment are due: now for instant alerts, the latest digest time for the others. */
export function dueBefore(frequency: JobAlertFrequency, now: Date): Date {
  if (frequency === 'instant') return now;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), jobAlertLimits.digestHourUtc);
  let latest = today <= now.getTime() ? today : today - DAY_MS;
  if (frequency === 'weekly') while (new Date(latest).getUTCDay() !== 1) latest -= DAY_MS;
  return new Date(latest);
}

interface ClaimedRow extends Record<string, unknown> {
  alert_id: number;
  project_id: number;
  alert_name: string;
  alert_active: boolean;
  keywords: string | null;
  role_id: number | null;
  alert_rate_type: string | null;
  alert_location_type: string | null;
  alert_time_zone: string | null;
  language_id: number | null;
  job_open: boolean;
  title: string;
  company_name: string | null;
  location_type: string | null;
  rate_type: MatchedJob['rateType'];
  rate_min: string | null;
  rate_max: string | null;
  rate_negotiable: boolean;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

/** The jobs of the claimed matches still worth sending (alert on, job still open), grouped by alert. */
function groupByAlert(rows: ClaimedRow[]): AlertJobs[] {
  const alerts = new Map<number, AlertJobs>();
  for (const r of rows) {
    if (!r.alert_active || !r.job_open) continue;
    const alert = alerts.get(r.alert_id) ?? { alertId: r.alert_id, alertName: r.alert_name, jobs: [] };
    alert.jobs.push({
      projectId: r.project_id,
      title: r.title,
      companyName: r.company_name,
      locationType: r.location_type,
      rateType: r.rate_type,
      rateMin: num(r.rate_min),
      rateMax: num(r.rate_max),
      rateNegotiable: r.rate_negotiable,
    });
    alerts.set(r.alert_id, alert);
  }
  return [...alerts.values()];
}

/** The matches of each alert still worth telling about, with the alert's search for the job center link. */
function matchesOf(rows: ClaimedRow[], alerts: AlertJobs[]): AlertMatches[] {
  return alerts.map((alert) => {
    const row = rows.find((r) => r.alert_id === alert.alertId);
    return {
      name: alert.alertName,
      jobIds: alert.jobs.map((j) => j.projectId),
      search: {
        keyword: row?.keywords ?? null,
        roleId: row?.role_id ?? null,
        rateType: row?.alert_rate_type ?? null,
        locationType: row?.alert_location_type ?? null,
        timeZone: row?.alert_time_zone ?? null,
        languageId: row?.language_id ?? null,
      },
    };
  });
}

/** Claims one user's pending matches of one frequency, queues their e-mail and marks them sent; the mail id or null. */
async function sendForUser(deps: Deps, tx: Db, userId: number, frequency: JobAlertFrequency): Promise<number | null> {
  const claimed = await rawRows<ClaimedRow>(tx, sql`
    select m.alert_id, m.project_id, a.name as alert_name, a.is_active as alert_active, a.keywords, a.role_id,
      a.rate_type as alert_rate_type, a.location_type as alert_location_type, a.time_zone as alert_time_zone, a.language_id,
      (p.status = 'open') as job_open, p.title, c.name as company_name, p.location_type, p.rate_type,
      p.rate_min, p.rate_max, p.rate_negotiable
    from job_alert_matches m
    join job_alerts a on a.id = m.alert_id
    join projects p on p.id = m.project_id
    left join companies c on c.id = p.company_id
    where m.sent_at is null and a.user_id = ${userId} and a.frequency = ${frequency}
    order by a.id, p.published_at desc, p.id desc
    for update of m skip locked`);
  if (claimed.length === 0) return null;
  const alerts = groupByAlert(claimed);
  const recipient = alerts.length > 0 ? await loadRecipient(tx, userId) : null;
  const wanted = recipient !== null && (await talentEmailSettings(tx, recipient.instrId)).jobAlerts;
  const mailId =
    recipient && wanted
      ? await enqueueMail(
          tx,
          jobAlertMail(deps, {
            to: recipient.email,
            frequency,
            alerts,
            settingsLink:
              recipient.instrId === null ? null : signSubscriptionLink(deps, { instrId: recipient.instrId, email: recipient.email }, linkOrigin(deps.config)),
          }),
        )
      : null;
  if (recipient?.instrId != null && alerts.length > 0) await notifyEvent(deps, 'jobAlertMatched', userId, { alerts: matchesOf(claimed, alerts) }, tx);
  const pairs = claimed.map((r) => sql`(${r.alert_id}::int, ${r.project_id}::int)`);
  await tx.execute(sql`
    update job_alert_matches set sent_at = ${deps.now().toISOString()}::timestamptz, mail_id = ${mailId}
    where (alert_id, project_id) in (${sql.join(pairs, sql`, `)})`);
  return mailId;
}

/** One run over every frequency; returns the ids of the e-mails it queued. */
export async function sendDueAlerts(deps: Deps): Promise<number[]> {
  const mailIds: number[] = [];
  for (const frequency of jobAlertFrequencies) {
    const before = dueBefore(frequency, deps.now());
    const users = await rawRows<{ user_id: number }>(deps.db, sql`
      select distinct a.user_id from job_alert_matches m join job_alerts a on a.id = m.alert_id
      where m.sent_at is null and m.matched_at <= ${before.toISOString()}::timestamptz and a.frequency = ${frequency}
      limit ${USERS_PER_RUN}`);
    for (const { user_id } of users) {
      const mailId = await deps.db.transaction((tx) => sendForUser(deps, tx, Number(user_id), frequency));
      if (mailId !== null) mailIds.push(mailId);
    }
  }
  return mailIds;
}
