/**
 * PGlite in a thread of its own (api/db/pglite-worker.ts), seen from the server's thread as a PGlite client that
 * drizzle-orm/pglite accepts: `query` and `transaction`. A long query then keeps the worker busy, not the event
 * loop that answers HTTP requests. A transaction holds the database until the callback ends (commit) or throws
 * (rollback), as in PGlite itself; errors arrive with PostgreSQL's fields (code, constraint, detail…).
 */
import { Worker } from 'node:worker_threads';
import { errorFrom, textTypes, type Reply, type Request, type WorkerStart } from './pglite-protocol.ts';
import { embeddedThreadLimits } from './pglite-memory.ts';

/** A request before it is numbered. */
type Unnumbered<R> = R extends Request ? Omit<R, 'id'> : never;
type Op = Unnumbered<Request>;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, type: number) => unknown>;
}

export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface ThreadClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  transaction<T>(callback: (tx: Pick<ThreadClient, 'query'>) => Promise<T>): Promise<T>;
}

export interface PgliteThread {
  client: ThreadClient;
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  dumpImage(): Promise<Blob>;
  close(): Promise<void>;
}

const workerFile = new URL('./pglite-worker-start.mjs', import.meta.url);

type Listeners = Map<number, (payload: string) => void>;

/** Numbered requests to the worker and their answers; once the worker stops, every request waiting or to come fails. */
function requestChannel(worker: Worker, listeners: Listeners) {
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let stopped: Error | undefined;

  // The worker keeps the process alive only while an answer is awaited, as an in-thread PGlite would.
  const settle = (id: number) => {
    pending.delete(id);
    if (pending.size === 0) worker.unref();
  };
  const wait = (id: number) =>
    new Promise<unknown>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
    });
  const request = (op: Op): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    const answered = wait(id);
    worker.postMessage({ ...op, id } satisfies Request);
    return answered;
  };

  worker.on('message', (reply: Reply) => {
    if ('listener' in reply) return listeners.get(reply.listener)?.(reply.payload);
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    settle(reply.id);
    if ('error' in reply) waiting.reject(errorFrom(reply.error));
    else waiting.resolve(reply.result);
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const [id, waiting] of pending) {
      settle(id);
      waiting.reject(error);
    }
  };
  worker.on('error', (error) => stop(new Error(`The embedded database stopped: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => stop(new Error(`The embedded database stopped (exit code ${code}).`)));

  return {
    request,
    /** The worker's ready message (id 0). */
    ready: () => wait(0),
    stopped: () => stopped,
    closed: (error: Error) => {
      stopped = error;
    },
  };
}

/** The PGlite-like client over the channel: queries, and transactions that hold the database until the callback ends. */
function threadClient(request: (op: Op) => Promise<unknown>): ThreadClient {
  const query = (transaction: number | undefined) => async (sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
    (await request({ op: 'query', sql, params, rowMode: options.rowMode, textTypes: textTypes(options.parsers), transaction })) as QueryResult;

  return {
    query: query(undefined),
    transaction: async (callback) => {
      const transaction = (await request({ op: 'begin' })) as number;
      let result;
      try {
        result = await callback({ query: query(transaction) });
      } catch (error) {
        // The callback's error tells what went wrong; a rollback that fails too (the worker gone) adds nothing.
        await request({ op: 'end', transaction, commit: false }).catch(() => undefined);
        throw error;
      }
      await request({ op: 'end', transaction, commit: true });
      return result;
    },
  };
}

export async function startPgliteThread(start: { dataDir?: string | undefined; image?: Blob | undefined }): Promise<PgliteThread> {
  const image = start.image ? await start.image.arrayBuffer() : undefined;
  const workerStart: WorkerStart = { dataDir: start.dataDir, image };
  const worker = new Worker(workerFile, { workerData: workerStart, transferList: image ? [image] : [], resourceLimits: embeddedThreadLimits });
  const listeners: Listeners = new Map();
  const channel = requestChannel(worker, listeners);
  const { request } = channel;

  await channel.ready().catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  let lastListener = 0;
  return {
    client: threadClient(request),
    listen: async (channelName, onMessage) => {
      const listener = ++lastListener;
      listeners.set(listener, onMessage);
      await request({ op: 'listen', channel: channelName, listener });
      return async () => {
        listeners.delete(listener);
        if (!channel.stopped()) await request({ op: 'unlisten', listener });
      };
    },
    dumpImage: async () => new Blob([(await request({ op: 'dump' })) as ArrayBuffer]),
    close: async () => {
      await request({ op: 'close' });
      channel.closed(new Error('The embedded database is closed.'));
      await worker.terminate();
    },
  };
}
