/**
 * `npm run bench`: starts the built product and a bare node:http baseline on loopback ports, measures requests per
 * second of each target against the baseline of the same run, then the HTML and JavaScript bytes of the public pages.
 * It prints ratios only and asserts nothing; everything it starts, it stops.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';
import { pageWeight } from './page-weight.ts';
import { startNode, waitUntilReady, type Started } from './processes.ts';
import { measure } from './throughput.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const load = { connections: 10, seconds: 5 };
const throughputTargets = ['/login', '/api/Master/Countries'];
const publicPages = ['/', '/login', '/sign-up', '/sign-up/talent'];

function newestChange(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** Builds the Astro site when there is no build or a source file is newer than it. */
function buildIfNeeded(): void {
  const entry = path.join(root, 'dist/server/entry.mjs');
  const sources = ['src', 'public', 'astro.config.mjs'].map((name) => path.join(root, name)).filter((name) => existsSync(name));
  if (existsSync(entry) && Math.max(...sources.map(newestChange)) <= statSync(entry).mtimeMs) return;
  console.log('Building the site…');
  execFileSync(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], { cwd: root, stdio: 'inherit' });
}

const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}×` : 'n/a');
const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number) => Math.round(value).toLocaleString('en-US');

async function main(): Promise<void> {
  buildIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-bench-'));
  const started: Started[] = [];
  try {
    const [productPort, baselinePort] = [await freePort(), await freePort()];
    const product = `http://127.0.0.1:${productPort}`;
    const baseline = `http://127.0.0.1:${baselinePort}`;
    const productServer = startNode([path.join(root, 'scripts/start.mjs')], {
      PORT: String(productPort),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: product,
      DATABASE_URL: '',
      API_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'error',
    });
    started.push(productServer);
    const baselineServer = startNode([path.join(root, 'bench/baseline-server.ts'), String(baselinePort)], {});
    started.push(baselineServer);
    await waitUntilReady(`${baseline}/`, baselineServer);
    await waitUntilReady(`${product}/healthz`, productServer);

    console.log(`\nThroughput (${load.connections} connections, ${load.seconds} s each after a 1 s warm-up, loopback)`);
    const base = await measure(`${baseline}/`, load);
    console.log(`${pad('baseline: node:http static file', 40)}${pad(`${num(base.requestsPerSecond)} req/s`, 16)}1.00×`);
    for (const target of throughputTargets) {
      const result = await measure(`${product}${target}`, load);
      const notes = [result.non2xx ? `${num(result.non2xx)} non-2xx` : '', result.errors ? `${num(result.errors)} errors` : '']
        .filter(Boolean)
        .join(', ');
      console.log(
        `${pad(target, 40)}${pad(`${num(result.requestsPerSecond)} req/s`, 16)}${pad(ratio(result.requestsPerSecond, base.requestsPerSecond), 8)}${notes}`,
      );
    }

    console.log('\nPage weight (uncompressed bytes; ratio of HTML + JS against the lightest page)');
    const weights = [];
    for (const page of publicPages) weights.push(await pageWeight(product, page));
    const lightest = Math.min(...weights.map((w) => w.htmlBytes + w.jsBytes));
    console.log(`${pad('page', 20)}${pad('HTML', 12)}${pad('JS', 12)}${pad('scripts', 10)}ratio`);
    for (const w of weights) {
      console.log(
        `${pad(w.path, 20)}${pad(num(w.htmlBytes), 12)}${pad(num(w.jsBytes), 12)}${pad(String(w.scripts), 10)}${ratio(w.htmlBytes + w.jsBytes, lightest)}`,
      );
    }
  } finally {
    await Promise.all(started.map((s) => s.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
