/** The part of autocannon's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Request {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  interface Result {
    latency: { p50: number; p99: number };
    requests: { total: number; average: number };
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
