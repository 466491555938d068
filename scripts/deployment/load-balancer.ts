/**
 * A tiny round-robin load balancer (node:http) for the deployment test, as a cloud balancer would sit in front of
 * the instances: each request goes to the next backend; a backend that refuses the connection is skipped for a few
 * seconds and the request goes to the next one (the body is kept until then, so nothing is sent twice to a live one).
 */
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoadBalancer {
  url: string;
  /** How many requests each backend answered. */
  answered: Map<string, number>;
  close(): Promise<void>;
}

const SKIP_MS = 3_000;
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

async function bodyOf(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startLoadBalancer(backends: string[], port = 0): Promise<LoadBalancer> {
  let next = 0;
  const downUntil = new Map<string, number>();
  const answered = new Map(backends.map((b) => [b, 0]));
  const server: Server = createServer(async (incoming, outgoing) => {
    const body = await bodyOf(incoming);
    const headers = Object.fromEntries(Object.entries(incoming.headers).filter(([name]) => !HOP.has(name)));
    for (let tries = 0; tries < backends.length; tries++) {
      const backend = backends[next++ % backends.length] ?? '';
      if ((downUntil.get(backend) ?? 0) > Date.now()) continue;
      const sent = await new Promise<boolean>((resolve) => {
        const target = new URL(incoming.url ?? '/', backend);
        const proxied = forward(target, { method: incoming.method, headers: { ...headers, host: target.host } }, (response) => {
          answered.set(backend, (answered.get(backend) ?? 0) + 1);
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          outgoing.on('close', () => response.destroy());
          resolve(true);
        });
        proxied.on('error', () => {
          downUntil.set(backend, Date.now() + SKIP_MS);
          resolve(false);
        });
        proxied.end(body);
      });
      if (sent) return;
    }
    outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('No backend answered.\n');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    answered,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
