/**
 * One process per PGlite data folder. PGlite keeps the database in the process's memory and writes it back to
 * the folder, so two processes on one folder silently lose each other's writes. The first process writes its
 * pid into `<folder>/.lock` (created exclusively); a second one finds the pid alive and stops without
 * touching the folder. A lock whose pid is dead (a crash, kill -9) is stale and taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup-error.ts';

export const LOCK_FILE = '.lock';

export class DataFolderInUse extends StartupError {}

export interface DataFolderLock {
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function create(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Takes the folder's lock or throws DataFolderInUse naming the folder and the process that holds it. */
export function lockDataFolder(folder: string): DataFolderLock {
  const file = path.join(folder, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (create(file)) {
      const release = () => {
        if (holder(file) === process.pid) rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { release };
    }
    const pid = holder(file);
    if (pid !== null && alive(pid)) {
      throw new DataFolderInUse(
        `The data folder ${folder} is in use by another process (pid ${pid}): only one server, migrate or seed may ` +
          `use an embedded database at a time. Stop that process first, or give this one another DATA_DIR.`,
      );
    }
    // The holder is gone: the lock is stale. Removing it only if it still names the same pid keeps a fresh lock.
    if (holder(file) === pid) rmSync(file, { force: true });
  }
  throw new DataFolderInUse(`The data folder ${folder} could not be locked (${file}); remove that file if no server is running.`);
}
