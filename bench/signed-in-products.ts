/**
 * The products the signed-in benchmark measures: each started on its own database with the demo data (and, for a
 * scale, more generated open jobs), a demo talent and a demo client signed in, read through what the server itself
 * reports: the statements a request ran (its access log) and the memory it holds (its resident set).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { captchaAnswer, captchaPath } from '#api/testing/captcha-answer.ts';
import { freePort } from './free-port.ts';
import { startNode, waitUntilReady, type Started } from './processes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const password = 'Demo#2026pass';

export interface Product {
  name: string;
  database: 'PGlite' | 'PostgreSQL';
  /** Generated open jobs beyond the demo data. */
  extraJobs: number;
  origin: string;
  server: Started;
  talent: string;
  client: string;
  /** The client's open job with the most proposals. */
  busiestJob: number;
  /** Resident memory once started and idle, in MB. */
  idleRssMb: number;
}

/** The session cookies of a demo account, signed in through the edge as the login form does. */
async function signIn(origin: string, email: string): Promise<string> {
  const captcha = await captchaAnswer(await (await fetch(`${origin}${captchaPath}`)).json());
  const res = await fetch(`${origin}/api/User/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password, captcha, rememberMe: true }),
  });
  if (res.status !== 200) throw new Error(`${email} could not sign in on ${origin}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

/** The highest resident memory of a process while `work` runs, sampled every 100 ms. */
export async function peakRssMb<T>(pid: number | undefined, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = rssMb(pid);
  const timer = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 100);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peakMb, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

async function busiestOpenJob(origin: string, client: string): Promise<number> {
  const res = await fetch(`${origin}/api/Project/Get?status=1&pageSize=100`, { headers: { cookie: client } });
  const page = (await res.json()) as { items: { projectID: number; proposalCounts: Record<string, number> }[] };
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);
  const [busiest] = [...page.items].sort((a, b) => total(b.proposalCounts) - total(a.proposalCounts));
  if (!busiest) throw new Error('The demo client has no open job.');
  return busiest.projectID;
}

/**
 * Starts the product on a database (PGlite in `dataDir`, or PostgreSQL at `databaseUrl`). Without extra jobs the
 * server adds the demo data itself as it starts, as `npm start` does on a new folder; with them, the seed script adds
 * the demo data and the jobs first. The access log is on (info, as in production), so statements can be counted.
 */
export async function startProduct(
  options: { database: Product['database']; extraJobs: number; databaseUrl: string; dataDir: string },
  started: Started[],
): Promise<Product> {
  const { database, extraJobs, databaseUrl, dataDir } = options;
  const origin = `http://127.0.0.1:${await freePort()}`;
  if (extraJobs > 0) {
    execFileSync(process.execPath, [path.join(root, 'scripts/seed.ts'), '--jobs', String(extraJobs)], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' },
      stdio: 'ignore',
    });
  }
  const server = startNode([path.join(root, 'scripts/start.mjs')], {
    NODE_ENV: 'production',
    PORT: new URL(origin).port,
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: origin,
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'true',
    CAPTCHA_MAX_NUMBER: '2000',
    API_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'info',
  });
  started.push(server);
  await waitUntilReady(`${origin}/healthz`, server, 600_000);
  // Idle: started, nothing asked yet but the health check; the memory settles after the start's work.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const idleRssMb = rssMb(server.child.pid);
  const talent = await signIn(origin, 'talent.good@demo.example');
  const client = await signIn(origin, 'client.admin@demo.example');
  const name = `${database}${extraJobs > 0 ? ` +${(extraJobs / 1000).toFixed(0)}k jobs` : ' demo'}`;
  return { name, database, extraJobs, origin, server, talent, client, busiestJob: await busiestOpenJob(origin, client), idleRssMb };
}

/** The statements one request ran, as the server's access log tells (null when the log does not say). */
export async function statementsOf(product: Product, pathname: string, headers: Record<string, string>): Promise<number | null> {
  const requestId = `bench-${randomUUID()}`;
  let stop = () => {};
  const logged = new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 5_000);
    stop = product.server.onLine((line) => {
      if (!line.includes(requestId) || !line.includes('"event":"http"')) return;
      clearTimeout(timer);
      const { statements } = JSON.parse(line) as { statements?: number };
      resolve(typeof statements === 'number' ? statements : null);
    });
  });
  const res = await fetch(`${product.origin}${pathname}`, { headers: { 'x-request-id': requestId, ...headers }, redirect: 'manual' });
  await res.arrayBuffer();
  const statements = await logged;
  stop();
  return statements;
}
