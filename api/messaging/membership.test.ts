import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createApp } from '../app.ts';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { secondInstance } from '../live/test-sse.ts';
import { groupChats, projects, users } from '../db/schema/index.ts';
import { chatTexts, type ChatSummary } from '#domain/chat.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const pool01 = 'talent.pool01@demo.example';

describe('chat membership under concurrency and after leaving', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  let powerbi: number;
  beforeAll(async () => {
    t = await createDemoTestApp();
    other = await secondInstance(t.deps);
    const [job] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, 'Power BI Dashboards for Finance Analysts'));
    powerbi = job?.id ?? 0;
  }, 120_000);
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const userIdOf = async (email: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;

  it('adds a member once when 50 requests race across two instances: one 200, the rest 409, none 500', async () => {
    const created = await t.request(admin, 'POST', '/api/Messaging/AddGroupChat', { projectId: powerbi, name: 'Race', userIds: [] });
    const chatId = (created.body as { chat: ChatSummary }).chat.chatId;
    const apps = [t.app, createApp(other.deps)];
    const token = await t.tokenOf(admin);
    const body = JSON.stringify({ chatId, userId: await userIdOf(pool01) });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        apps[i % 2]!.request('/api/Messaging/AddGroupMember', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const refused = await answers.find((a) => a.status === 409)?.json();
    expect(refused).toEqual({ message: chatTexts.alreadyMember });
  });

  it('adds back someone who left once when requests race', async () => {
    const created = await t.request(admin, 'POST', '/api/Messaging/AddGroupChat', { projectId: powerbi, name: 'Come back', userIds: [await userIdOf(standard)] });
    const chatId = (created.body as { chat: ChatSummary }).chat.chatId;
    expect((await t.request(standard, 'DELETE', `/api/Messaging/LeaveGroupChat?chatId=${chatId}`)).status).toBe(200);
    const apps = [t.app, createApp(other.deps)];
    const token = await t.tokenOf(admin);
    const body = JSON.stringify({ chatId, userId: await userIdOf(standard) });
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        (await apps[i % 2]!.request('/api/Messaging/AddGroupMember', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body })).status,
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });

  it('keeps a member who left the general group out when they ask for it again, until a member adds them', async () => {
    const [general] = await t.deps.db.select({ id: groupChats.id }).from(groupChats).where(and(eq(groupChats.projectId, powerbi), eq(groupChats.isGeneral, true)));
    const chatId = general?.id ?? 0;
    const chatIdsOf = async (email: string) => ((await t.request(email, 'GET', '/api/Messaging/GetGroupChat')).body as unknown as { chats: ChatSummary[] }).chats.map((c) => c.chatId);
    expect(await chatIdsOf(standard)).toContain(chatId);
    expect((await t.request(standard, 'DELETE', `/api/Messaging/LeaveGroupChat?chatId=${chatId}`)).status).toBe(200);

    const again = await t.request(standard, 'POST', '/api/Messaging/GenerateGeneralGroup', { projectId: powerbi });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: chatTexts.leftGeneralGroup });
    expect(await chatIdsOf(standard)).not.toContain(chatId);
    // Another member's call does not bring them back either.
    expect((await t.request(admin, 'POST', '/api/Messaging/GenerateGeneralGroup', { projectId: powerbi })).status).toBe(200);
    expect(await chatIdsOf(standard)).not.toContain(chatId);

    const added = await t.request(admin, 'POST', '/api/Messaging/AddGroupMember', { chatId, userId: await userIdOf(standard) });
    expect(added.status).toBe(200);
    expect(await chatIdsOf(standard)).toContain(chatId);
  });
});
