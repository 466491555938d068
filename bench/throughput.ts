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
