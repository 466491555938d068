import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const probe = fileURLToPath(new URL('../../tests/fixtures/embedded-thread-probe.ts', import.meta.url));

/**
 * The embedded database's thread reads its TypeScript from Node's compile cache once a start has written it, so it
 * does not load Node's TypeScript stripper and keep it for the life of the process (pglite-worker-start.mjs). The
 * cache says what it serves when NODE_DEBUG_NATIVE=COMPILE_CACHE; the folder is the process's temporary one, as a
 * server's is.
 */
describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database thread', () => {
  it('reads its stripped code from the compile cache on the next start', () => {
    const temporary = mkdtempSync(path.join(tmpdir(), 'marketplace-compile-cache-'));
    const { NODE_COMPILE_CACHE: _given, ...inherited } = process.env;
    const start = () =>
      spawnSync(process.execPath, [probe], { env: { ...inherited, TMPDIR: temporary, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' }, encoding: 'utf8', timeout: 60_000 });
    try {
      const first = start();
      expect(first.status, first.stderr).toBe(0);
      const second = start();
      expect(second.status, second.stderr).toBe(0);
      expect(`${second.stdout}${second.stderr}`).toMatch(/transpile cache for StrippedTypeScript \S+\/api\/db\/pglite-worker\.ts\.\.\.success/);
    } finally {
      rmSync(temporary, { recursive: true, force: true });
    }
  }, 120_000);
});
