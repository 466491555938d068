/** Opens the database: PGlite in the data folder by default, PostgreSQL when a URL is given. */
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import * as schema from './schema/index.ts';
import { hasNewestMigration } from './migration-state.ts';
import { startPgliteThread, type PgliteThread } from './pglite-thread.ts';
import { openEmbeddedFolder, takeEarlyFolder } from './embedded-folder.ts';
import { Breaker, guardPool } from './pool-breaker.ts';
import { statementLog } from './statements.ts';
import { embeddedStartParams } from './pglite-memory.ts';
import type { Db } from './db-type.ts';

export type { Db, Schema } from './db-type.ts';

export interface Database {
  db: Db;
  /**
   * The same database for the API's GET requests, with the shorter read deadline on PostgreSQL (a pool of its own
   * whose statement timeout is `readTimeoutMs`); the same as `db` on PGlite.
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  /** The connection string, for PostgreSQL. */
  url?: string;
  /** Runs the committed migrations, once across instances; only a quick check when the newest is already applied. */
  migrate(): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel; returns the unsubscribe function. `onReconnect` runs each time the LISTEN
   * is back after a break (PostgreSQL), when messages sent meanwhile are lost.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as one uncompressed tar image, which `OpenOptions.image` opens again. */
  dumpImage?(): Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK = 727_001;

/** Limits of the PostgreSQL pool; without them a connection or a statement may wait as long as the network lets it. */
export interface PoolOptions {
  size?: number | undefined;
  /** Opening a connection fails after this long (a database that accepts nothing, a black-holed network). */
  connectTimeoutMs?: number | undefined;
  /** The server cancels a statement after this long; the client gives up a little later if the server stays silent. */
  statementTimeoutMs?: number | undefined;
  /** The same for the statements of a read (the API's GET requests); migrations and writes keep the longer limit. */
  readTimeoutMs?: number | undefined;
}

export interface OpenOptions {
  url?: string | undefined;
  dataDir?: string | undefined;
  pool?: PoolOptions | undefined;
  /** PGlite in memory only: starts from this image of a data folder (`Database.dumpImage`) instead of an empty one. */
  image?: Blob | undefined;
  /**
   * PGlite in memory only: where its queries run. A data folder (the server, migrate, seed) always has a worker
   * thread of its own, where a long query does not hold up the event loop; in memory (tests, one-off tools) the
   * default is this thread ('caller'), which opens faster, and 'own' gives it a worker thread too.
   */
  thread?: 'own' | 'caller' | undefined;
}

/** The pool limits the configuration asks for. */
export function poolOptions(config: {
  databasePoolSize: number;
  databaseConnectTimeoutMs: number;
  databaseStatementTimeoutMs: number;
  databaseReadTimeoutMs: number;
}): PoolOptions {
  return {
    size: config.databasePoolSize,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    readTimeoutMs: config.databaseReadTimeoutMs,
  };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.url ? await openPostgres(options.url, options.pool ?? {}) : await openPglite(options);
  const migrateAll = database.migrate;
  return {
    ...database,
    migrate: async () => {
      if (!(await hasNewestMigration(database.db, migrationsFolder))) await migrateAll();
    },
  };
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const { dataDir, image } = options;
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const folder = dataDir ? (takeEarlyFolder(dataDir) ?? openEmbeddedFolder(dataDir)) : undefined;
  const engine = folder ? await folder.engine : await openInMemory(image, options.thread ?? 'caller');
  const db = drizzle(engine.client as PGlite, { schema, logger: statementLog }) as unknown as Db;
  return {
    db,
    readDb: db,
    kind: 'pglite',
    migrate: () => migrate(db as never, { migrationsFolder }),
    listen: (channel, onMessage) => engine.listen(channel, onMessage),
    close: async () => {
      await engine.close();
      folder?.release();
    },
    dumpImage: () => engine.dumpImage(),
  };
}

/** PGlite in memory, empty or from an image, in its own thread (pglite-thread.ts) or in this one, behind the same few calls. */
async function openInMemory(image: Blob | undefined, thread: 'own' | 'caller'): Promise<PgliteThread> {
  if (thread === 'own') return startPgliteThread({ image });
  const { PGlite } = await import('@electric-sql/pglite');
  const { withKeptPlans } = await import('./kept-plans.ts');
  const client = withKeptPlans(await PGlite.create({ ...(image ? { loadDataDir: image } : {}), startParams: [...PGlite.defaultStartParams, ...embeddedStartParams] }));
  return {
    client,
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => stop();
    },
    dumpImage: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** Time the client waits beyond the server's statement timeout before it gives up on a silent server. */
const SILENT_SERVER_GRACE_MS = 2_000;

/** TCP keepalive probes start after a connection has been quiet this long, so a peer that vanished is noticed. */
const KEEPALIVE_AFTER_MS = 10_000;

async function openPostgres(url: string, options: PoolOptions): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Both pools share one breaker: once either finds the server out of reach, both refuse at once (pool-breaker.ts).
  const breaker = new Breaker();
  const openPool = (statement: number | undefined) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.size ?? 10,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_AFTER_MS,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
      ...(statement ? { statement_timeout: statement, query_timeout: statement + SILENT_SERVER_GRACE_MS } : {}),
    });
    // An idle connection that the server closes (restart, failover, a dropped test database) is already out of the
    // pool; without a listener its error would crash the process. The next query opens a fresh connection.
    pool.on('error', () => undefined);
    guardPool(pool, breaker);
    return pool;
  };
  const pool = openPool(options.statementTimeoutMs);
  const readPool = options.readTimeoutMs ? openPool(options.readTimeoutMs) : null;
  const db = drizzle(pool, { schema, logger: statementLog }) as unknown as Db;
  const readDb = readPool ? (drizzle(readPool, { schema, logger: statementLog }) as unknown as Db) : db;
  return {
    db,
    readDb,
    kind: 'postgres',
    url,
    // A connection of its own, without the statement timeout: a long migration is not a stuck request.
    migrate: async () => {
      const conn = new pg.Client({ connectionString: url, ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}) });
      await conn.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle(conn, { schema }), { migrationsFolder });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        await conn.end();
      }
    },
    listen: (channel, onMessage, onReconnect) => listenPostgres(url, channel, onMessage, onReconnect),
    close: async () => {
      await Promise.all([pool.end(), readPool?.end()]);
    },
  };
}

/** While the database is away, LISTEN tries again this often, so it is back within this long of the database. */
const LISTEN_RETRY_MS = 500;

/**
 * LISTEN on a connection of its own that comes back by itself: when the database drops it (a restart, a
 * failover, a terminated backend), it reconnects at once and then every half second, and listens again.
 * Messages sent while it was away are lost, so `onReconnect` tells the listener to re-read its state.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: (() => void) | undefined,
): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  const quoted = `"${channel.replaceAll('"', '')}"`;
  let client: InstanceType<typeof pg.Client> | null = null;
  let stopped = false;

  const reconnect = (pause: number) => {
    if (stopped) return;
    setTimeout(() => {
      connect()
        .then(() => {
          if (!stopped) onReconnect?.();
        })
        .catch(() => reconnect(LISTEN_RETRY_MS));
    }, pause).unref();
  };

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('notification', (msg) => {
      if (msg.channel === channel) onMessage(msg.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      reconnect(0);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${quoted}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await next.end());
    client = next;
  };

  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}

/** Sends a NOTIFY that every instance listening on the channel receives. */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
