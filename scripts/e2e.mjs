/**
 * npm run e2e: the browser journeys. The pages are built once, then the journeys run in shards side by side
 * (E2E_SHARDS, 2 by default), each shard against its own server with its own fresh demo data, so journeys of
 * different shards never share a database. Within a shard they run one after another, as always. The spec files are
 * shared out by how long each took (e2e/durations.json, seconds; a file not listed counts as the median), longest
 * first onto the shard with the least so far, so the shards end together. Arguments (a spec file, `-g`) run one
 * shard with them.
 */
import './check-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shareOut } from './e2e-shares.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const playwright = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const args = process.argv.slice(2);
const shards = args.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);

const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--build-only'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

/** A file as Playwright's filter reads it: a regular expression matched against the file's path. */
const exactly = (file) => `e2e/${file.replaceAll('.', '\\.')}$`;

/** One shard: its own report, output folder, port and data folder (the config picks a free port and a new folder). */
function runShard(index, files) {
  const env = { ...process.env };
  delete env.E2E_PORT;
  delete env.E2E_DATA_DIR;
  if (shards > 1) {
    env.E2E_REPORT = `test-results/e2e-${index}.json`;
    env.E2E_OUTPUT_DIR = `test-results/playwright-${index}`;
  }
  const child = spawn(process.execPath, [playwright, 'test', ...files.map(exactly), ...args], { cwd: root, env, stdio: 'inherit' });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const groups = shards > 1 ? shareOut(path.join(root, 'e2e'), shards) : [[]];
const codes = await Promise.all(groups.map((files, i) => runShard(i + 1, files)));
process.exit(codes.find((code) => code !== 0) ?? 0);
