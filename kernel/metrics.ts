/**
 * The process's metrics, in one prom-client registry: what every part of this process counts (requests, statements,
 * live streams, page cache, background runs). One process is one scrape target, so the metrics are the process's.
 * Scraped from /metrics on METRICS_PORT only (api/metrics/metrics-server.ts).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by declared route (API path or page route), method and status class.',
  labelNames: ['route', 'method', 'status_class'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by declared route and method.',
  labelNames: ['route', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const statementDuration = new Histogram({
  name: 'db_statement_duration_seconds',
  help: 'Time of each PostgreSQL statement, from sending it to its answer.',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5, 30],
  registers: [registry],
});

export const liveStreamsOpen = new Gauge({
  name: 'live_streams_open',
  help: 'Live event streams (notifications, chat) open on this instance.',
  registers: [registry],
});

export const pageCacheLookups = new Counter({
  name: 'page_cache_lookups_total',
  help: "Visitors' page requests answered from the kept pages (hit) or rendered (miss).",
  labelNames: ['result'] as const,
  registers: [registry],
});

export const backgroundRuns = new Counter({
  name: 'background_runs_total',
  help: 'Runs of the background workers (mail outbox, job alerts), by worker and outcome (ok or failed).',
  labelNames: ['worker', 'outcome'] as const,
  registers: [registry],
});

let defaultsOn = false;

/** Event-loop lag, memory, CPU, handles: prom-client's process metrics, collected once a metrics port is open. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry });
}
