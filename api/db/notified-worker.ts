/**
 * A background worker of the API host that works through what the database holds for it: at start, whenever a
 * NOTIFY arrives on its channel (from any instance), and on a timer for anything a notification missed. Runs never
 * overlap; a notification during a run asks for one more run. A failed run (the database away, say) is logged,
 * counted in background_runs_total, and tried again after 1 s, 2 s, 4 s … up to the poll interval. State lives in the
 * database only.
 */
import type { Logger } from '#kernel/log.ts';
import type { Database } from './client.ts';
import { backgroundRuns } from '#kernel/metrics.ts';

export interface NotifiedWorker {
  ready: Promise<void>;
  stop(): Promise<void>;
}

interface WorkerOptions {
  channel: string;
  pollMs: number;
  /** The log event of a failed run. */
  failure: string;
  /** One run; `stopped` tells a long run to end early. */
  work: (stopped: () => boolean) => Promise<void>;
}

export function startNotifiedWorker(deps: { database: Database; log: Logger }, options: WorkerOptions): NotifiedWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(retry);
    running = (async () => {
      do {
        again = false;
        await options.work(() => stopped).then(
          () => {
            failures = 0;
            backgroundRuns.inc({ worker: options.channel, outcome: 'ok' });
          },
          (error: unknown) => {
            failures += 1;
            backgroundRuns.inc({ worker: options.channel, outcome: 'failed' });
            const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
            deps.log.error(options.failure, { error: message, failures, retryInMs: retryDelay(failures, options.pollMs) });
          },
        );
      } while (again && !stopped);
    })().finally(() => {
      running = null;
      if (failures > 0 && !stopped) {
        retry = setTimeout(kick, retryDelay(failures, options.pollMs));
        retry.unref();
      }
    });
  };

  const timer = setInterval(kick, options.pollMs);
  timer.unref();
  const unlisten = deps.database.listen(options.channel, kick);
  const ready = unlisten.then(() => kick());

  return {
    ready,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(retry);
      await (await unlisten)();
      await running;
    },
  };
}

/** 1 s after the first failure, doubling after each further one, never longer than the poll interval. */
export const retryDelay = (failures: number, pollMs: number) => Math.min(1000 * 2 ** (failures - 1), pollMs);
