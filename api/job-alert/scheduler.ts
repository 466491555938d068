/**
 * The job alert scheduler inside the API host: it sends due alerts at start, whenever a published job matched
 * alerts (NOTIFY on job_alerts, from any instance), and every 30 seconds, so instant alerts go out within a minute
 * even when a notification is missed, and digests go out soon after their hour. State lives in the database only.
 */
import type { Deps } from '../deps.ts';
import { JOB_ALERT_CHANNEL } from './match.ts';
import { sendDueAlerts } from './send-due.ts';
import { startNotifiedWorker, type NotifiedWorker } from '../db/notified-worker.ts';

export type JobAlertScheduler = NotifiedWorker;

const POLL_MS = 30_000;

export function startJobAlertScheduler(deps: Deps): JobAlertScheduler {
  return startNotifiedWorker(deps, {
    channel: JOB_ALERT_CHANNEL,
    pollMs: POLL_MS,
    failure: 'job_alerts.send_failed',
    work: async () => {
      await sendDueAlerts(deps);
    },
  });
}
