import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { createTestDeps } from '../testing/test-app.ts';
import type { Database } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { notifyForTest } from '../testing/notices.ts';
import { clientAccount, request, talentAccount, type TestAccount } from '../notification/test-accounts.ts';
import { publishLive } from './events.ts';
import { closeLiveHub, liveHub } from './hub.ts';
import { STREAM_PATH, notificationStreamRoute } from '../notification/notification-stream.ts';
import { secondInstance, serveOnLoopback, sseReader } from './test-sse.ts';

describe('live channel (server-sent events over LISTEN/NOTIFY)', () => {
  let t: Awaited<ReturnType<typeof createTestDeps>>;
  let deps: Deps;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  let listens = 0;

  beforeAll(async () => {
    t = await createTestDeps();
    // The same database, counting the LISTENs this process opens.
    const counted: Database = {
      ...t.deps.database,
      listen: (channel, onMessage) => {
        listens += 1;
        return t.deps.database.listen(channel, onMessage);
      },
    };
    deps = { ...t.deps, database: counted };
    other = await secondInstance(t.deps);
    server = await serveOnLoopback(createApp(deps).fetch);
  });
  afterAll(async () => {
    await server.close();
    await other.close();
    await t.close();
  });

  const hub = () => liveHub(deps);
  const open = async (account: TestAccount) => {
    const controller = new AbortController();
    const res = await fetch(`${server.url}${STREAM_PATH}`, { headers: { authorization: `Bearer ${account.token}` }, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('no-cache');
    if (!res.body) throw new Error('No stream.');
    return { ...sseReader(res.body), stop: () => controller.abort() };
  };

  it('refuses a caller without a session', async () => {
    const res = await fetch(`${server.url}${STREAM_PATH}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Authentication is required.' });
  });

  it('sends the unread count on connect and again when another instance notifies the user', async () => {
    const talent = await talentAccount(t.deps);
    await notifyForTest(other.deps, talent.userId, 'Before');
    const stream = await open(talent);
    expect(await stream.next()).toEqual({ retry: 5000 });
    expect(await stream.nextEvent()).toEqual({ event: 'unread', data: { unreadCount: 1, unreadChats: 0 } });

    const { notificationId } = await notifyForTest(other.deps, talent.userId, 'Hired');
    expect(await stream.nextEvent()).toEqual({ event: 'unread', data: { unreadCount: 2 } });

    const read = await request(createApp(other.deps), 'PUT', `/api/Notification/ReadNotification?notificationId=${notificationId}`, { token: talent.token });
    expect(read.body).toEqual({ unreadCount: 1, link: '/notificationviewall' });
    expect(await stream.nextEvent()).toEqual({ event: 'unread', data: { unreadCount: 1 } });
    stream.stop();
  });

  it('gives each user only their own events, forwards chat notices, and holds one LISTEN for all streams', async () => {
    const talent = await talentAccount(t.deps);
    const client = await clientAccount(t.deps);
    await vi.waitFor(() => expect(hub().listening()).toBe(false));
    const before = listens;
    const a = await open(talent);
    const b = await open(client);
    expect(await a.nextEvent()).toEqual({ event: 'unread', data: { unreadCount: 0, unreadChats: 0 } });
    expect(await b.nextEvent()).toEqual({ event: 'unread', data: { unreadCount: 0, unreadChats: 0 } });
    expect(listens - before).toBe(1);
    expect(hub().listening()).toBe(true);

    await publishLive(other.deps.db, { userId: client.userId, kind: 'chat', data: { chatId: 7, preview: 'for the client' } });
    await publishLive(other.deps.db, { userId: talent.userId, kind: 'chat', data: { chatId: 9, preview: 'for the talent' } });
    expect(await a.nextEvent()).toEqual({ event: 'chat', data: { chatId: 9, preview: 'for the talent' } });
    expect(await b.nextEvent()).toEqual({ event: 'chat', data: { chatId: 7, preview: 'for the client' } });

    await notifyForTest(other.deps, client.userId, 'New proposal');
    expect(await b.nextEvent()).toEqual({ event: 'unread', data: { unreadCount: 1 } });
    await notifyForTest(other.deps, talent.userId, 'Match');
    expect(await a.nextEvent()).toEqual({ event: 'unread', data: { unreadCount: 1 } });
    expect(listens - before).toBe(1);

    a.stop();
    b.stop();
    await vi.waitFor(() => expect(hub().listening()).toBe(false));
  });

  it('publishes only what commits', async () => {
    const talent = await talentAccount(t.deps);
    const stream = await open(talent);
    expect(await stream.nextEvent()).toEqual({ event: 'unread', data: { unreadCount: 0, unreadChats: 0 } });
    await other.deps.db
      .transaction(async (tx) => {
        await notifyForTest(other.deps, talent.userId, 'Rolled back', tx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await publishLive(other.deps.db, { userId: talent.userId, kind: 'chat', data: { marker: 'after the rollback' } });
    expect(await stream.nextEvent()).toEqual({ event: 'chat', data: { marker: 'after the rollback' } });
    stream.stop();
  });

  it('refuses events too large for NOTIFY', async () => {
    await expect(publishLive(t.deps.db, { userId: 1, kind: 'chat', data: { text: 'x'.repeat(8000) } })).rejects.toThrow(/under 7900 bytes/);
  });

  it('ends every stream when the hub closes for shutdown', async () => {
    const talent = await talentAccount(t.deps);
    const stream = await open(talent);
    expect(await stream.nextEvent()).toEqual({ event: 'unread', data: { unreadCount: 0, unreadChats: 0 } });
    await closeLiveHub(deps.database);
    expect(hub().listening()).toBe(false);
    for (let message = await stream.next(); message; message = await stream.next()) {
      expect(message).not.toHaveProperty('event');
    }
  });
});

describe('live channel heartbeats', () => {
  let t: Awaited<ReturnType<typeof createTestDeps>>;
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;

  beforeAll(async () => {
    t = await createTestDeps();
    server = await serveOnLoopback(createApp(t.deps, [notificationStreamRoute({ heartbeatMs: 50, retryMs: 1000 })]).fetch);
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('sends heartbeats while the session lives and ends the stream once it is revoked', async () => {
    const talent = await talentAccount(t.deps);
    const res = await fetch(`${server.url}${STREAM_PATH}`, { headers: { authorization: `Bearer ${talent.token}` } });
    if (!res.body) throw new Error('No stream.');
    const stream = sseReader(res.body);
    expect(await stream.next()).toEqual({ retry: 1000 });
    expect(await stream.next()).toEqual({ event: 'unread', data: { unreadCount: 0, unreadChats: 0 } });
    expect(await stream.next()).toEqual({ comment: 'heartbeat' });
    await revokeUserSessions(t.deps, talent.userId, 'test');
    let last = await stream.next();
    while (last && 'comment' in last) last = await stream.next();
    expect(last).toBeNull();
    await vi.waitFor(() => expect(liveHub(t.deps).listening()).toBe(false));
  });
});
