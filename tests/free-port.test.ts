/**
 * Servers started by the tests, the journeys, the bench and the deployment test get ports outside the kernel's
 * ephemeral range, so an outgoing connection cannot take a port between its choice and the server's listen.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralLow, freePort } from '../bench/free-port.ts';

describe('freePort', () => {
  it('gives distinct ports below the ephemeral range that a server can listen on', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) expect(port).toBeLessThan(ephemeralLow());
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(ports[0], '127.0.0.1', resolve));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
