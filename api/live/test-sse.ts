/** Test helpers for the live channel: read a text/event-stream as it arrives; serve an app on a loopback port. */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import type { Deps } from '../deps.ts';

export type SseMessage = { event: string; data: unknown } | { comment: string } | { retry: number };

export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';

  /** The next message, or null when the stream ended. */
  async function next(): Promise<SseMessage | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return parse(block);
      }
      const chunk = await reader.read();
      if (chunk.done) return null;
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  }

  /** The next named event, passing over comments and the retry hint. */
  async function nextEvent(): Promise<{ event: string; data: unknown }> {
    for (;;) {
      const message = await next();
      if (!message) throw new Error('The stream ended before the next event.');
      if ('event' in message) return message;
    }
  }

  return { next, nextEvent, cancel: () => reader.cancel() };
}

function parse(block: string): SseMessage {
  const lines = block.split('\n');
  const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
  if (lines[0]?.startsWith(': ')) return { comment: lines[0].slice(2) };
  const retry = field('retry');
  if (retry !== undefined) return { retry: Number(retry) };
  return { event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') };
}

export async function serveOnLoopback(fetch: (request: Request) => Response | Promise<Response>) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

/**
 * The deps of a second instance on the same database: on PostgreSQL its own connection pool (so its NOTIFY
 * travels through the server to the first instance's LISTEN); on PGlite, which has a single connection, the
 * same database handle.
 */
export async function secondInstance(deps: Deps): Promise<{ deps: Deps; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (deps.database.kind === 'pglite' || !url) return { deps: { ...deps }, close: async () => undefined };
  const result = (await deps.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
  const target = new URL(url);
  target.pathname = `/${result.rows[0]?.name ?? ''}`;
  const database = await openDatabase({ url: target.toString() });
  return { deps: { ...deps, database, db: database.db }, close: () => database.close() };
}
