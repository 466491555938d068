/**
 * `npm run bench`: starts the product (built first when needed) and a bare node:http baseline on loopback ports,
 * measures the requests per second of each target against the baseline in the same run (rounds of the baseline
 * and the target in turn, `measurePaired`), asked as browsers ask (br, gzip) and without encoding, beside the same
 * answers sent by a bare server (bench/replay-server.ts: what the bytes alone cost), with the CPU time each server
 * spends per answer (bench/server-cpu.ts), then the HTML and JavaScript bytes of the public pages. `--seconds=N
 * --rounds=N` shorten the measurements. It prints ratios and asserts nothing; everything it starts, it stops.
 * `npm run bench -- search` runs the job search benchmark (bench/job-search.ts) instead, `npm run bench -- chat` the
 * group chat one (bench/chat.ts: live delivery latency and messages per second), `npm run bench -- alerts` the job
 * alert matching one (bench/job-alerts.ts: one published job against 1,000 and 100,000 alerts), `npm run bench --
 * startup` the time until a started product is healthy (bench/startup.ts: a first start with demo data, a restart),
 * `npm run bench -- signed-in` signed-in users on PGlite and PostgreSQL side by side (bench/signed-in.ts: dashboards,
 * job search, a mixed workload's p50 and p99), `npm run bench -- payments` money at scale (bench/payments.ts: a company's
 * invoice list and summary with 10,000 invoices against 100; bench/payouts.ts: the payout run over 10,000 payouts),
 * `npm run bench -- match` ranking by the match score (bench/match.ts: a job's 1,000 proposals; suggestions from
 * 100,000 talent against 1,000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';
import { pageWeight, type PageWeight } from './page-weight.ts';
import { startNode, waitUntilReady, type Started } from './processes.ts';
import { measurePaired } from './throughput.ts';
import { recordAnswers } from './recorded-answers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** `--seconds=N` and `--rounds=N` shorten a run on a busy machine. */
const option = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]) || fallback;
const load = { connections: 10, seconds: option('seconds', 3), rounds: option('rounds', 5) };
/** What browsers send; the second column asks for no encoding at all. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'br, gzip' };
/** Public pages a visitor gets from the edge's rendered-page cache, then the API; the job and talent pages and two static assets join at run time. */
const throughputTargets = ['/', '/termsAndConditions', '/login', '/api/Master/Countries'];
const publicPages = ['/', '/login', '/sign-up', '/sign-up/talent', '/forgetpassword'];

const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}×` : 'n/a');
const times = (value: number) => `${value.toFixed(2)}×`;
const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number) => Math.round(value).toLocaleString('en-US');

/** The path of the first page a sitemap part lists (an open job's post, a public talent page), as crawlers find it. */
async function firstListed(product: string, part: 'jobs' | 'talent'): Promise<string> {
  const sitemap = await (await fetch(`${product}/sitemap-${part}-1.xml`)).text();
  const loc = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!loc) throw new Error(`The sitemap lists no ${part} page.`);
  const url = new URL(loc.replaceAll('&amp;', '&'));
  return url.pathname + url.search;
}

/** A hashed script a page loads (a static asset of dist/client, served from memory by the edge). */
async function firstScript(product: string, page: string): Promise<string> {
  const html = await (await fetch(`${product}${page}`)).text();
  const src = /\/_astro\/[\w.-]+\.js/.exec(html)?.[0];
  if (!src) throw new Error(`${page} loads no script.`);
  return src;
}

/**
 * Records the product's answers to `targets` as browsers ask (once the visitors' page cache holds them, as it does
 * under load) and starts the replay server with them (bench/replay-server.ts).
 */
async function startSameBytes(product: string, targets: string[], dataDir: string): Promise<{ server: Started; origin: string }> {
  await waitUntilKept(product, targets);
  const file = path.join(dataDir, 'recorded-answers.json');
  await recordAnswers(product, targets, BROWSER_ENCODINGS, file);
  const port = await freePort();
  const server = startNode([path.join(root, 'bench/replay-server.ts'), String(port), file], {});
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${origin}${targets[0] ?? '/'}`, server);
  return { server, origin };
}

