/**
 * `npm run bench -- signed-in`: what signed-in pages cost, on the embedded database and on PostgreSQL side by side.
 * It starts the product on each database twice, with the demo data alone and with BENCH_JOBS more open jobs (20,000
 * by default), and a bare node:http baseline, signs in a demo talent and a demo client, then prints
 * - for a signed-in static page, both dashboards, the job center and a job's proposal tab: the statements the request
 *   runs (the server's access log), requests per second at 10 connections against the baseline measured in the same
 *   rounds, that rate against the visitor's cached /termsAndConditions, and p50 / p99 at 50 connections; the pages of
 *   the viewer's own data twice, as kept for their viewer and "(rendered)", asked as a hard reload asks (record 364);
 * - the dashboards, rendered, with the demo data and with the extra jobs side by side, the two servers running and
 *   measured by turns (a cost that does not grow with the marketplace keeps the ratio near 1);
 * - p50 and p99 of 50 connections on a mixed workload (dashboards, job search, saving and unsaving a job), after a
 *   few unmeasured seconds of the same workload;
 * - the JavaScript the dashboards load before interaction, raw and gzipped;
 * - the server's resident memory when started and idle, and its peak under the load above.
 * Options (environment): BENCH_SECONDS per measurement (3), BENCH_ROUNDS per target (3), BENCH_JOBS (20000),
 * BENCH_DATABASES (pglite,postgres), BENCH_MIXED_SECONDS (10). It asserts nothing; everything it starts, it stops.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from './free-port.ts';
import { startNode, waitUntilReady, type Started } from './processes.ts';
import { measurePaired } from './throughput.ts';
import { pageWeight } from './page-weight.ts';
import { peakRssMb, startProduct, statementsOf, type Product } from './signed-in-products.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const load = { connections: 10, seconds, rounds: Number(process.env.BENCH_ROUNDS ?? 3) };
const wide = { connections: 50, seconds };
const mixedSeconds = Number(process.env.BENCH_MIXED_SECONDS ?? 10);
const mixedWarmUpSeconds = 3;
const extraJobs = Number(process.env.BENCH_JOBS ?? 20_000);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number) => Math.round(value).toLocaleString('en-US');
const times = (value: number) => `${value.toFixed(2)}×`;

type Who = 'visitor' | 'talent' | 'client';
interface Target {
  label: string;
  who: Who;
  path: (product: Product) => string;
  /** Asks for a fresh answer (a hard reload): the page is rendered, not answered as kept for its viewer (record 364). */
  rendered?: boolean;
}

const viewerPages: Target[] = [
  { label: 'talent /user/dashboard', who: 'talent', path: () => '/user/dashboard' },
  { label: 'client /client-dashboard', who: 'client', path: () => '/client-dashboard' },
  { label: 'talent /jobcenter/6', who: 'talent', path: () => '/jobcenter/6' },
  { label: 'client proposal tab', who: 'client', path: (p) => `/client-job/job-entity/1/${p.busiestJob}` },
];

const targets: Target[] = [
  { label: 'visitor /termsAndConditions (cached)', who: 'visitor', path: () => '/termsAndConditions' },
  { label: 'signed-in /termsAndConditions', who: 'talent', path: () => '/termsAndConditions' },
  ...viewerPages.flatMap((page) => [page, { ...page, label: `${page.label} (rendered)`, rendered: true }]),
];

const cookieOf = (product: Product, who: Who) => (who === 'visitor' ? undefined : product[who]);
const FRESH = { 'cache-control': 'no-cache' };
/** The headers a target is asked with: the viewer's cookie, and a hard reload's for a rendered one. */
const headersOf = (product: Product, target: Target) => {
  const cookie = cookieOf(product, target.who);
  return { ...(cookie ? { cookie } : {}), ...(target.rendered ? FRESH : {}) };
};

