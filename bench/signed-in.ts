/**
 * `npm run bench -- signed-in`: signed-in users, on the embedded database and on PostgreSQL side by side. It starts
 * the product twice (PGlite in a fresh data folder; PostgreSQL in a new database it drops afterwards; both seeded
 * with the demo data) and a bare node:http baseline, signs in a demo talent and a demo client on each, then prints
 * - requests per second of their dashboards and of the talent's job search, each against the baseline measured
 *   just before it, and PGlite against PostgreSQL;
 * - the JavaScript their dashboards load before interaction, raw and gzipped;
 * - p50 and p99 latency of 50 connections of those users on a mixed workload (dashboards, job search, saving and
 *   unsaving a job), and p99 / p50; then the same for API calls only (job lists, saving, captchas). Both databases get BENCH_JOBS more open jobs (20,000 by default) before they
 *   start, so that the broad keyword search among those requests is a slow query.
 * It asserts nothing; everything it starts, it stops.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { freePort } from './free-port.ts';
import { pageWeight } from './page-weight.ts';
import { startNode, waitUntilReady, type Started } from './processes.ts';
import { measurePaired } from './throughput.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const load = { connections: 10, seconds: 3, rounds: 5 };
const mixed = { connections: 50, seconds: 10 };
const password = 'Demo#2026pass';
const extraJobs = Number(process.env.BENCH_JOBS ?? 20_000);

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number) => Math.round(value).toLocaleString('en-US');
const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}×` : 'n/a');

interface Product {
  name: string;
  origin: string;
  talent: string;
  client: string;
}

/** The session cookies of a demo account, signed in through the edge as the login form does. */
async function signIn(origin: string, email: string): Promise<string> {
  const challenge = (await (await fetch(`${origin}/api/User/Captcha`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
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

async function startProduct(name: string, databaseUrl: string, dataDir: string, started: Started[]): Promise<Product> {
  const origin = `http://127.0.0.1:${await freePort()}`;
  execFileSync(process.execPath, [path.join(root, 'scripts/seed.ts'), '--jobs', String(extraJobs)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  const server = startNode([path.join(root, 'scripts/start.mjs')], {
    PORT: new URL(origin).port,
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: origin,
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'true',
    CAPTCHA_MAX_NUMBER: '2000',
    API_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'error',
  });
  started.push(server);
  await waitUntilReady(`${origin}/healthz`, server, 300_000);
  return { name, origin, talent: await signIn(origin, 'talent.good@demo.example'), client: await signIn(origin, 'client.admin@demo.example') };
}

/** A job the talent can save and unsave, read from the job center as the talent sees it. */
async function openJobId(product: Product): Promise<number> {
  const res = await fetch(`${product.origin}/api/TalentJobCenter/SearchJobs`, { headers: { cookie: product.talent } });
  const page = (await res.json()) as { items: { projectId: number; isSaved: boolean }[] };
  const job = page.items.find((item) => !item.isSaved) ?? page.items[0];
  if (!job) throw new Error('The job center lists no job.');
  return job.projectId;
}

type Workload = 'pages' | 'api';

/**
 * 50 connections cycling through six requests: `pages` renders dashboards and the job list between the API calls;
 * `api` is API calls only, one in three needing no database (a captcha), so that a slow search holding up the
 * others shows in p99 / p50.
 */
async function mixedLatency(product: Product, workload: Workload): Promise<{ p50: number; p99: number; requests: number; non2xx: number; timeouts: number }> {
  const projectId = await openJobId(product);
  const save = JSON.stringify({ projectId });
  const json = { 'content-type': 'application/json', origin: product.origin };
  const slowSearch = { method: 'GET' as const, path: '/api/TalentJobCenter/SearchJobs?keyword=training', headers: { cookie: product.talent } };
  const saveJob = { method: 'POST' as const, path: '/api/TalentJobCenter/AddSavedJob', headers: { cookie: product.talent, ...json }, body: save };
  const unsaveJob = { method: 'DELETE' as const, path: `/api/TalentJobCenter/DeleteSavedJob?projectId=${projectId}`, headers: { cookie: product.talent, origin: product.origin } };
  const requests = workload === 'pages'
    ? [
      { method: 'GET' as const, path: '/user/dashboard', headers: { cookie: product.talent } },
      slowSearch,
      saveJob,
      { method: 'GET' as const, path: '/client-dashboard', headers: { cookie: product.client } },
      unsaveJob,
      { method: 'GET' as const, path: '/client-job/jobstatussection/1', headers: { cookie: product.client } },
    ]
    : [
      { method: 'GET' as const, path: '/api/TalentJobCenter/SearchJobs', headers: { cookie: product.talent } },
      { method: 'GET' as const, path: '/api/User/Captcha' },
      saveJob,
      slowSearch,
      unsaveJob,
      { method: 'GET' as const, path: '/api/User/Captcha' },
    ];
  const result = await autocannon({ url: product.origin, connections: mixed.connections, duration: mixed.seconds, timeout: 60, requests });
  return { p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total, non2xx: result.non2xx, timeouts: result.timeouts + result.errors };
}

async function main(): Promise<void> {
  const database = `bench_${randomBytes(4).toString('hex')}`;
  const admin = (statement: string) => execFileSync('psql', [postgresServer, '-v', 'ON_ERROR_STOP=1', '-qc', statement], { stdio: 'pipe' });
  const dirs = [mkdtempSync(path.join(tmpdir(), 'marketplace-bench-pglite-')), mkdtempSync(path.join(tmpdir(), 'marketplace-bench-pg-'))] as const;
  const started: Started[] = [];
  admin(`create database ${database}`);
  try {
    const baselinePort = await freePort();
    const baseline = `http://127.0.0.1:${baselinePort}`;
    const baselineServer = startNode([path.join(root, 'bench/baseline-server.ts'), String(baselinePort)], {});
    started.push(baselineServer);
    await waitUntilReady(`${baseline}/`, baselineServer);
    console.log('Starting the product on PGlite and on PostgreSQL (demo data seeded in each)…');
    const pgUrl = new URL(postgresServer);
    pgUrl.pathname = `/${database}`;
    const products = [await startProduct('PGlite', '', dirs[0], started), await startProduct('PostgreSQL', pgUrl.href, dirs[1], started)];

    console.log(`\nSigned-in throughput (${load.connections} connections; ${load.rounds} rounds of the baseline and the target in turn, ${load.seconds} s each after a 1 s warm-up; medians, and the median round's ratio)`);
    console.log(`${pad('target', 52)}${pad('database', 12)}${pad('req/s', 12)}${pad('baseline', 12)}${pad('ratio', 9)}PGlite / PostgreSQL`);
    const targets = [
      { path: '/user/dashboard', who: 'talent' as const },
      { path: '/client-dashboard', who: 'client' as const },
      { path: '/api/TalentJobCenter/SearchJobs?keyword=training', who: 'talent' as const },
    ];
    for (const target of targets) {
      const rates: number[] = [];
      for (const product of products) {
        const paired = await measurePaired(`${product.origin}${target.path}`, `${baseline}/`, { ...load, headers: { cookie: product[target.who] } });
        const result = paired.target;
        rates.push(result.requestsPerSecond);
        const last = rates.length === products.length ? ratio(rates[0] ?? 0, result.requestsPerSecond) : '';
        const notes = result.non2xx ? ` (${num(result.non2xx)} non-2xx)` : '';
        console.log(`${pad(target.path, 52)}${pad(product.name, 12)}${pad(num(result.requestsPerSecond), 12)}${pad(num(paired.baseline), 12)}${pad(`${paired.ratio.toFixed(2)}×`, 9)}${last}${notes}`);
      }
    }

    console.log('\nJavaScript of the signed-in dashboards before interaction (bytes decoded, and on the wire gzipped)');
    const [pglite] = products;
    if (pglite) {
      for (const target of targets.slice(0, 2)) {
        const weight = await pageWeight(pglite.origin, target.path, { acceptEncoding: 'gzip', cookie: pglite[target.who] });
        console.log(`${pad(target.path, 52)}${pad(num(weight.eagerJsBytes), 12)}${num(weight.eagerJsWireBytes)} gzipped, ${weight.scripts} scripts`);
      }
    }

    const workloads: Array<[Workload, string]> = [
      ['pages', 'dashboards, job list, a broad job search, saving and unsaving a job'],
      ['api', 'API calls only: the first job list page, a broad job search, saving and unsaving a job, captchas'],
    ];
    for (const [workload, what] of workloads) {
      console.log(`\nMixed workload: ${mixed.connections} connections of a signed-in talent and client for ${mixed.seconds} s over ${num(extraJobs)} more jobs (${what})`);
      console.log(`${pad('database', 12)}${pad('requests', 12)}${pad('p50', 10)}${pad('p99', 10)}p99 / p50`);
      for (const product of products) {
        const latency = await mixedLatency(product, workload);
        const notes = [latency.non2xx ? `${num(latency.non2xx)} non-2xx` : '', latency.timeouts ? `${num(latency.timeouts)} errors or timeouts` : ''].filter(Boolean).join(', ');
        console.log(`${pad(product.name, 12)}${pad(num(latency.requests), 12)}${pad(`${latency.p50} ms`, 10)}${pad(`${latency.p99} ms`, 10)}${pad(ratio(latency.p99, latency.p50), 10)}${notes}`);
      }
    }
  } finally {
    await Promise.all(started.map((s) => s.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    admin(`drop database if exists ${database} with (force)`);
  }
}

await main();
