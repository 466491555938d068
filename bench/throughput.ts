/**
 * Requests per second of one URL, measured by the autocannon CLI over a fixed connection count and duration, and,
 * given the pid of the server that answers it, the CPU time that server spent per answer (server-cpu.ts).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { cpuMicroseconds } from './server-cpu.ts';

const run = promisify(execFile);
const autocannon = fileURLToPath(import.meta.resolve('autocannon'));

export interface Throughput {
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  /** The answering server's CPU time (all its threads, user and system) per answer, in microseconds; when its pid was given. */
  cpuPerAnswer?: number | undefined;
}

interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { total: number };
}

interface Load {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** The pid of the process answering `url`: its CPU time per answer is measured too. */
  pid?: number | undefined;
}

async function autocannonRun(url: string, options: Load, seconds: number): Promise<AutocannonResult> {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const { stdout } = await run(
    process.execPath,
    [autocannon, '--json', '--no-progress', ...headers, '-c', String(options.connections), '-d', String(seconds), url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim()) as AutocannonResult;
}

/**
 * A 1 s warm-up, then the measured run. They are two runs of the client so that the server's CPU time is read around
 * the measured run alone.
 */
async function measure(url: string, options: Load): Promise<Throughput> {
  await autocannonRun(url, options, 1);
  const cpuBefore = options.pid === undefined ? undefined : cpuMicroseconds(options.pid);
  const result = await autocannonRun(url, options, options.seconds);
  const cpuAfter = options.pid === undefined ? undefined : cpuMicroseconds(options.pid);
  const answers = result.requests.total;
  return {
    requestsPerSecond: answers / result.duration,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuPerAnswer: cpuBefore !== undefined && cpuAfter !== undefined && answers > 0 ? (cpuAfter - cpuBefore) / answers : undefined,
  };
}

export interface Paired {
  /** Medians over the rounds. */
  target: Throughput;
  baseline: number;
  /** The median of each round's target / baseline. */
  ratio: number;
  /**
   * With both servers' pids: the medians of each one's CPU time per answer, in microseconds, and the median of each
   * round's baseline / target (above 1 when the target's answer costs its server less).
   */
  cpu?: { target: number; baseline: number; ratio: number } | undefined;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

interface PairedLoad {
  connections: number;
  seconds: number;
  rounds: number;
  headers?: Record<string, string>;
  baselineHeaders?: Record<string, string>;
  /** The pids of the processes answering the target and the baseline: their CPU time per answer is compared too. */
  pids?: { target: number; baseline: number } | undefined;
}

/**
 * A target against the baseline over several rounds, each measuring both, the baseline first in even rounds and the
 * target first in odd ones: the machine's speed drifts (on a shared two-core machine one 3-second measurement of the
 * same server swings by ±20 %), so each round's ratio compares two measurements taken seconds apart, a steady drift
 * favours neither side, and the median round is the one reported.
 */
export async function measurePaired(targetUrl: string, baselineUrl: string, options: PairedLoad): Promise<Paired> {
  const { connections, seconds } = options;
  const target = () => measure(targetUrl, { connections, seconds, headers: options.headers, pid: options.pids?.target });
  const base = () => measure(baselineUrl, { connections, seconds, headers: options.baselineHeaders, pid: options.pids?.baseline });
  const rounds: Array<{ base: Throughput; result: Throughput }> = [];
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
    rounds.push({ base: baseline, result });
  }
  const cpuRounds = rounds.flatMap(({ base: b, result: r }) =>
    b.cpuPerAnswer && r.cpuPerAnswer ? [{ target: r.cpuPerAnswer, baseline: b.cpuPerAnswer }] : [],
  );
  return {
    target: {
      requestsPerSecond: median(rounds.map((r) => r.result.requestsPerSecond)),
      non2xx: rounds.reduce((sum, r) => sum + r.result.non2xx, 0),
      errors: rounds.reduce((sum, r) => sum + r.result.errors, 0),
    },
    baseline: median(rounds.map((r) => r.base.requestsPerSecond)),
    ratio: median(rounds.map((r) => (r.base.requestsPerSecond > 0 ? r.result.requestsPerSecond / r.base.requestsPerSecond : 0))),
    cpu: cpuRounds.length === rounds.length && rounds.length > 0
      ? {
          target: median(cpuRounds.map((r) => r.target)),
          baseline: median(cpuRounds.map((r) => r.baseline)),
          ratio: median(cpuRounds.map((r) => r.baseline / r.target)),
        }
      : undefined,
  };
}
