import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createApp } from '../app.ts';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { groupChats, projects } from '../db/schema/index.ts';
import { STREAM_PATH } from '../notification/notification-stream.ts';
import { secondInstance, sseReader } from '../live/test-sse.ts';
import type { ChatLiveData } from '#domain/chat.ts';

// On PostgreSQL (DATABASE_URL) the second instance has its own pool, so the NOTIFY travels through the server.
describe('a chat message sent through one instance reaches a live member on another', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
    other = await secondInstance(t.deps);
  }, 120_000);
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('within a second', async () => {
    const [chat] = await t.deps.db
      .select({ id: groupChats.id })
      .from(groupChats)
      .innerJoin(projects, eq(projects.id, groupChats.projectId))
      .where(and(eq(projects.title, 'Power BI Dashboards for Finance Analysts'), eq(groupChats.isGeneral, true)));
    if (!chat) throw new Error('The demo data lacks the Power BI general group.');
    const res = await t.app.request(STREAM_PATH, { headers: { authorization: `Bearer ${await t.tokenOf('talent.best@demo.example')}` } });
    if (!res.body) throw new Error('No stream.');
    const stream = sseReader(res.body);
    expect((await stream.nextEvent()).event).toBe('unread');

    const secondApp = createApp(other.deps);
    const token = await t.tokenOf('client.admin@demo.example');
    const started = performance.now();
    const sent = await secondApp.request('/api/Messaging/SendMessage', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ chatId: chat.id, clientId: 'two-instances', body: 'From the other instance' }),
    });
    expect(sent.status).toBe(200);
    let heard = await stream.nextEvent();
    while (heard.event !== 'chat') heard = await stream.nextEvent();
    expect(performance.now() - started).toBeLessThan(1000);
    expect((heard.data as ChatLiveData & { type: 'message' }).chatMessage?.body).toBe('From the other instance');
    await stream.cancel();
  });
});
