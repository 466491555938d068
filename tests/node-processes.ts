/** Real processes for lifecycle tests: the server entry and the scripts, run with the project's Node. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../bench/free-port.ts';
import { startNode, waitUntilReady, type Started } from '../bench/processes.ts';
import { testTemplates } from '#api/testing/templates.ts';

export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The tests that start these servers run them on an embedded data folder whatever DATABASE_URL says, so the vitest
 * run on PostgreSQL skips them: it would only repeat the run on PGlite.
 */
export const embeddedRunOnly = Boolean(process.env.DATABASE_URL);

/**
 * An environment for one embedded-database server: its own data folder and port, no demo data, quiet logs. The data
 * folder lies in the test run's folder, which the run removes when it ends (api/testing/global-setup.ts).
 */
export async function serverEnv(dataDir = mkdtempSync(path.join(testTemplates()?.folder ?? tmpdir(), 'lifecycle-'))) {
  const port = await freePort();
  const env = { DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', DEMO_DATA: 'false', LOG_LEVEL: 'warn' };
  return { env, dataDir, url: `http://127.0.0.1:${port}` };
}

/** Starts `node edge/server.ts` and waits until /healthz answers. */
export async function startServerProcess(env: NodeJS.ProcessEnv, url: string): Promise<Started> {
  const started = startNode([path.join(root, 'edge', 'server.ts')], env);
  await waitUntilReady(`${url}/healthz`, started);
  return started;
}

/** Runs a script to its end: its exit code and everything it printed. */
export async function runScript(script: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(root, script)], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}
