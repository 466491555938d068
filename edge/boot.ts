/**
 * Starting the product. Three shapes from one code path:
 * - default: the database, the API host and the edge in one process;
 * - SERVE=api: only the API host (and /healthz), for a split deployment;
 * - API_URL set: only the edge, calling the API host over HTTP.
 */
import { sql } from 'drizzle-orm';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { createServer as createHttpServer } from 'node:http';
import type { Config } from '#kernel/config.ts';
import { createLogger, type Logger } from '#kernel/log.ts';
import { PAGE_CHANNEL } from '#api/db/page-changes.ts';
import { openDatabase, poolOptions, type Database } from '#api/db/client.ts';
import { loadSigningKeys } from '#kernel/tokens.ts';
import { createApp } from '#api/app.ts';
import type { Deps } from '#api/deps.ts';
import { mailPendingReviews } from '#api/approval/request-approval.ts';
import { ensureReferenceData, seedIfEmpty } from '#api/seed/index.ts';
import { startMailSender } from '#api/mail/sender.ts';
import { startJobAlertScheduler } from '#api/job-alert/scheduler.ts';
import { startPaymentSettler } from '#api/payments/settle-pending.ts';
import { startPayoutNotices } from '#api/payouts/scheduler.ts';
import { startMatchListWorker } from '#api/match/kept-list-worker.ts';
import { closeLiveHub } from '#api/live/hub.ts';
import { configuredStorage } from '#api/storage/configured-storage.ts';
import { startBlobSweeper } from '#api/blob/blob-sweeper.ts';
import { startEmbeddedVacuum } from '#api/db/embedded-vacuum.ts';
import { measuredServer } from '#api/metrics/http-metrics.ts';
import { routeLabels } from '#api/metrics/route-label.ts';
import { watchDatabase } from '#api/metrics/database-metrics.ts';
import { startMetricsServer } from '#api/metrics/metrics-server.ts';
import { createEdge, defaultClientDir } from './app.ts';
import { createPageCache, type PageCache } from './page-cache.ts';
import { serveFirst, type FirstAnswer } from './serve-first.ts';
import { requestQueue } from './request-queue.ts';
import { answerAsset, loadAssets } from './static-files.ts';
import { keepConstantAnswers } from './constant-answers.ts';
import { routes } from '#api/routes.ts';
import { httpApi } from './api-transport.ts';
import { ownApi } from './own-api.ts';
import type { ServeMode } from './serve-mode.ts';
import type { ApiTransport, AstroHandler } from './context.ts';

export interface Running {
  mode: ServeMode;
  url: string;
  /** The /metrics address when METRICS_PORT is set. */
  metricsUrl?: string | undefined;
  close(): Promise<void>;
}

export interface BootOptions {
  config: Config;
  mode: ServeMode;
  /** The Astro build's handler; without it the edge serves only the API, static files and its own pages. */
  astro?: AstroHandler | undefined;
  /** An open, migrated database to use instead of opening the configured one; the caller closes it. */
  database?: Database | undefined;
  /** Port 0 picks a free one (tests). */
  port?: number | undefined;
  hostname?: string | undefined;
  /** Told what the start is doing (opening and migrating the database, adding the demo data), one line each. */
  progress?: ((line: string) => void) | undefined;
  /** The built browser assets; dist/client by default. */
  clientDir?: string | undefined;
}

/** What the edge sends API calls to, how it knows that answers, and the database whose page changes it hears. */
interface Backend {
  api: ApiTransport;
  checkHealth: () => Promise<boolean>;
  /** Where the page cache hears of changes: the database the pages come from. */
  changes: Database | undefined;
  /** Open event streams would hold the HTTP server open, so they end first. */
  endStreams: () => Promise<void>;
}

/** Each stop the start adds is run on close, in the order of the list. */
type Stops = Array<() => Promise<void>>;

export async function startServer(options: BootOptions): Promise<Running> {
  const { mode } = options;
  // A split deployment has no dev mailbox: its edge and API host each see only half of a request's origin.
  const config = mode === 'all' ? options.config : { ...options.config, devMailbox: false };
  const log = createLogger(config.logLevel);
  const keys = await loadSigningKeys({ privateJwk: config.jwtPrivateKey, dataDir: config.dataDir, dataKey: config.dataEncryptionKey });
  const stops: Stops = [];
  const { api, checkHealth, changes, endStreams } = mode === 'edge' ? await remoteBackend(config, stops) : await localBackend(options, config, keys, log, stops);

  const pageCache = mode !== 'api' && changes ? await startPageCache(changes, log) : undefined;
  if (pageCache) stops.unshift(() => pageCache.close());
  const assets = mode === 'api' ? undefined : loadAssets(options.clientDir ?? defaultClientDir);
  const edge = mode === 'api'
    ? apiOnly(api, checkHealth)
    : createEdge({ config, keys, api, astro: options.astro, checkHealth, log, pageCache });
  const first: FirstAnswer[] = [];
  if (assets) first.push(answerAsset(assets, log));
  if (mode !== 'api') first.push(answerAsset(await keepConstantAnswers(api, routes, log), log));
  if (pageCache) first.push((incoming, outgoing) => pageCache.answer(incoming, outgoing, log));
  const served = serveFirst(first, requestQueue(config.activeRequests));
  // Each request is labelled and counted only when something can read the counts.
  const server = await listen(edge.fetch, options.port ?? config.port, options.hostname, config.metrics ? measuredServer(routeLabels(routes), served) : served);
  const metrics = config.metrics ? await startMetricsServer(config.metrics) : undefined;
  if (metrics) stops.unshift(() => metrics.close());
  const address = server.address() as AddressInfo;
  const url = `http://${options.hostname ?? 'localhost'}:${address.port}`;

  return {
    mode,
    url,
    metricsUrl: metrics?.url,
    close: async () => {
      await endStreams();
      await closeServer(server);
      for (const stop of stops) await stop();
    },
  };
}

