import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#kernel/config.ts';
import { openTestDatabase } from '#api/testing/test-app.ts';
import type { Database } from '#api/db/client.ts';
import { startServer } from './boot.ts';

describe('files a crash left in the blob folder', () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'boot-blobs-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are removed when the server starts: partial uploads, and files no row describes once past the grace period', async () => {
    const folder = path.join(dataDir, 'blobs', 'cd');
    await mkdir(folder, { recursive: true });
    const partial = path.join(folder, 'cd000000-0000-4000-8000-000000000001.5f2b.part');
    const orphan = path.join(folder, 'cd000000-0000-4000-8000-000000000002');
    const fresh = path.join(folder, 'cd000000-0000-4000-8000-000000000003');
    for (const file of [partial, orphan, fresh]) await writeFile(file, 'left by a crash');
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await utimes(orphan, hourAgo, hourAgo);

    const config = { ...loadConfig({ DATA_DIR: dataDir }), captchaMaxNumber: 1000, logLevel: 'silent' as const, demoData: false };
    const running = await startServer({ config, mode: 'all', database, port: 0, hostname: '127.0.0.1' });
    try {
      // The sweep runs beside the start and removes the partial file last.
      await expect.poll(() => existsSync(partial)).toBe(false);
      expect(existsSync(orphan)).toBe(false);
      expect(existsSync(fresh)).toBe(true);
    } finally {
      await running.close();
    }
  });
});
