import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#kernel/config.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import type { Database } from '../db/client.ts';
import { startServer, type Running } from '#edge/boot.ts';
import { mailOutbox } from '../db/schema/index.ts';

/** The value of one sample line of the Prometheus text, or undefined when the series is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => {
    if (!l.startsWith(`${name}{`) && !l.startsWith(`${name} `)) return false;
    return wanted.every((pair) => l.includes(pair));
  });
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics on its own port', () => {
  let database: Database;
  let dataDir: string;
  let running: Running;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'metrics-'));
    const config = {
      ...loadConfig({ DATA_DIR: dataDir }),
      captchaMaxNumber: 1000,
      logLevel: 'silent' as const,
      demoData: false,
      metrics: { port: 0, host: '127.0.0.1' },
    };
    running = await startServer({ config, mode: 'all', database, port: 0, hostname: '127.0.0.1' });
  });
  afterAll(async () => {
    await running.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const scrape = async () => {
    const answer = await fetch(running.metricsUrl ?? '');
    expect(answer.headers.get('content-type')).toContain('text/plain');
    return answer.text();
  };

  it('counts and times requests by declared route and page route, never by raw path', async () => {
    const before = await scrape();
    // Deltas: the registry belongs to the process, and other test files in this worker may have served these routes.
    const countries = sample(before, 'http_request_duration_seconds_count', { route: '/api/Master/Countries', method: 'GET' }) ?? 0;
    const countriesInf = sample(before, 'http_request_duration_seconds_bucket', { route: '/api/Master/Countries', method: 'GET', le: '+Inf' }) ?? 0;
    const countriesOk = sample(before, 'http_requests_total', { route: '/api/Master/Countries', method: 'GET', status_class: '2xx' }) ?? 0;
    const jobPages = sample(before, 'http_request_duration_seconds_count', { route: '/client-job/job-entity/{tabId}/{jobId}', method: 'GET' }) ?? 0;
    const undeclared = sample(before, 'http_requests_total', { route: 'api-undeclared', method: 'GET', status_class: '4xx' }) ?? 0;
    for (let i = 0; i < 3; i++) expect((await fetch(`${running.url}/api/Master/Countries`)).status).toBe(200);
    await fetch(`${running.url}/client-job/job-entity/open/987654`);
    await fetch(`${running.url}/api/No/SuchRoute`);

    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/Master/Countries', method: 'GET' })).toBe(countries + 3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/Master/Countries', method: 'GET', le: '+Inf' })).toBe(countriesInf + 3);
    expect(sample(text, 'http_requests_total', { route: '/api/Master/Countries', method: 'GET', status_class: '2xx' })).toBe(countriesOk + 3);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/client-job/job-entity/{tabId}/{jobId}', method: 'GET' })).toBe(jobPages + 1);
    expect(sample(text, 'http_requests_total', { route: 'api-undeclared', method: 'GET', status_class: '4xx' })).toBe(undeclared + 1);
    expect(text).not.toContain('987654');
  });

  it('shows the mail outbox backlog, the process and the live streams', async () => {
    await database.db.insert(mailOutbox).values({ toAddress: 'backlog@example.com', subject: 'Waiting', text: 'x', html: 'x', nextAttemptAt: new Date(Date.now() + 3_600_000) });
    const text = await scrape();
    expect(sample(text, 'mail_outbox_backlog')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'metrics_database_read_ok')).toBe(1);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // The gauge belongs to the process, which other test files share; its counting is held in api/live/live-limits.test.ts.
    expect(sample(text, 'live_streams_open')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE page_cache_lookups_total counter');
  });

  it.skipIf(!process.env.DATABASE_URL)('shows the PostgreSQL pool and the time of its statements', async () => {
    await fetch(`${running.url}/api/User/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const text = await scrape();
    expect(sample(text, 'db_pool_connections', { state: 'max' })).toBe(10);
    expect(sample(text, 'db_pool_waiting')).toBe(0);
    expect(sample(text, 'db_statement_duration_seconds_count')).toBeGreaterThan(0);
  });

  it('is served on loopback only, and the public port does not serve it', async () => {
    expect(new URL(running.metricsUrl ?? '').hostname).toBe('127.0.0.1');
    const publicAnswer = await fetch(`${running.url}/metrics`);
    expect(await publicAnswer.text()).not.toContain('http_request_duration_seconds');
    expect((await fetch(new URL('/', running.metricsUrl))).status).toBe(404);
  });
});