/** An edge on its own calls the API host over HTTP. */
async function remoteBackend(config: Config, stops: Stops): Promise<Backend> {
  const apiUrl = config.apiUrl;
  if (!apiUrl) throw new Error('API_URL is required when the edge runs on its own.');
  let changes: Database | undefined;
  // An edge on its own keeps pages only when it can hear the API host's database (DATABASE_URL, LISTEN only).
  if (config.databaseUrl) {
    const listenOnly = await openDatabase({ url: config.databaseUrl, pool: { ...poolOptions(config), size: 1 } });
    stops.push(() => listenOnly.close());
    changes = listenOnly;
  }
  return { api: httpApi(apiUrl), checkHealth: async () => (await fetch(new URL('/healthz', apiUrl))).ok, changes, endStreams: async () => {} };
}

/** The database and the API host in this process, with the work that runs beside them. */
async function localBackend(options: BootOptions, config: Config, keys: Deps['keys'], log: Logger, stops: Stops): Promise<Backend> {
  const progress = options.progress ?? (() => {});
  const database = await openMigrated(options, config, stops, progress);
  const storage = configuredStorage(config);
  const seeded = await addData(config, database, storage, progress);
  const deps: Deps = { config, database, db: database.db, keys, log, storage, now: () => new Date() };
  // The demo's pending reviews (its unapproved skill, a badge waiting) reach the support mailbox with their signed links.
  if (seeded) await mailPendingReviews(deps);
  startBackgroundWork(deps, stops);
  const unwatch = watchDatabase(database);
  stops.push(async () => unwatch());
  return {
    api: ownApi(createApp(deps), deps),
    checkHealth: () => databaseAnswers(database),
    changes: database,
    endStreams: () => closeLiveHub(database),
  };
}

/** The given database, or the configured one opened (and closed on stop); either is brought up to the latest migration. */
async function openMigrated(options: BootOptions, config: Config, stops: Stops, progress: (line: string) => void): Promise<Database> {
  const opening = performance.now();
  progress('Opening the database and applying any new migrations…');
  const database = options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, pool: poolOptions(config) }));
  if (!options.database) stops.push(() => database.close());
  await database.migrate();
  progress(`Database opened and migrated in ${seconds(opening)}.`);
  return database;
}

/** The demo data into an empty database when it is asked for, else only the reference data; true when the demo data was added. */
async function addData(config: Config, database: Database, storage: Deps['storage'], progress: (line: string) => void): Promise<boolean> {
  if (!config.demoData) {
    await ensureReferenceData(database.db);
    return false;
  }
  const seeding = performance.now();
  const seeded = await seedIfEmpty({
    db: database.db,
    storage,
    onSeeding: () => progress('Adding the demo data (a new database)…'),
  });
  if (seeded) progress(`Demo data added in ${seconds(seeding)}; its accounts are listed in docs/demo-accounts.md.`);
  return seeded;
}

/** The mail sender and the schedulers; each stops before the ones started earlier. */
function startBackgroundWork(deps: Deps, stops: Stops): void {
  for (const start of [startMailSender, startJobAlertScheduler, startPaymentSettler, startPayoutNotices, startMatchListWorker, startBlobSweeper, startEmbeddedVacuum]) {
    const work = start(deps);
    stops.unshift(() => work.stop());
  }
}

/** The page cache, listening to the database's page changes; without a LISTEN (the database away) pages are rendered each time. */
async function startPageCache(database: Database, log: Logger): Promise<PageCache | undefined> {
  const cache = createPageCache();
  try {
    await cache.listen((onChange, onReconnect) => database.listen(PAGE_CHANNEL, onChange, () => {
      log.info('page-cache.resync');
      onReconnect();
    }));
    return cache;
  } catch (error) {
    log.warn('page-cache.off', { error: String(error) });
    return undefined;
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The API host alone, with the health check a load balancer and a remote edge ask for. */
function apiOnly(api: ApiTransport, checkHealth: () => Promise<boolean>) {
  return {
    fetch: async (request: Request) => {
      if (new URL(request.url).pathname !== '/healthz') return api.fetch(request);
      const healthy = await checkHealth().catch(() => false);
      return Response.json({ status: healthy ? 'ok' : 'unavailable' }, { status: healthy ? 200 : 503 });
    },
  };
}

async function databaseAnswers(database: Database): Promise<boolean> {
  await database.db.execute(sql`select 1`);
  return true;
}

/**
 * Stops accepting connections and resolves once the open requests have been answered. A keep-alive connection
 * whose request finishes during the wait is closed as soon as it is idle, not after its keep-alive timeout.
 */
function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    const sweep = 'closeIdleConnections' in server ? setInterval(() => server.closeIdleConnections(), 100) : undefined;
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}

function listen(
  fetchHandler: Parameters<typeof serve>[0]['fetch'],
  port: number,
  hostname: string | undefined,
  createServer: typeof createHttpServer | undefined,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: fetchHandler, port, ...(hostname ? { hostname } : {}), ...(createServer ? { createServer } : {}) }, () => resolve(server));
    server.once('error', reject);
  });
}
