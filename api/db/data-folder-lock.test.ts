import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Started } from '../../bench/processes.ts';
import { embeddedRunOnly, runScript, serverEnv, startServerProcess } from '../../tests/node-processes.ts';
import { LOCK_FILE } from './data-folder-lock.ts';

describe.skipIf(embeddedRunOnly)('one process per embedded data folder', () => {
  const running: Started[] = [];
  afterAll(async () => {
    for (const started of running) await started.stop();
  });

  it('refuses a second server, migrate and seed on a folder a running server holds, naming the folder, and takes over a stale lock', async () => {
    const { env, dataDir, url } = await serverEnv();
    const first = await startServerProcess(env, url);
    running.push(first);
    const lock = path.join(dataDir, LOCK_FILE);
    expect(readFileSync(lock, 'utf8').split(' ')[0]).toBe(String(first.child.pid));

    const second = await serverEnv(dataDir);
    for (const [script, extra] of [['edge/server.ts', second.env], ['scripts/migrate.ts', env], ['scripts/seed.ts', env]] as const) {
      const { code, output } = await runScript(script, extra);
      expect(code, `${script}: ${output}`).not.toBe(0);
      expect(output).toContain(`The data folder ${dataDir} is in use by another process (pid ${first.child.pid})`);
    }

    expect(readFileSync(lock, 'utf8').split(' ')[0]).toBe(String(first.child.pid));
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    await expect(fetch(`${second.url}/healthz`)).rejects.toThrow();

    await first.stop();
    expect(existsSync(lock)).toBe(false);

    // A lock left by a process that died (kill -9, a crash) is stale: the next process takes it over.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(lock, `${gone.stdout}\n`);
    const migrate = await runScript('scripts/migrate.ts', env);
    expect(migrate.output).toContain('Migrations applied');
    expect(migrate.code).toBe(0);
    expect(existsSync(lock)).toBe(false);
  }, 180_000);
});
