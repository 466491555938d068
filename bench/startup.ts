/**
 * `npm run bench -- startup`: how long `npm start` (scripts/start.mjs) takes until /healthz answers 200, on a new
 * data folder (migrations and the demo data) and then again on the same folder (a restart), with the pages
 * already built. Each case runs `runs` times, each first start on a folder of its own; it prints the median, the
 * fastest and the slowest, and what the product printed while it started the first time. It asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';
import { startNode, waitUntilReady } from './processes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = 3;

/** Milliseconds from spawning start.mjs until /healthz answers 200; the process is stopped afterwards. */
async function timeToHealthy(dataDir: string, output?: string[], deadlineMs = 300_000): Promise<number> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = startNode([path.join(root, 'scripts/start.mjs')], {
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: origin,
    DATABASE_URL: '',
    API_URL: '',
    SMTP_URL: '',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'error',
  });
  server.child.stdout?.on('data', (chunk: Buffer) => output?.push(chunk.toString()));
  try {
    await waitUntilReady(`${origin}/healthz`, server, deadlineMs);
    return performance.now() - started;
  } finally {
    await server.stop();
  }
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return `median ${s(sorted[Math.floor(sorted.length / 2)] ?? 0)}, fastest ${s(sorted[0] ?? 0)}, slowest ${s(sorted[sorted.length - 1] ?? 0)}`;
};

async function main(): Promise<void> {
  const folders: string[] = [];
  try {
    // Builds the pages when their sources changed, so that the timed runs measure starting, not building.
    const warm = mkdtempSync(path.join(tmpdir(), 'marketplace-startup-'));
    folders.push(warm);
    await timeToHealthy(warm, undefined, 900_000);
    const first: number[] = [];
    const restart: number[] = [];
    const printed: string[] = [];
    for (let i = 0; i < runs; i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-startup-'));
      folders.push(dataDir);
      first.push(await timeToHealthy(dataDir, i === 0 ? printed : undefined));
      restart.push(await timeToHealthy(dataDir));
    }
    console.log(`What the first start printed:\n${printed.join('').trimEnd()}\n`);
    console.log(`Start until /healthz answers 200 (pages built, PGlite, ${runs} runs each)`);
    console.log(`first start, new data folder with demo data: ${summary(first)}`);
    console.log(`restart on that data folder:                 ${summary(restart)}`);
  } finally {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

await main();
