/**
 * A free loopback port for a server about to start. It is taken below the kernel's ephemeral range (Linux's
 * ip_local_port_range), where outgoing connections get their local ports: a port the kernel hands out for port 0 lies
 * in that range, and a connection opened before the server listens could take it (seen: a deployment test's instance
 * failing with EADDRINUSE while the others connected to PostgreSQL). A port given once by this process is not given
 * again.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const lowest = 10_000;
const given = new Set<number>();

/** The first port of the kernel's ephemeral range (32768 where it cannot be read). */
export function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > lowest ? low : 32_768;
  } catch {
    return 32_768;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  const below = ephemeralLow();
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = lowest + Math.floor(Math.random() * (below - lowest));
    if (given.has(port)) continue;
    given.add(port);
    if (await canListen(port)) return port;
    given.delete(port);
  }
  throw new Error('No free port.');
}
