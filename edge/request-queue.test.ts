import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { requestQueue, waitedMsOf, type RequestQueue } from './request-queue.ts';

interface Held {
  path: string;
  outgoing: ServerResponse;
  waitedMs: number;
  /** When its work began (performance.now()). */
  startedAt: number;
}

/** A real server whose every request goes through the queue and is held until the test answers it. */
async function heldServer(queue: RequestQueue) {
  const started: Held[] = [];
  let onStart = () => {};
  const server: Server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    queue.admit(incoming, outgoing, () => {
      started.push({ path: incoming.url ?? '', outgoing, waitedMs: waitedMsOf(incoming), startedAt: performance.now() });
      onStart();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  const startedCount = (count: number) =>
    new Promise<void>((resolve) => {
      onStart = () => started.length >= count && resolve();
      onStart();
    });
  return { started, origin, startedCount };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const answer = (held: Held | undefined) => held?.outgoing.end(held.path);

describe('the request queue', () => {
  it('works on at most its limit of requests at once and lets the others in in arrival order as answers finish', async () => {
    let clock = 0;
    const queue = requestQueue(2, 1_000, () => clock);
    const { started, origin, startedCount } = await heldServer(queue);
    const answers = ['/1', '/2', '/3', '/4'].map((path) => fetch(`${origin}${path}`).then((res) => res.text()));
    await startedCount(2);
    await expect.poll(() => queue.waiting).toBe(2);
    expect(started.map((held) => held.path)).toEqual(['/1', '/2']);

    clock = 250;
    answer(started[1]);
    await startedCount(3);
    expect(started.map((held) => held.path)).toEqual(['/1', '/2', '/3']);
    expect(started.map((held) => held.waitedMs)).toEqual([0, 0, 250]);
    expect(queue.active).toBe(2);

    answer(started[0]);
    answer(started[2]);
    await startedCount(4);
    answer(started[3]);
    expect(await Promise.all(answers)).toEqual(['/1', '/2', '/3', '/4']);
    expect(queue.active).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('never runs a request whose connection closed while it waited', async () => {
    const queue = requestQueue(1);
    const { started, origin, startedCount } = await heldServer(queue);
    const first = fetch(`${origin}/first`).then((res) => res.text());
    await startedCount(1);
    const gone = request(`${origin}/gone`);
    gone.on('error', () => undefined);
    gone.end();
    await expect.poll(() => queue.waiting).toBe(1);
    gone.destroy();
    await expect.poll(() => queue.waiting).toBe(0);
    const last = fetch(`${origin}/last`).then((res) => res.text());
    await expect.poll(() => queue.waiting).toBe(1);

    answer(started[0]);
    await startedCount(2);
    expect(started.map((held) => held.path)).toEqual(['/first', '/last']);
    answer(started[1]);
    expect([await first, await last]).toEqual(['/first', '/last']);
  });

  it('lets the live channel and the health check through when it is full', async () => {
    const queue = requestQueue(1, 60_000);
    const { started, origin, startedCount } = await heldServer(queue);
    void fetch(`${origin}/busy`).catch(() => undefined);
    await startedCount(1);
    void fetch(`${origin}/api/Notification/Stream`, { headers: { accept: 'text/event-stream' } }).catch(() => undefined);
    void fetch(`${origin}/healthz`).catch(() => undefined);
    await startedCount(3);
    expect(started.map((held) => held.path)).toEqual(['/busy', '/api/Notification/Stream', '/healthz']);
    expect(queue.active).toBe(1);
  });

  it('counts a request that takes longer than its hold no more, and the next one goes in', async () => {
    const holdMs = 300;
    const queue = requestQueue(1, holdMs);
    const { started, origin, startedCount } = await heldServer(queue);
    void fetch(`${origin}/slow`).catch(() => undefined);
    await startedCount(1);
    const next = fetch(`${origin}/next`).then((res) => res.text());
    await startedCount(2);
    // It waited its turn, and went in when the hold of the slow one ended (counted from when that one began, not
    // from when this one arrived: a busy machine may deliver it late).
    expect(started[1]?.waitedMs).toBeGreaterThan(0);
    expect((started[1]?.startedAt ?? 0) - (started[0]?.startedAt ?? 0)).toBeGreaterThanOrEqual(holdMs - 5);
    answer(started[1]);
    expect(await next).toBe('/next');
    answer(started[0]);
  });
});
