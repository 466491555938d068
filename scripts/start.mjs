/**
 * npm start: checks Node, builds the pages when their sources changed since the last build, then starts the
 * server (edge/server.ts). `--dev` restarts the server when server code changes; `--build-only` stops after the build.
 */
import './check-node.mjs';
import { applyMemorySettings } from './memory-settings.mjs';
import { followNpm } from './follow-npm.mjs';
import { precompress } from './precompress.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = path.join(root, 'dist', '.build-stamp');
const entry = path.join(root, 'dist', 'server', 'entry.mjs');
/** What the Astro build reads: the pages and their shared code, public files, the config and what it imports, the locked packages. */
const inputs = ['src', 'domain', 'public', 'astro.config.mjs', 'edge/csp.ts', 'package-lock.json'];

function files(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => files(path.join(relative, name)));
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files)) {
    hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

applyMemorySettings();
followNpm();
const hash = sourceHash();
const built = existsSync(entry) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash;
if (!built) {
  console.log('Building the pages (the sources changed since the last build)…');
  const astro = path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; the server was not started.');
    process.exit(result.status ?? 1);
  }
  precompress(path.join(root, 'dist', 'client'));
  writeFileSync(stampFile, `${hash}\n`);
}

// Node keeps the compiled server code (types stripped, V8 code cache) in the system's temporary folder, or in
// NODE_COMPILE_CACHE, so a restart does not compile it again; `--dev`'s server process inherits the folder.
enableCompileCache();
const server = path.join(root, 'edge', 'server.ts');
const resolveOnce = path.join(root, 'scripts', 'resolve-packages-once.mjs');
if (process.argv.includes('--build-only')) {
  process.exit(0);
} else if (process.argv.includes('--dev')) {
  const child = spawn(process.execPath, ['--import', pathToFileURL(resolveOnce).href, '--watch', server], { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  await import(pathToFileURL(resolveOnce).href);
  await import(pathToFileURL(server).href);
}
