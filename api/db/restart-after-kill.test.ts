/**
 * A server on an embedded data folder killed with SIGKILL (a crash, an OOM kill, kill -9) starts again at once: the
 * lock its dead process leaves never refuses the next start, however soon it comes, and a lock whose pid now
 * belongs to another process does not block a start for good.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Started } from '../../bench/processes.ts';
import { embeddedRunOnly, runScript, serverEnv, startServerProcess } from '../../tests/node-processes.ts';
import { LOCK_FILE } from './data-folder-lock.ts';

describe.skipIf(embeddedRunOnly)('restart right after kill -9', () => {
  const running: Started[] = [];
  afterAll(async () => {
    for (const started of running) await started.stop();
  });

  it('starts again at once, three times in a row, on the same data folder', async () => {
    const { env, dataDir, url } = await serverEnv();
    let server = await startServerProcess(env, url);
    running.push(server);
    for (let round = 1; round <= 3; round += 1) {
      const killed = server.child.pid;
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toContain(String(killed));
      const exited = once(server.child, 'exit');
      server.child.kill('SIGKILL');
      // The next start does not wait for the dead process to be reaped.
      server = await startServerProcess(env, url);
      running.push(server);
      await exited;
      expect((await fetch(`${url}/healthz`)).status, `round ${round}`).toBe(200);
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toContain(String(server.child.pid));
    }
  }, 200_000);

  it('takes over a lock whose pid a different process uses now', async () => {
    const { env, dataDir } = await serverEnv();
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      // The pid is alive, but the process started at another time than the one that wrote the lock.
      writeFileSync(path.join(dataDir, LOCK_FILE), `${other.pid} 1\n`);
      const migrate = await runScript('scripts/migrate.ts', env);
      expect(migrate.output).toContain('Migrations applied');
      expect(migrate.code).toBe(0);
    } finally {
      other.kill('SIGKILL');
    }
  }, 120_000);
});
