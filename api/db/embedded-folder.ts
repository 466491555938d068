/**
 * The embedded database of a data folder: the lock that keeps the folder to one process, then PGlite opening in its
 * own thread. The server's entry starts this before it loads the rest of its code (`openEmbeddedEarly`), so on a
 * restart the opening and the loading overlap on two cores; `openDatabase` then takes what was started for the folder.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { lockDataFolder } from './data-folder-lock.ts';
import { startPgliteThread, type PgliteThread } from './pglite-thread.ts';

export interface EmbeddedFolder {
  /** PGlite open in its thread; on failure the folder's lock is already released. */
  engine: Promise<PgliteThread>;
  release(): void;
}

/** Locks the folder (throws DataFolderInUse when another process holds it) and starts opening PGlite in it. */
export function openEmbeddedFolder(dataDir: string): EmbeddedFolder {
  mkdirSync(dataDir, { recursive: true });
  const { release } = lockDataFolder(dataDir);
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const engine = startPgliteThread({ dataDir: dir }).catch((error: unknown) => {
    release();
    throw error;
  });
  // Awaited by openDatabase later; until then a failure must not count as an unhandled rejection.
  engine.catch(() => undefined);
  return { engine, release };
}

const early = new Map<string, EmbeddedFolder>();

/** Starts opening the folder's database now, for the next `takeEarlyFolder` of the same folder. */
export function openEmbeddedEarly(dataDir: string): void {
  early.set(path.resolve(dataDir), openEmbeddedFolder(dataDir));
}

/** What `openEmbeddedEarly` started for this folder, once. */
export function takeEarlyFolder(dataDir: string): EmbeddedFolder | undefined {
  const key = path.resolve(dataDir);
  const started = early.get(key);
  early.delete(key);
  return started;
}
