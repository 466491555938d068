/**
 * `npm run lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone, slow 4G simulated) of the pages a
 * visitor meets first — /login, /sign-up/talent, /, the first job post and the first talent page the sitemaps list —
 * and the four scores of each. It starts the product on a loopback port with a fresh data folder (built first when
 * needed), or audits a server already running with `-- --origin=http://127.0.0.1:4321`. Chromium is Debian's
 * (/usr/bin/chromium, or CHROME_PATH), driven through chrome-launcher; nothing is downloaded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../bench/free-port.ts';
import { startNode, waitUntilReady, type Started } from '../bench/processes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function firstListed(origin: string, part: 'jobs' | 'talent'): Promise<string> {
  const sitemap = await (await fetch(`${origin}/sitemap-${part}-1.xml`)).text();
  const loc = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!loc) throw new Error(`The sitemap lists no ${part} page.`);
  const url = new URL(loc.replaceAll('&amp;', '&'));
  return url.pathname + url.search;
}

async function startProduct(started: Started[], dataDir: string): Promise<string> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  console.log('Starting the product (scripts/start.mjs builds the pages first when their sources changed)…');
  const server = startNode([path.join(root, 'scripts/start.mjs')], { PORT: String(port), DATA_DIR: dataDir, PUBLIC_ORIGIN: origin, DATABASE_URL: '', API_URL: '', SMTP_URL: '', LOG_LEVEL: 'error' });
  started.push(server);
  await waitUntilReady(`${origin}/healthz`, server);
  return origin;
}

async function audit(url: string): Promise<Record<string, number>> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    return Object.fromEntries(categories.map((name) => [name, Math.round((result.lhr.categories[name]?.score ?? 0) * 100)]));
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  const given = process.argv.find((arg) => arg.startsWith('--origin='))?.slice('--origin='.length);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-lighthouse-'));
  const started: Started[] = [];
  try {
    const origin = given ?? (await startProduct(started, dataDir));
    const pages = ['/login', '/sign-up/talent', '/', await firstListed(origin, 'jobs'), await firstListed(origin, 'talent')];
    console.log(`\nLighthouse, mobile, against ${origin}`);
    console.log(`${'page'.padEnd(50)}${categories.map((c) => c.padEnd(16)).join('')}`);
    for (const page of pages) {
      // The first visit fills the visitors' page cache; the audit measures what every later visitor gets.
      await (await fetch(`${origin}${page}`)).arrayBuffer();
      const scores = await audit(`${origin}${page}`);
      console.log(`${page.padEnd(50)}${categories.map((c) => String(scores[c]).padEnd(16)).join('')}`);
    }
  } finally {
    await Promise.all(started.map((s) => s.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
