/** The server entry (npm start runs it after building): one Node process serving the product. */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadConfigOrExit } from '#kernel/config.ts';
import { exitOnStartupError } from '#kernel/startup-error.ts';
import { openEmbeddedEarly } from '#api/db/embedded-folder.ts';
import { opensEmbeddedDatabase, serveMode } from './serve-mode.ts';
import { seedNewFolderFirst } from './seed-first.ts';
import type { AstroHandler } from './context.ts';

const entry = fileURLToPath(new URL('../dist/server/entry.mjs', import.meta.url));

async function loadAstro(): Promise<AstroHandler | undefined> {
  if (!existsSync(entry)) {
    console.warn('The pages are not built yet (dist/server/entry.mjs is missing); run "npm run build" or "npm start".');
    return undefined;
  }
  const module = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };
  return module.handler;
}

const config = loadConfigOrExit();
const mode = serveMode(process.env, config);
// The embedded database opens in its own thread while this one loads the rest of the server's code.
if (opensEmbeddedDatabase(mode, config)) {
  try {
    if (config.demoData) seedNewFolderFirst(config.dataDir);
    openEmbeddedEarly(config.dataDir);
  } catch (error) {
    exitOnStartupError(error);
  }
}
// React picks its build by NODE_ENV when it is first loaded, which is below, with the pages. Unset, NODE_ENV means
// our own settings' defaults for a machine of one's own (read above), not React's development build: the pages
// render with React's production build, as the browser's bundle of the same pages does.
process.env.NODE_ENV ||= 'production';
const { startServer } = await import('./boot.ts');
const { mailBanner } = await import('./mail-banner.ts');
const progress = (line: string) => console.log(line);
const running = await startServer({ config, mode, astro: mode === 'api' ? undefined : await loadAstro(), progress }).catch(exitOnStartupError);

const url = mode === 'api' ? running.url : (config.publicOrigin ?? running.url);
const lines = [`${config.productName} ${mode === 'api' ? 'API host' : 'marketplace'} is running at ${url}`];
if (mode !== 'edge') lines.push(mailBanner(config, mode, url));
if (mode === 'all' && !config.databaseUrl) lines.push(`Data is kept in ${config.dataDir} (embedded PostgreSQL).`);
console.log(lines.join('\n'));

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, finishing open requests…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await running.close();
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
