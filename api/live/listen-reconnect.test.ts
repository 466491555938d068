/**
 * Two instances on one PostgreSQL database: a chat message sent while the streaming instance's LISTEN connection
 * is gone cannot travel by NOTIFY. When the LISTEN is back the stream is told to resync, and the messages after
 * the newest one the page shows include it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createApp } from '../app.ts';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { adminQueries } from '../testing/postgres-admin.ts';
import { groupChats, projects } from '../db/schema/index.ts';
import { STREAM_PATH } from '../notification/notification-stream.ts';
import { secondInstance, sseReader } from './test-sse.ts';
import type { ChatMessage } from '#domain/chat.ts';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('a chat message sent while the LISTEN connection is down (PostgreSQL, two instances)', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  let database = '';
  beforeAll(async () => {
    t = await createDemoTestApp();
    other = await secondInstance(t.deps);
    const result = (await t.deps.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
    database = result.rows[0]?.name ?? '';
  }, 120_000);
  afterAll(async () => {
    await adminQueries(url ?? '', [`alter database ${database} with allow_connections true`]);
    await other.close();
    await t.close();
  });

  it('reaches the open stream as a resync, after which the missed message is loaded', async () => {
    const [chat] = await t.deps.db
      .select({ id: groupChats.id })
      .from(groupChats)
      .innerJoin(projects, eq(projects.id, groupChats.projectId))
      .where(and(eq(projects.title, 'Power BI Dashboards for Finance Analysts'), eq(groupChats.isGeneral, true)));
    const chatId = chat?.id ?? 0;
    const sofia = { authorization: `Bearer ${await t.tokenOf('talent.best@demo.example')}` };
    const shown = (await (await t.app.request(`/api/Messaging/GetMessages?chatId=${chatId}`, { headers: sofia })).json()) as { messages: ChatMessage[] };
    const newest = Math.max(...shown.messages.map((m) => m.messageId));

    // Instance C streams to talent.best; instance B will take client.admin's message.
    const res = await t.app.request(STREAM_PATH, { headers: sofia });
    if (!res.body) throw new Error('No stream.');
    const stream = sseReader(res.body);
    expect((await stream.nextEvent()).event).toBe('unread');
    const instanceB = createApp(other.deps);
    const admin = `Bearer ${await t.tokenOf('client.admin@demo.example')}`;
    const sendAsAdmin = (body: string) =>
      instanceB.request('/api/Messaging/SendMessage', {
        method: 'POST',
        headers: { authorization: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ chatId, clientId: body, body }),
      });
    // B's pool keeps a connection open from this call: it can still write while new connections are refused.
    expect((await sendAsAdmin('x0')).status).toBe(200);
    let heard = await stream.nextEvent();
    while (heard.event !== 'chat') heard = await stream.nextEvent();

    // The LISTEN connection dies and cannot come back until the database accepts connections again.
    await adminQueries(url ?? '', [
      `alter database ${database} with allow_connections false`,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}' and query ilike 'listen%'`,
    ]);
    expect((await sendAsAdmin('x1')).status).toBe(200);
    await adminQueries(url ?? '', [`alter database ${database} with allow_connections true`]);

    const events: string[] = [];
    heard = await stream.nextEvent();
    while (heard.event !== 'resync') {
      events.push(`${heard.event} ${JSON.stringify(heard.data)}`);
      heard = await stream.nextEvent();
    }
    expect(events.join('\n')).not.toContain('"body":"x1"');
    const caughtUp = (await (await t.app.request(`/api/Messaging/GetMessages?chatId=${chatId}&after=${newest}&limit=100`, { headers: sofia })).json()) as {
      messages: ChatMessage[];
    };
    expect(caughtUp.messages.map((m) => m.body)).toContain('x1');
    await stream.cancel();
  });
});
