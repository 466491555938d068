import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestDeps } from '../testing/test-app.ts';
import { notifyForTest } from '../testing/notices.ts';
import { talentAccount } from '../notification/test-accounts.ts';
import { testEdge } from '#edge/test-edge.ts';
import { inProcessApi } from '#edge/api-transport.ts';
import { ACCESS_COOKIE } from '#edge/cookies.ts';
import { STREAM_PATH } from '../notification/notification-stream.ts';
import { serveOnLoopback, sseReader } from './test-sse.ts';

describe('the live channel through the edge', () => {
  let t: Awaited<ReturnType<typeof createTestDeps>>;
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;

  beforeAll(async () => {
    t = await createTestDeps();
    const edge = testEdge(t.deps, inProcessApi(createApp(t.deps)));
    server = await serveOnLoopback(edge.fetch);
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('streams each event as it happens to a browser holding only the session cookie', async () => {
    const talent = await talentAccount(t.deps);
    const controller = new AbortController();
    const res = await fetch(`${server.url}${STREAM_PATH}`, {
      headers: { cookie: `${ACCESS_COOKIE}=${talent.token}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    if (!res.body) throw new Error('No stream.');
    const stream = sseReader(res.body);
    expect(await stream.nextEvent()).toEqual({ event: 'unread', data: { unreadCount: 0, unreadChats: 0 } });
    // The first answer arrived while the stream stays open: nothing buffers it until the end.
    await notifyForTest(t.deps, talent.userId, 'Through the edge');
    expect(await stream.nextEvent()).toEqual({ event: 'unread', data: { unreadCount: 1 } });
    controller.abort();
  });

  it('answers 401 without a session cookie', async () => {
    expect((await fetch(`${server.url}${STREAM_PATH}`)).status).toBe(401);
  });
});
