/**
 * A new embedded data folder gets its demo data from a process of its own (scripts/seed.ts) before the server opens
 * it: seeding allocates far more than serving (thousands of rows built in memory, password hashes, generated files),
 * and what a process allocated stays resident after it is freed, so it leaves with the seeding process instead of
 * staying in the server for its life (decision record 359). A folder that has a database is left as it is; the
 * server's own check (seedIfEmpty) still seeds a database that has no users.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StartupError } from '#kernel/startup-error.ts';

const seedScript = fileURLToPath(new URL('../scripts/seed.ts', import.meta.url));

/** The server's Node flags but watch mode (`npm run dev`), under which the seed would wait for changes and never end. */
const seedFlags = () => process.execArgv.filter((flag) => !flag.startsWith('--watch'));

export function seedNewFolderFirst(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'pglite'))) return;
  console.log('Adding the demo data (a new database)…');
  const seeding = spawnSync(process.execPath, [...seedFlags(), seedScript], { stdio: 'inherit', env: process.env });
  if (seeding.status !== 0) throw new StartupError(`The demo data could not be added to ${dataDir} (the seed exited with ${seeding.status ?? seeding.signal}).`);
}
