/**
 * A background worker of the API host that works through what the database holds for it: at start, whenever a
 * NOTIFY arrives on its channel (from any instance), and on a timer for anything a notification missed. Runs never
 * overlap; a notification during a run asks for one more run. State lives in the database only.
 */
import type { Deps } from '../deps.ts';
import { backgroundRuns } from '../metrics/registry.ts';

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

export function startNotifiedWorker(deps: Pick<Deps, 'database' | 'log'>, options: WorkerOptions): NotifiedWorker {
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
        await options.work(() => stopped).then(
          () => backgroundRuns.inc({ worker: options.channel, outcome: 'ok' }),
          (error: unknown) => {
            backgroundRuns.inc({ worker: options.channel, outcome: 'failed' });
            deps.log.error(options.failure, { error: (error instanceof Error ? error.message : String(error)).slice(0, 1000) });
          },
        );
      } while (again && !stopped);
    })().finally(() => {
      running = null;
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
      await (await unlisten)();
      await running;
    },
  };
}
