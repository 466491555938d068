/** Child processes the benchmark starts: each is awaited until it answers and stopped before the run ends. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';

export interface Started {
  child: ChildProcess;
  /** Calls `listener` with each line the process writes to its standard output; returns the function that stops it. */
  onLine(listener: (line: string) => void): () => void;
  stop(): Promise<void>;
}

/** How much of a process's output is kept for the failure message: the last lines, however long it runs. */
const KEPT_LINES = 200;

/** Starts `node <args>` with the same Node that runs the benchmark; the end of its output is kept for the failure message. */
export function startNode(args: string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const listeners = new Set<(line: string) => void>();
  let partial = '';
  const keep = (line: string) => {
    output.push(line);
    if (output.length > KEPT_LINES) output.shift();
  };
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      keep(line);
      for (const listener of listeners) listener(line);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => keep(chunk.toString()));
  child.on('exit', (code) => {
    if (code !== null && code !== 0) process.stderr.write(`${args.join(' ')} exited with ${code}\n${output.join('\n')}`);
  });
  return {
    child,
    onLine: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resolves once the URL answers 2xx; rejects when the process exits first or the deadline passes. */
export async function waitUntilReady(url: string, started: Started, deadlineMs = 120_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`The process for ${url} exited before it answered.`);
    const ready = await fetch(url).then(
      async (res) => {
        await res.body?.cancel();
        return res.ok;
      },
      () => false,
    );
    if (ready) return;
    await delay(100);
  }
  throw new Error(`${url} was not ready within ${deadlineMs / 1000} s.`);
}
