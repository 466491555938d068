/**
 * The job alert scheduler inside the API host: it sends due alerts at start, whenever a published job matched
 * alerts (NOTIFY on job_alerts, from any instance), and every 30 seconds, so instant alerts go out within a minute
 * even when a notification is missed, and digests go out soon after their hour. State lives in the database only.
 */
import type { Deps } from '../deps.ts';
import { JOB_ALERT_CHANNEL } from './match.ts';
import { sendDueAlerts } from './send-due.ts';

export interface JobAlertScheduler {
  ready: Promise<void>;
  stop(): Promise<void>;
}

const POLL_MS = 30_000;

export function startJobAlertScheduler(deps: Deps): JobAlertScheduler {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await sendDueAlerts(deps).catch((error: unknown) =>
          deps.log.error('job_alerts.send_failed', { error: error instanceof Error ? error.message : String(error) }),
        );
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(kick, POLL_MS);
  timer.unref();
  const unlisten = deps.database.listen(JOB_ALERT_CHANNEL, kick);
  const ready = unlisten.then(() => kick());

  return {
    ready,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await (await unlisten)();
      await running;
    },
  };
}
