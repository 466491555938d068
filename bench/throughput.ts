/** Requests per second of one URL, measured by the autocannon CLI over a fixed connection count and duration. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const autocannon = fileURLToPath(import.meta.resolve('autocannon'));

export interface Throughput {
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
}

interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { total: number };
}

export async function measure(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<Throughput> {
  const connections = String(options.connections);
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const { stdout } = await run(
    process.execPath,
    [autocannon, '--json', '--no-progress', ...headers, '-c', connections, '-d', String(options.seconds), '-W', '[', '-c', connections, '-d', '1', ']', url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  // With a warm-up autocannon prints one JSON line for it and one for the measured run; the last one counts.
  const lines = stdout.trim().split('\n');
  const result = JSON.parse(lines[lines.length - 1] ?? '{}') as AutocannonResult;
  return {
    requestsPerSecond: result.requests.total / result.duration,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export interface Paired {
  /** Medians over the rounds. */
  target: Throughput;
  baseline: number;
  /** The median of each round's target / baseline. */
  ratio: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * A target against the baseline over several rounds, each measuring both, the baseline first in even rounds and the
 * target first in odd ones: the machine's speed drifts (on a shared two-core machine one 3-second measurement of the
 * same server swings by ±20 %), so each round's ratio compares two measurements taken seconds apart, a steady drift
 * favours neither side, and the median round is the one reported.
 */
export async function measurePaired(
  targetUrl: string,
  baselineUrl: string,
  options: { connections: number; seconds: number; rounds: number; headers?: Record<string, string>; baselineHeaders?: Record<string, string> },
): Promise<Paired> {
  const target = () => measure(targetUrl, options);
  const base = () => measure(baselineUrl, { connections: options.connections, seconds: options.seconds, ...(options.baselineHeaders ? { headers: options.baselineHeaders } : {}) });
  const rounds: Array<{ base: number; result: Throughput }> = [];
  for (let round = 0; round < options.rounds; round += 1) {
    let result: Throughput;
    let baseline: Throughput;
    if (round % 2 === 0) {
      baseline = await base();
      result = await target();
    } else {
      result = await target();
      baseline = await base();
    }
    rounds.push({ base: baseline.requestsPerSecond, result });
  }
  return {
    target: {
      requestsPerSecond: median(rounds.map((r) => r.result.requestsPerSecond)),
      non2xx: rounds.reduce((sum, r) => sum + r.result.non2xx, 0),
      errors: rounds.reduce((sum, r) => sum + r.result.errors, 0),
    },
    baseline: median(rounds.map((r) => r.base)),
    ratio: median(rounds.map((r) => (r.base > 0 ? r.result.requestsPerSecond / r.base : 0))),
  };
}
