/** A new embedded data folder is seeded by a process of its own before the server opens it (edge/seed-first.ts). */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startNode, waitUntilReady, type Started } from '../bench/processes.ts';
import { embeddedRunOnly, root, serverEnv } from './node-processes.ts';

describe.skipIf(embeddedRunOnly)('the first start on a new data folder', () => {
  const running: Started[] = [];
  afterAll(async () => {
    for (const started of running) await started.stop();
  });

  it('adds the demo data in a seeding process that has ended before the server opens the database', async () => {
    const { env, url } = await serverEnv();
    const server = startNode([path.join(root, 'edge', 'server.ts')], { ...env, DEMO_DATA: 'true' });
    running.push(server);
    const lines: string[] = [];
    server.onLine((line) => lines.push(line));
    await waitUntilReady(`${url}/healthz`, server);
    const seeded = lines.findIndex((line) => line.startsWith('Demo data seeded (PGlite in'));
    const opening = lines.findIndex((line) => line.startsWith('Opening the database'));
    expect(seeded, lines.join('\n')).toBeGreaterThanOrEqual(0);
    expect(seeded).toBeLessThan(opening);
    // The server found the demo there and added nothing itself.
    expect(lines.some((line) => line.startsWith('Demo data added in'))).toBe(false);
    // Asked of the API, which needs no page build (vitest may run this before a test that builds the pages).
    const openJobs = await fetch(`${url}/api/Project/OpenJobs`);
    expect(openJobs.status).toBe(200);
    expect(((await openJobs.json()) as { total: number }).total).toBeGreaterThan(0);
  }, 180_000);
});
