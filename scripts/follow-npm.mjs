/**
 * npm runs a script through `sh -c`, and that shell does not pass signals on: SIGTERM or SIGINT sent to npm
 * alone ends npm (and, on SIGTERM, the shell) but would leave this process serving on its port. When npm
 * started this process, it watches the shell and npm, and when either is gone it sends itself SIGTERM, which
 * takes the graceful path (open requests finish, streams close, the database closes).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CHECK_MS = 250;

function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) || null;
  } catch {
    // not Linux: ask ps
  }
  try {
    return Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim()) || null;
  } catch {
    return null;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

export function followNpm() {
  if (!process.env.npm_lifecycle_event || process.platform === 'win32') return;
  const shell = process.ppid;
  const npm = parentOf(shell);
  const watch = setInterval(() => {
    if (process.ppid === shell && (npm === null || npm <= 1 || alive(npm))) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, CHECK_MS);
  watch.unref();
}
