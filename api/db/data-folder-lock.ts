/**
 * One process per PGlite data folder. PGlite keeps the database in the process's memory and writes it back to
 * the folder, so two processes on one folder silently lose each other's writes. The first process writes its
 * pid and start time into `<folder>/.lock` (created exclusively); a second one finds that process running and
 * stops without touching the folder. A lock whose process is gone is stale and taken over: a dead pid, a process
 * that was killed and is exiting or waits to be reaped (kill -9 leaves it listed for a moment), or a pid now used by
 * another process (its start time differs). Where /proc is missing (not Linux) a pid that answers signal 0 holds.
 */
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '#kernel/startup-error.ts';

export const LOCK_FILE = '.lock';

export class DataFolderInUse extends StartupError {}

export interface DataFolderLock {
  release(): void;
}

interface Holder {
  pid: number;
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat); absent in locks of older versions. */
  startTime: string | undefined;
}

/** The kernel's flag of a task that is exiting (PF_EXITING in /proc/<pid>/stat). */
const PF_EXITING = 0x4;

/** State, flags and start time of a process; null when it does not exist; undefined without /proc. */
function procStat(pid: number): { state: string; flags: number; startTime: string } | null | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": the command name may hold spaces and parentheses, so read after its last ")".
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', flags: Number(fields[6]), startTime: fields[19] ?? '' };
  } catch {
    return existsSync('/proc/self/stat') ? null : undefined;
  }
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process that wrote the lock still runs (and is not on its way out). */
function running(holder: Holder): boolean {
  const stat = procStat(holder.pid);
  if (stat === undefined) return signalable(holder.pid);
  if (stat === null || stat.state === 'Z' || stat.state === 'X' || (stat.flags & PF_EXITING) !== 0) return false;
  return holder.startTime === undefined || holder.startTime === stat.startTime;
}

function holderOf(file: string): Holder | null {
  try {
    const [pidText, startTime] = readFileSync(file, 'utf8').trim().split(/\s+/);
    const pid = Number(pidText);
    return Number.isInteger(pid) && pid > 0 ? { pid, startTime } : null;
  } catch {
    return null;
  }
}

function create(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    const startTime = procStat(process.pid)?.startTime;
    writeSync(fd, `${process.pid}${startTime ? ` ${startTime}` : ''}\n`);
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
        if (holderOf(file)?.pid === process.pid) rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { release };
    }
    const holder = holderOf(file);
    if (holder !== null && running(holder)) {
      throw new DataFolderInUse(
        `The data folder ${folder} is in use by another process (pid ${holder.pid}): only one server, migrate or seed may ` +
          `use an embedded database at a time. Stop that process first, or give this one another DATA_DIR.`,
      );
    }
    // The holder is gone: the lock is stale. Removing it only if it still names the same pid keeps a fresh lock.
    if (holderOf(file)?.pid === holder?.pid) rmSync(file, { force: true });
  }
  throw new DataFolderInUse(`The data folder ${folder} could not be locked (${file}); remove that file if no server is running.`);
}
