/**
 * The live hub: one per process (per open database), holding one LISTEN on the live channel while at least
 * one stream is open, and handing each event to the streams of the user it is for.
 */
import type { Database } from '../db/client.ts';
import type { Logger } from '#kernel/log.ts';
import { LIVE_CHANNEL, parseLiveEvent, type LiveEvent } from './events.ts';

export interface LiveSubscriber {
  userId: number;
  deliver(event: LiveEvent): void;
  /** The LISTEN came back after a break: events may have been missed, so send the current state. */
  resync(): void;
  /** The hub is closing, or the user opened more streams than allowed and this is the oldest: end the stream. */
  end(): void;
}

export interface LiveHub {
  /** Resolves once the LISTEN is in place, so nothing published afterwards is missed; returns the unsubscribe. */
  subscribe(subscriber: LiveSubscriber): Promise<() => Promise<void>>;
  /** Whether this process holds its LISTEN now. */
  listening(): boolean;
  /** Ends every open stream and releases the LISTEN (on shutdown, before the server waits for open requests). */
  close(): Promise<void>;
}

const hubs = new WeakMap<Database, LiveHub>();

export function liveHub(deps: { database: Database; log: Logger; config: { liveStreamsPerUser: number } }): LiveHub {
  let hub = hubs.get(deps.database);
  if (!hub) {
    hub = createHub(deps.database, deps.log, deps.config.liveStreamsPerUser);
    hubs.set(deps.database, hub);
  }
  return hub;
}

/** Shutdown: ends the streams of this database's hub, if it has one. */
export async function closeLiveHub(database: Database): Promise<void> {
  await hubs.get(database)?.close();
}

function createHub(database: Database, log: Logger, streamsPerUser: number): LiveHub {
  const byUser = new Map<number, Set<LiveSubscriber>>();
  let size = 0;
  let stopListening: (() => Promise<void>) | null = null;
  let queue: Promise<void> = Promise.resolve();

  /** LISTEN and UNLISTEN one at a time, each deciding from the count of subscribers at its turn. */
  const sync = () => {
    const step = queue.then(async () => {
      if (size > 0 && !stopListening) {
        stopListening = await database.listen(LIVE_CHANNEL, dispatch, resync);
        log.debug('live.listen');
      } else if (size === 0 && stopListening) {
        const stop = stopListening;
        stopListening = null;
        await stop();
        log.debug('live.unlisten');
      }
    });
    queue = step.catch(() => undefined);
    return step;
  };

  function dispatch(payload: string) {
    const event = parseLiveEvent(payload);
    if (!event) {
      log.warn('live.event-ignored', { payload: payload.slice(0, 200) });
      return;
    }
    for (const subscriber of byUser.get(event.userId) ?? []) subscriber.deliver(event);
  }

  function resync() {
    log.info('live.resync', { streams: size });
    for (const set of byUser.values()) for (const subscriber of set) subscriber.resync();
  }

  function remove(subscriber: LiveSubscriber): boolean {
    const set = byUser.get(subscriber.userId);
    if (!set?.delete(subscriber)) return false;
    size -= 1;
    if (set.size === 0) byUser.delete(subscriber.userId);
    return true;
  }

  return {
    async subscribe(subscriber) {
      const set = byUser.get(subscriber.userId) ?? new Set<LiveSubscriber>();
      // A Set keeps insertion order: the first of the user's streams is the oldest.
      for (const oldest of [...set].slice(0, Math.max(0, set.size - streamsPerUser + 1))) {
        remove(oldest);
        oldest.end();
      }
      byUser.set(subscriber.userId, set.add(subscriber));
      size += 1;
      try {
        await sync();
      } catch (error) {
        remove(subscriber);
        throw error;
      }
      return async () => {
        if (remove(subscriber)) await sync();
      };
    },
    listening: () => stopListening !== null,
    async close() {
      const all = [...byUser.values()].flatMap((set) => [...set]);
      byUser.clear();
      size = 0;
      for (const subscriber of all) subscriber.end();
      await sync();
    },
  };
}