/** Waits until each HTML target comes from the page cache (a kept page carries an ETag; a fresh render does not). */
async function waitUntilKept(product: string, targets: string[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (const target of targets) {
    for (;;) {
      const res = await fetch(`${product}${target}`, { headers: BROWSER_ENCODINGS });
      await res.arrayBuffer();
      const html = res.headers.get('content-type')?.startsWith('text/html') ?? false;
      if (!html || res.headers.has('etag')) break;
      if (Date.now() > deadline) throw new Error(`${target} is not kept by the page cache.`);
      await delay(100);
    }
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-bench-'));
  const started: Started[] = [];
  try {
    const [productPort, baselinePort] = [await freePort(), await freePort()];
    const product = `http://127.0.0.1:${productPort}`;
    const baseline = `http://127.0.0.1:${baselinePort}`;
    console.log('Starting the product (scripts/start.mjs builds the pages first when their sources changed)…');
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
    const jobPost = await firstListed(product, 'jobs');
    const talentPage = await firstListed(product, 'talent');
    const reviewsPage = `/reviews/?instrId=${talentPage.split('/').pop() ?? ''}`;
    const script = await firstScript(product, '/login');
    console.log(`Public job post: ${jobPost}\nPublic talent page: ${talentPage}`);
    const targets = [...throughputTargets, jobPost, talentPage, reviewsPage, '/favicon.svg', script];
    const sameBytes = await startSameBytes(product, targets, dataDir);
    started.push(sameBytes.server);

    console.log(`\nThroughput (${load.connections} connections, loopback; ${load.rounds} rounds of the baseline and the target in turn, ${load.seconds} s each after a 1 s warm-up; medians, and the median round's ratio)`);
    console.log('As browsers ask (Accept-Encoding: br, gzip), then without any Accept-Encoding.');
    console.log('"same bytes": a bare node:http server sending the product\'s recorded answer (status, headers, compressed body) against the');
    console.log('baseline, paired the same way; "own": the product\'s ratio over it, the cost of the edge\'s own work apart from the answer\'s bytes.');
    console.log('"CPU µs": the answering server\'s CPU time per answer (br, gzip) for the product, the same bytes and the baseline; "CPU ratio":');
    console.log('the baseline\'s over the product\'s, as the throughput ratio reads (the client shares the machine; this leaves it out).');
    const columns: Array<[string, number]> = [
      ['target', 60], ['br, gzip req/s', 16], ['baseline', 12], ['ratio', 10], ['same bytes', 12], ['own', 8],
      ['none req/s', 14], ['baseline', 12], ['ratio', 10], ['CPU µs', 9], ['same bytes', 12], ['baseline', 10], ['CPU ratio', 0],
    ];
    /** Each cell padded to its column, with a space after it however long it is (a hashed script's path is longer than 60). */
    const line = (cells: string[]) => cells.map((cell, i) => pad(`${cell} `, columns[i]?.[1] ?? 0)).join('');
    console.log(line(columns.map(([title]) => title)));
    const pids = (answering: Started) => {
      const [target, base] = [answering.child.pid, baselineServer.child.pid];
      return target === undefined || base === undefined ? undefined : { target, baseline: base };
    };
    const micros = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(1));
    for (const target of targets) {
      const encoded = await measurePaired(`${product}${target}`, `${baseline}/`, { ...load, headers: BROWSER_ENCODINGS, pids: pids(productServer) });
      const replayed = await measurePaired(`${sameBytes.origin}${target}`, `${baseline}/`, { ...load, headers: BROWSER_ENCODINGS, pids: pids(sameBytes.server) });
      const plain = await measurePaired(`${product}${target}`, `${baseline}/`, load);
      const notes = [encoded.target, replayed.target, plain.target]
        .flatMap((r) => [r.non2xx ? `${num(r.non2xx)} non-2xx` : '', r.errors ? `${num(r.errors)} errors` : ''])
        .filter(Boolean)
        .join(', ');
      const cells = [
        target, num(encoded.target.requestsPerSecond), num(encoded.baseline), times(encoded.ratio),
        times(replayed.ratio), ratio(encoded.ratio, replayed.ratio),
        num(plain.target.requestsPerSecond), num(plain.baseline), times(plain.ratio),
        micros(encoded.cpu?.target), micros(replayed.cpu?.target), micros(encoded.cpu?.baseline), encoded.cpu ? times(encoded.cpu.ratio) : 'n/a',
      ];
      console.log(`${line(cells)} ${notes}`.trimEnd());
    }

    console.log('\nPage weight (bytes decoded, and on the wire with brotli or gzip accepted; ratio of everything it can load, HTML + JS, against the lightest page)');
    const weights = [];
    for (const page of [...publicPages, jobPost]) weights.push(await pageWeight(product, page));
    const total = (w: PageWeight) => w.htmlBytes + w.eagerJsBytes + w.onDemandJsBytes;
    const lightest = Math.min(...weights.map(total));
    const width = Math.max(...weights.map((w) => w.path.length)) + 2;
    const head = ['HTML', 'HTML wire', 'JS eager', 'JS eager wire', 'JS on demand', 'scripts'];
    console.log(`${pad('page', width)}${head.map((h) => pad(h, 15)).join('')}ratio`);
    for (const w of weights) {
      const cells = [w.htmlBytes, w.htmlWireBytes, w.eagerJsBytes, w.eagerJsWireBytes, w.onDemandJsBytes].map(num).concat(String(w.scripts));
      console.log(`${pad(w.path, width)}${cells.map((c) => pad(c, 15)).join('')}${ratio(total(w), lightest)}`);
    }
  } finally {
    await Promise.all(started.map((s) => s.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'search') await import('./job-search.ts');
else if (process.argv[2] === 'chat') await import('./chat.ts');
else if (process.argv[2] === 'startup') await import('./startup.ts');
else if (process.argv[2] === 'alerts') await import('./job-alerts.ts');
else if (process.argv[2] === 'match') await import('./match.ts');
else if (process.argv[2] === 'signed-in') await import('./signed-in.ts');
else if (process.argv[2] === 'payments') {
  await import('./payments.ts');
  await import('./payouts.ts');
} else if (!process.argv[2] || process.argv[2].startsWith('--')) await main();
else throw new Error(`Unknown benchmark: ${process.argv[2]}`);
