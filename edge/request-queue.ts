/**
 * The requests one instance works on at once (docs/decisions/367-requests-admitted-in-arrival-order.md). Past the
 * limit, a request waits for its turn in arrival order instead of taking its share of a busy event loop, where every
 * page in progress slows every other one down. A request holds its place until its answer is written or its
 * connection closes, for at most `holdMs` (a slow upload or a long report goes on, no longer counted). A request
 * whose connection closes while it waits is never run. The live channel (an event stream lasts as long as the page)
 * and the health check go straight through.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface RequestQueue {
  /** Runs `work` now, or once the requests that came before have made room. */
  admit(incoming: IncomingMessage, outgoing: ServerResponse, work: () => void): void;
  /** Requests being worked on, and requests waiting. */
  readonly active: number;
  readonly waiting: number;
}

/** How long a request waited for its turn. */
const waited = new WeakMap<IncomingMessage, number>();

/** Milliseconds the request waited for its turn (0 when it went straight in). */
export function waitedMsOf(incoming: IncomingMessage | undefined): number {
  return incoming ? (waited.get(incoming) ?? 0) : 0;
}

/** The live channel and the health check do not queue: one lasts as long as its page, the other must answer under load. */
function goesStraightThrough(incoming: IncomingMessage): boolean {
  return (incoming.headers.accept ?? '').includes('text/event-stream') || (incoming.url ?? '').split('?')[0] === '/healthz';
}

interface Waiting {
  run: () => void;
  closed: boolean;
}

/** `now` reads the milliseconds a wait is measured in (the process's monotonic clock unless a test gives its own). */
export function requestQueue(limit: number, holdMs = 1_000, now: () => number = () => performance.now()): RequestQueue {
  let active = 0;
  const queue: Waiting[] = [];
  let queued = 0;

  const next = () => {
    while (active < limit && queue.length > 0) {
      const entry = queue.shift() as Waiting;
      if (entry.closed) continue;
      queued--;
      entry.run();
    }
  };

  const start = (outgoing: ServerResponse, work: () => void) => {
    active++;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      clearTimeout(timer);
      active--;
      next();
    };
    const timer = setTimeout(release, holdMs);
    timer.unref();
    outgoing.once('finish', release);
    outgoing.once('close', release);
    work();
  };

  return {
    admit(incoming, outgoing, work) {
      if (goesStraightThrough(incoming)) return work();
      if (active < limit && queue.length === 0) return start(outgoing, work);
      const arrived = now();
      const entry: Waiting = {
        closed: false,
        run: () => {
          outgoing.off('close', drop);
          waited.set(incoming, Math.round(now() - arrived));
          start(outgoing, work);
        },
      };
      const drop = () => {
        entry.closed = true;
        queued--;
      };
      outgoing.once('close', drop);
      queue.push(entry);
      queued++;
    },
    get active() {
      return active;
    },
    get waiting() {
      return queued;
    },
  };
}
