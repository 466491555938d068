/**
 * The CPU time a process has used so far (every thread, user and system), read from Linux's /proc. The throughput
 * bench reads it around a measured run to tell what an answer costs the server apart from what it costs the client
 * that shares the machine with it. Elsewhere (no /proc) it is unknown.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux's common builds). */
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/** Microseconds of CPU time used by `pid` so far, or undefined where /proc does not tell. */
export function cpuMicroseconds(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command name (which may hold spaces and parentheses): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? (ticks * 1_000_000) / clockTicks() : undefined;
}
