/**
 * /metrics on a port of its own (METRICS_PORT), bound to loopback or one allow-listed address (METRICS_HOST), so the
 * public site never serves it. Anything but GET /metrics answers 404.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectProcessMetrics, registry } from '#kernel/metrics.ts';
import { beginScrape } from './database-metrics.ts';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

export async function startMetricsServer(options: { port: number; host: string }): Promise<MetricsServer> {
  collectProcessMetrics();
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.method !== 'GET' || incoming.url?.split('?')[0] !== '/metrics') {
      outgoing.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n');
      return;
    }
    beginScrape();
    registry.metrics().then(
      (text) => outgoing.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => outgoing.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
