/**
 * What the metrics read from the database at each scrape (the PostgreSQL pool, the mail outbox backlog, the job
 * alert lag), and the statement timer on the pool's connections. A scrape that cannot reach the database leaves
 * these gauges out rather than failing.
 */
import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { Database } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { registry, statementDuration } from '#kernel/metrics.ts';

/** The parts of pg's Pool and Client the metrics read; the pool is drizzle's `$client`. */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
  on(event: 'acquire', listener: (client: PgClient) => void): unknown;
}
interface PgClient {
  query: (...args: unknown[]) => unknown;
}

let watched: Database | null = null;

/** Reads the gauges from this database from now on (the API host's one), and times its PostgreSQL statements. */
export function watchDatabase(database: Database): () => void {
  watched = database;
  const pool = database.kind === 'postgres' ? poolOf(database) : null;
  if (pool) pool.on('acquire', timeStatements);
  return () => {
    if (watched === database) watched = null;
  };
}

function poolOf(database: Database): PgPool | null {
  const client = (database.db as unknown as { $client?: Partial<PgPool> }).$client;
  return client && typeof client.waitingCount === 'number' && typeof client.on === 'function' ? (client as PgPool) : null;
}

const timed = new WeakSet<PgClient>();

/** Wraps a pooled connection's query once, observing each statement's time whether it answers by promise or callback. */
function timeStatements(client: PgClient): void {
  if (timed.has(client)) return;
  timed.add(client);
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const end = statementDuration.startTimer();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...result: unknown[]) => {
        end();
        return callback(...result);
      };
      return query(...args);
    }
    const answer = query(...args);
    if (answer instanceof Promise) answer.then(() => end(), () => end());
    else end();
    return answer;
  };
}

const gauge = (name: string, help: string, collect: (g: Gauge<string>) => Promise<void> | void, labelNames: string[] = []) =>
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      if (watched) await collect(this);
    },
  });

gauge('db_pool_connections', 'PostgreSQL connections of this instance, by state (idle, busy) and the pool size (max).', (g) => {
  const pool = watched?.kind === 'postgres' ? poolOf(watched) : null;
  if (!pool) return;
  g.set({ state: 'idle' }, pool.idleCount);
  g.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
  g.set({ state: 'max' }, pool.options.max ?? 10);
}, ['state']);

gauge('db_pool_waiting', 'Requests waiting for a PostgreSQL connection of this instance now.', (g) => {
  const pool = watched?.kind === 'postgres' ? poolOf(watched) : null;
  if (pool) g.set(pool.waitingCount);
});

interface Backlog {
  mail: { backlog: number; oldest: number | null; failed: number };
  alertLags: { frequency: string; lag: number }[];
}

let reading: Promise<Backlog | null> | null = null;

/** A scrape begins: the gauges below read the outbox and alerts again, once for all of them. */
export function beginScrape(): void {
  reading = null;
}

function backlog(database: Database): Promise<Backlog | null> {
  reading ??= readBacklog(database).catch(() => null);
  return reading;
}

async function readBacklog(database: Database): Promise<Backlog> {
  const [mail] = await rawRows<Backlog['mail']>(database.db, sql`
    select count(*) filter (where failed_at is null)::int as backlog,
           extract(epoch from now() - min(created_at) filter (where failed_at is null))::float8 as oldest,
           count(*) filter (where failed_at > now() - interval '1 day')::int as failed
      from mail_outbox where sent_at is null`);
  const alertLags = await rawRows<{ frequency: string; lag: number }>(database.db, sql`
    select a.frequency, extract(epoch from now() - min(m.matched_at))::float8 as lag
      from job_alert_matches m join job_alerts a on a.id = m.alert_id
     where m.sent_at is null group by a.frequency`);
  return { mail: mail ?? { backlog: 0, oldest: null, failed: 0 }, alertLags };
}

const fromBacklog = (name: string, help: string, read: (g: Gauge<string>, b: Backlog) => void, labelNames: string[] = []) =>
  gauge(name, help, async (g) => {
    const found = watched ? await backlog(watched) : null;
    if (found) read(g, found);
  }, labelNames);

fromBacklog('mail_outbox_backlog', 'Messages in the mail outbox not sent yet (and not given up).', (g, b) => g.set(b.mail.backlog));
fromBacklog('mail_outbox_oldest_age_seconds', 'Age of the oldest message in the mail outbox not sent yet.', (g, b) => g.set(b.mail.oldest ?? 0));
fromBacklog('mail_outbox_failed_last_day', 'Messages the sender gave up on in the last 24 hours.', (g, b) => g.set(b.mail.failed));
fromBacklog(
  'job_alert_match_lag_seconds',
  'Age of the oldest job alert match not mailed yet, by alert frequency (instant ones go out within a minute).',
  (g, b) => {
    for (const row of b.alertLags) g.set({ frequency: row.frequency }, row.lag);
  },
  ['frequency'],
);
gauge('metrics_database_read_ok', 'Whether this scrape could read the mail outbox and job alerts (1) or not (0).', async (g) => {
  g.set(watched && (await backlog(watched)) ? 1 : 0);
});