async function latencyAt50(product: Product, target: Target) {
  const result = await autocannon({
    url: `${product.origin}${target.path(product)}`,
    connections: wide.connections,
    duration: wide.seconds,
    timeout: 60,
    headers: headersOf(product, target),
  });
  return { p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

/** Every target on one product: statements, req/s against the baseline and against the visitor's page, p50 / p99. */
async function measureProduct(product: Product, baseline: string): Promise<{ peakMb: number }> {
  const rates = new Map<string, number>();
  const { peakMb } = await peakRssMb(product.server.child.pid, async () => {
    for (const target of targets) {
      const signedIn = cookieOf(product, target.who) !== undefined;
      const pathname = target.path(product);
      const headers = headersOf(product, target);
      // A visitor's page is answered from the page cache, in front of the edge and its access log.
      if (signedIn) await statementsOf(product, pathname, headers);
      const statements = signedIn ? await statementsOf(product, pathname, headers) : 'cached';
      const paired = await measurePaired(`${product.origin}${pathname}`, baseline, { ...load, headers });
      rates.set(target.label, paired.target.requestsPerSecond);
      const visitor = rates.get(targets[0]?.label ?? '') ?? 0;
      const latency = await latencyAt50(product, target);
      const slower = visitor > 0 ? times(visitor / paired.target.requestsPerSecond) : 'n/a';
      const notes = [paired.target.non2xx + latency.non2xx ? `${num(paired.target.non2xx + latency.non2xx)} non-2xx` : ''].filter(Boolean).join(', ');
      console.log(
        `${pad(target.label, 40)}${pad(statements === null ? 'n/a' : String(statements), 12)}${pad(num(paired.target.requestsPerSecond), 10)}` +
          `${pad(times(paired.ratio), 12)}${pad(slower, 12)}${pad(`${latency.p50} ms`, 10)}${pad(`${latency.p99} ms`, 10)}${notes}`,
      );
    }
  });
  return { peakMb };
}

/** 50 connections of the talent and the client cycling through pages and API calls, including a slow search and writes. */
async function mixedLatency(product: Product) {
  const search = await fetch(`${product.origin}/api/TalentJobCenter/SearchJobs`, { headers: { cookie: product.talent } });
  const page = (await search.json()) as { items: { projectId: number; isSaved: boolean }[] };
  const projectId = (page.items.find((item) => !item.isSaved) ?? page.items[0])?.projectId ?? 0;
  const json = { 'content-type': 'application/json', origin: product.origin };
  const workload = (duration: number) => autocannon({
    url: product.origin,
    connections: 50,
    duration,
    timeout: 60,
    requests: [
      { method: 'GET', path: '/user/dashboard', headers: { cookie: product.talent } },
      { method: 'GET', path: '/api/TalentJobCenter/SearchJobs?keyword=training', headers: { cookie: product.talent } },
      { method: 'POST', path: '/api/TalentJobCenter/AddSavedJob', headers: { cookie: product.talent, ...json }, body: JSON.stringify({ projectId }) },
      { method: 'GET', path: '/client-dashboard', headers: { cookie: product.client } },
      { method: 'DELETE', path: `/api/TalentJobCenter/DeleteSavedJob?projectId=${projectId}`, headers: { cookie: product.talent, origin: product.origin } },
      { method: 'GET', path: '/termsAndConditions', headers: { cookie: product.talent } },
    ],
  });
  // Unmeasured first: the search, the saved-job writes and their plans are not yet warm from the pages measured before.
  await workload(mixedWarmUpSeconds);
  const result = await workload(mixedSeconds);
  return { p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total, non2xx: result.non2xx };
}

/**
 * The dashboards of the demo product against those of the product with more jobs, both running, measured by turns
 * (measurePaired, one against the other): the machine's drift over the minutes between the two products' tables
 * would otherwise read as growth, either way.
 */
async function dashboardGrowth(db: string, demo: Product, more: Product): Promise<string[]> {
  const lines: string[] = [];
  for (const target of targets.filter((t) => t.rendered && t.path(demo).includes('dashboard'))) {
    const paired = await measurePaired(`${more.origin}${target.path(more)}`, `${demo.origin}${target.path(demo)}`, {
      ...load,
      headers: headersOf(more, target),
      baselineHeaders: headersOf(demo, target),
    });
    const slower = paired.ratio > 0 ? 1 / paired.ratio : 0;
    lines.push(`${pad(`${db} ${target.label}`, 48)}${pad(num(paired.baseline), 10)}${pad(num(paired.target.requestsPerSecond), 10)}demo / more jobs ${times(slower)}`);
  }
  return lines;
}

async function main(): Promise<void> {
  const database = `bench_${randomBytes(4).toString('hex')}`;
  const admin = (statement: string) => execFileSync('psql', [postgresServer, '-v', 'ON_ERROR_STOP=1', '-qc', statement], { stdio: 'pipe' });
  const dirs: string[] = [];
  const started: Started[] = [];
  const createdDatabases: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'marketplace-bench-signed-in-'));
    dirs.push(dir);
    return dir;
  };
  const postgresDatabase = (suffix: string) => {
    const name = `${database}_${suffix}`;
    admin(`create database ${name}`);
    createdDatabases.push(name);
    const url = new URL(postgresServer);
    url.pathname = `/${name}`;
    return url.href;
  };
  try {
    const baselinePort = await freePort();
    const baseline = `http://127.0.0.1:${baselinePort}/`;
    const baselineServer = startNode([path.join(root, 'bench/baseline-server.ts'), String(baselinePort)], {});
    started.push(baselineServer);
    await waitUntilReady(baseline, baselineServer);

    console.log(`Requests per second at ${load.connections} connections (${load.rounds} rounds of ${load.seconds} s against the baseline, medians); p50 / p99 at ${wide.connections} connections for ${wide.seconds} s; statements per request from the access log.`);
    const memory: string[] = [];
    let weighed = false;
    const growth: string[] = [];
    for (const kind of databases) {
      const db = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
      const products: Product[] = [];
      for (const jobs of [0, extraJobs]) {
        console.log(`\nStarting ${db} with the demo data${jobs ? ` and ${num(jobs)} more open jobs` : ''}…`);
        const product = await startProduct(
          { database: db, extraJobs: jobs, databaseUrl: kind === 'postgres' ? postgresDatabase(jobs ? 'jobs' : 'demo') : '', dataDir: dataDir() },
          started,
        );
        console.log(`${pad(product.name, 40)}${pad('statements', 12)}${pad('req/s', 10)}${pad('vs baseline', 12)}${pad('vs visitor', 12)}${pad('p50', 10)}${pad('p99', 10)}`);
        const { peakMb } = await measureProduct(product, baseline);
        products.push(product);
        let mixed = '';
        if (jobs) {
          const latency = await mixedLatency(product);
          mixed = `; mixed workload (50 connections, ${mixedSeconds} s after ${mixedWarmUpSeconds} s unmeasured): ${num(latency.requests)} requests, p50 ${latency.p50} ms, p99 ${latency.p99} ms, p99 / p50 ${times(latency.p99 / Math.max(latency.p50, 1))}${latency.non2xx ? `, ${num(latency.non2xx)} non-2xx` : ''}`;
          console.log(mixed.slice(2));
        }
        if (!weighed) {
          weighed = true;
          for (const [who, pathname] of [['talent', '/user/dashboard'], ['client', '/client-dashboard']] as const) {
            const weight = await pageWeight(product.origin, pathname, { acceptEncoding: 'gzip', cookie: product[who] });
            console.log(`JavaScript before interaction on ${pathname}: ${num(weight.eagerJsBytes)} bytes, ${num(weight.eagerJsWireBytes)} gzipped, ${weight.scripts} scripts`);
          }
        }
        memory.push(`${pad(product.name, 28)}idle ${product.idleRssMb} MB, peak under load ${peakMb} MB`);
      }
      const [demo, more] = products;
      if (demo && more) growth.push(...(await dashboardGrowth(db, demo, more)));
      await Promise.all(products.map((product) => product.server.stop()));
    }

    console.log(`\nDashboards with the demo data and with ${num(extraJobs)} more jobs (req/s at ${load.connections} connections, the two servers measured by turns)`);
    for (const line of growth) console.log(line);
    console.log('\nResident memory of the server process');
    for (const line of memory) console.log(line);
  } finally {
    await Promise.all(started.map((s) => s.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    for (const name of createdDatabases) admin(`drop database if exists ${name} with (force)`);
  }
}

await main();
