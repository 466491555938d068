import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { chatMessages, groupChats, projects, users } from '../db/schema/index.ts';
import { STREAM_PATH } from '../notification/notification-stream.ts';
import { sseReader } from '../live/test-sse.ts';
import { chatLimits, chatTexts, type ChatLiveData, type ChatMessage, type ChatSummary } from '#domain/chat.ts';
import { messages } from '#domain/messages.ts';
import { enterFreshWindow } from '../testing/test-client.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const sofia = 'talent.best@demo.example';
const maya = 'talent.good@demo.example';
const otherCompany = 'client2.admin@demo.example';
const pool0 = 'talent.pool01@demo.example';

type Chats = { chats: ChatSummary[]; unreadTotal: number };

describe('group chat per job (/api/Messaging)', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let powerbi: number;
  let general: number;
  beforeAll(async () => {
    t = await createDemoTestApp();
    const [job] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, 'Power BI Dashboards for Finance Analysts'));
    if (!job) throw new Error('The demo data lacks the Power BI job.');
    powerbi = job.id;
    const [chat] = await t.deps.db.select({ id: groupChats.id }).from(groupChats).where(and(eq(groupChats.projectId, powerbi), eq(groupChats.isGeneral, true)));
    if (!chat) throw new Error('The demo data lacks the Power BI general group.');
    general = chat.id;
  }, 120_000);
  afterAll(() => t.close());

  const userIdOf = async (email: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;
  const chatsOf = async (as: string, projectId?: number) =>
    (await t.request(as, 'GET', `/api/Messaging/GetGroupChat${projectId ? `?projectId=${projectId}` : ''}`)).body as unknown as Chats;
  const send = (as: string, chatId: number, body: string, clientId: string, mentions: number[] = []) =>
    t.request(as, 'POST', '/api/Messaging/SendMessage', { chatId, clientId, body, mentions });
  const page = async (as: string, query: string) =>
    (await t.request(as, 'GET', `/api/Messaging/GetMessages?${query}`)).body as unknown as { messages: ChatMessage[]; hasMore: boolean };

  it('names who may chat on a job: its contacts and the talent in Interview or Hired, not the others', async () => {
    const res = await t.request(admin, 'GET', `/api/Messaging/GetRepProjectDetails?projectId=${powerbi}`);
    expect(res.status).toBe(200);
    const party = (res.body.chatParty as Array<{ userId: number; side: string }>).map((p) => p.userId);
    expect(party).toEqual(expect.arrayContaining([await userIdOf(admin), await userIdOf(standard), await userIdOf(sofia), await userIdOf(pool0)]));
    expect(party).not.toContain(await userIdOf(maya)); // her proposal is in Submission
    expect(party).not.toContain(await userIdOf(otherCompany));
    expect(res.body.isChatVisible).toBe(true);
    expect((res.body.repDetails as { srName: string | null }).srName).not.toBeNull();
    // Talent of the party may ask too; talent outside it and other companies meet "Job Not Found".
    expect((await t.request(sofia, 'GET', `/api/Messaging/GetRepProjectDetails?projectId=${powerbi}`)).status).toBe(200);
    for (const outsider of [maya, otherCompany]) {
      const refused = await t.request(outsider, 'GET', `/api/Messaging/GetRepProjectDetails?projectId=${powerbi}`);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ message: messages.job.notFound });
    }
  });

  it('lists the caller’s chats with members, last message and unread counts', async () => {
    const mine = await chatsOf(sofia);
    const chat = mine.chats.find((c) => c.chatId === general);
    expect(chat?.projectId).toBe(powerbi);
    expect(chat?.isGeneral).toBe(true);
    expect(chat?.members.map((m) => m.userId)).toContain(await userIdOf(standard));
    expect(chat?.lastMessage?.body).toBe('Yes, I will fold it into session three.');
    // Sofia never marked it read: the two messages of others are unread; her own two are not counted.
    expect(chat?.unreadCount).toBe(2);
    expect(mine.unreadTotal).toBeGreaterThanOrEqual(2);
    expect((await chatsOf(maya, powerbi)).chats).toEqual([]);
  });

  it('makes the general group hold everyone of the party, once', async () => {
    const before = (await chatsOf(admin, powerbi)).chats.find((c) => c.chatId === general);
    expect(before?.members.map((m) => m.userId)).not.toContain(await userIdOf(pool0));
    const res = await t.request(admin, 'POST', '/api/Messaging/GenerateGeneralGroup', { projectId: powerbi });
    expect(res.status).toBe(200);
    const chat = (res.body as { chat: ChatSummary }).chat;
    expect(chat.chatId).toBe(general);
    expect(chat.members.map((m) => m.userId)).toContain(await userIdOf(pool0));
    await t.request(admin, 'POST', '/api/Messaging/GenerateGeneralGroup', { projectId: powerbi });
    const generals = await t.deps.db.select().from(groupChats).where(and(eq(groupChats.projectId, powerbi), eq(groupChats.isGeneral, true)));
    expect(generals).toHaveLength(1);
  });

  it('sends once per clientId, pages newest first and counts unread until read', async () => {
    const first = await send(standard, general, '  Agenda for Monday attached.  ', 'c-agenda-1', [await userIdOf(sofia), await userIdOf(maya)]);
    expect(first.status).toBe(200);
    const stored = first.body as unknown as { chatMessage: ChatMessage; duplicate: boolean };
    expect(stored.duplicate).toBe(false);
    expect(stored.chatMessage.body).toBe('Agenda for Monday attached.');
    // Maya is no member: her mention is dropped.
    expect(stored.chatMessage.mentions).toEqual([await userIdOf(sofia)]);
    const again = await send(standard, general, 'Agenda for Monday attached.', 'c-agenda-1');
    expect(again.body).toEqual({ chatMessage: stored.chatMessage, duplicate: true });
    expect(await t.deps.db.select().from(chatMessages).where(eq(chatMessages.clientId, 'c-agenda-1'))).toHaveLength(1);

    const latest = await page(sofia, `chatId=${general}&limit=2`);
    expect(latest.messages.map((m) => m.body)).toEqual(['Agenda for Monday attached.', 'Yes, I will fold it into session three.']);
    expect(latest.hasMore).toBe(true);
    const older = await page(sofia, `chatId=${general}&limit=10&before=${latest.messages[1]?.messageId}`);
    expect(older.messages).toHaveLength(3);
    expect(older.hasMore).toBe(false);
    const oldest = older.messages[2]?.messageId ?? 0;
    const newer = await page(sofia, `chatId=${general}&limit=2&after=${oldest}`);
    expect(newer.messages.map((m) => m.messageId)).toEqual([older.messages[0]?.messageId, older.messages[1]?.messageId]);
    expect(newer.hasMore).toBe(true);

    expect((await chatsOf(sofia)).chats.find((c) => c.chatId === general)?.unreadCount).toBe(3);
    const read = await t.request(sofia, 'PUT', '/api/Messaging/MarkRead', { chatId: general, messageId: older.messages[0]?.messageId });
    expect(read.body).toMatchObject({ chatId: general, unreadCount: 1 });
    const all = await t.request(sofia, 'PUT', '/api/Messaging/MarkRead', { chatId: general });
    expect(all.body).toMatchObject({ chatId: general, unreadCount: 0 });
    // Marking an older message does not move the mark back.
    const back = await t.request(sofia, 'PUT', '/api/Messaging/MarkRead', { chatId: general, messageId: oldest });
    expect(back.body).toMatchObject({ unreadCount: 0 });
    // The sender's own message counts as read for them.
    expect((await chatsOf(standard)).chats.find((c) => c.chatId === general)?.unreadCount).toBe(0);
  });

  it('refuses empty, too long and unnamed input with its message', async () => {
    const empty = await send(standard, general, '   ', 'c-empty');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(chatTexts.messageRequired);
    const long = await send(standard, general, 'x'.repeat(chatLimits.messageMax + 1), 'c-long');
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(chatTexts.messageTooLong);
    expect((await send(standard, general, 'x'.repeat(chatLimits.messageMax), 'c-full')).status).toBe(200);
    const noName = await t.request(standard, 'PUT', '/api/Messaging/RenameGroup', { chatId: general, name: ' ' });
    expect(noName.body.message).toBe(chatTexts.nameRequired);
  });

  it('delivers a new message live to the members, marked as their own for the sender only', async () => {
    const open = async (email: string) => {
      const res = await t.app.request(STREAM_PATH, { headers: { authorization: `Bearer ${await t.tokenOf(email)}` } });
      if (!res.body) throw new Error('No stream.');
      const reader = sseReader(res.body);
      expect((await reader.nextEvent()).event).toBe('unread');
      return reader;
    };
    const [sofiaStream, standardStream] = [await open(sofia), await open(standard)];
    const res = await send(sofia, general, 'Live hello', 'c-live-1');
    const sent = (res.body as unknown as { chatMessage: ChatMessage }).chatMessage;
    const heard = (await sofiaStream.nextEvent()) as { event: string; data: ChatLiveData };
    expect(heard).toEqual({ event: 'chat', data: { type: 'message', chatId: general, messageId: sent.messageId, chatMessage: sent, own: true } });
    const other = (await standardStream.nextEvent()) as { event: string; data: ChatLiveData };
    expect(other.data).toMatchObject({ type: 'message', messageId: sent.messageId, own: false });
    await sofiaStream.cancel();
    await standardStream.cancel();
  });

  it('opens a member\'s live channel with the top bar\'s two badges, the unread chat messages counted as GetBadgeCounts counts them', async () => {
    expect((await send(sofia, general, 'Unread for the others', 'c-badge-1')).status).toBe(200);
    const badges = (await t.request(standard, 'GET', '/api/Notification/GetBadgeCounts')).body as { unreadNotifications: number; unreadChats: number };
    expect(badges.unreadChats).toBeGreaterThan(0);
    const res = await t.app.request(STREAM_PATH, { headers: { authorization: `Bearer ${await t.tokenOf(standard)}` } });
    if (!res.body) throw new Error('No stream.');
    const reader = sseReader(res.body);
    expect(await reader.nextEvent()).toEqual({
      event: 'unread',
      data: { unreadCount: badges.unreadNotifications, unreadChats: badges.unreadChats },
    });
    await reader.cancel();
  });

  it('lets members rename and add people of the party only; a member who leaves is refused from then on', async () => {
    const renamed = await t.request(sofia, 'PUT', '/api/Messaging/RenameGroup', { chatId: general, name: 'Power BI team' });
    expect((renamed.body as { chat: ChatSummary }).chat.name).toBe('Power BI team');
    expect((await t.request(maya, 'PUT', '/api/Messaging/RenameGroup', { chatId: general, name: 'Mine' })).status).toBe(404);

    const created = await t.request(admin, 'POST', '/api/Messaging/AddGroupChat', { projectId: powerbi, name: 'Dashboards', userIds: [await userIdOf(sofia)] });
    expect(created.status).toBe(200);
    const side = (created.body as { chat: ChatSummary }).chat;
    expect(side.members.map((m) => m.userId).sort()).toEqual([await userIdOf(admin), await userIdOf(sofia)].sort());
    const outsider = await t.request(admin, 'POST', '/api/Messaging/AddGroupMember', { chatId: side.chatId, userId: await userIdOf(maya) });
    expect(outsider.status).toBe(400);
    expect(outsider.body.message).toBe(chatTexts.notAParty);
    const twice = await t.request(admin, 'POST', '/api/Messaging/AddGroupMember', { chatId: side.chatId, userId: await userIdOf(sofia) });
    expect(twice.status).toBe(409);
    const added = await t.request(sofia, 'POST', '/api/Messaging/AddGroupMember', { chatId: side.chatId, userId: await userIdOf(standard) });
    expect((added.body as { chat: ChatSummary }).chat.members).toHaveLength(3);

    const left = await t.request(standard, 'DELETE', `/api/Messaging/LeaveGroupChat?chatId=${side.chatId}`);
    expect(left.body).toEqual({ message: chatTexts.leftGroup, chatId: side.chatId });
    await send(admin, side.chatId, 'After Ethan left', 'c-after-leave');
    for (const call of [
      t.request(standard, 'GET', `/api/Messaging/GetMessages?chatId=${side.chatId}`),
      t.request(standard, 'POST', '/api/Messaging/SendMessage', { chatId: side.chatId, clientId: 'c-gone', body: 'Still here?' }),
      t.request(standard, 'PUT', '/api/Messaging/MarkRead', { chatId: side.chatId }),
    ]) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: chatTexts.chatNotFound });
    }
    expect((await chatsOf(standard)).chats.map((c) => c.chatId)).not.toContain(side.chatId);
  });

  it('refuses a removed talent and everyone when messaging is turned off for the job', async () => {
    await t.deps.db.update(projects).set({ isChatVisible: false }).where(eq(projects.id, powerbi));
    const off = await t.request(sofia, 'GET', `/api/Messaging/GetMessages?chatId=${general}`);
    expect(off.status).toBe(403);
    expect(off.body).toEqual({ message: chatTexts.turnedOff });
    expect((await chatsOf(sofia, powerbi)).chats).toEqual([]);
    await t.deps.db.update(projects).set({ isChatVisible: true }).where(eq(projects.id, powerbi));
    // A non-member of the party is refused with the same answer as for a chat that does not exist.
    expect((await t.request(otherCompany, 'GET', `/api/Messaging/GetMessages?chatId=${general}`)).body).toEqual({ message: chatTexts.chatNotFound });
    expect((await t.request(null, 'GET', `/api/Messaging/GetMessages?chatId=${general}`)).status).toBe(401);
  });

  it('holds a user to 30 messages a minute', async () => {
    const chat = (await t.request(admin, 'POST', '/api/Messaging/AddGroupChat', { projectId: powerbi, name: 'Flood', userIds: [] })).body as { chat: ChatSummary };
    enterFreshWindow(t.clock);
    const statuses: number[] = [];
    for (let i = 0; i < chatLimits.sendsPerMinute + 1; i += 1) statuses.push((await send(admin, chat.chat.chatId, `Note ${i}`, `c-flood-${i}`)).status);
    expect(statuses.slice(0, chatLimits.sendsPerMinute).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const refused = await send(admin, chat.chat.chatId, 'One more', 'c-flood-more');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(chatTexts.tooManyMessages);
    // A resend of a stored message is answered even then.
    expect((await send(admin, chat.chat.chatId, 'Note 0', 'c-flood-0')).body.duplicate).toBe(true);
  });
});
