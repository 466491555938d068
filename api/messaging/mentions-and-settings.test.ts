import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { defangLinks } from '../mail/defang.ts';
import { contactEmailSubscriptions, contacts, groupChats, mailOutbox, notifications, projects, users } from '../db/schema/index.ts';
import { STREAM_PATH } from '../notification/notification-stream.ts';
import { sseReader } from '../live/test-sse.ts';
import { chatTexts, type ChatMessage, type ChatSummary } from '#domain/chat.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const sofia = 'talent.best@demo.example';

describe('chat mentions, the welcome modal and the live channel of chats', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let general: number;
  let powerbi: number;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createDemoTestApp();
    t.deps.now = () => new Date(clock);
    const [chat] = await t.deps.db
      .select({ id: groupChats.id, projectId: groupChats.projectId })
      .from(groupChats)
      .innerJoin(projects, eq(projects.id, groupChats.projectId))
      .where(and(eq(projects.title, 'Power BI Dashboards for Finance Analysts'), eq(groupChats.isGeneral, true)));
    if (!chat) throw new Error('The demo data lacks the Power BI general group.');
    general = chat.id;
    powerbi = chat.projectId;
  }, 120_000);
  afterAll(() => t.close());

  const userIdOf = async (email: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;
  let sent = 0;
  const mention = async (as: string, who: string[]) => {
    sent += 1;
    const res = await t.request(as, 'POST', '/api/Messaging/SendMessage', {
      chatId: general,
      clientId: `mention-${sent}`,
      body: `Note ${sent} for ${who.join(' and ')}`,
      mentions: await Promise.all(who.map(userIdOf)),
    });
    expect(res.status).toBe(200);
    return (res.body as unknown as { chatMessage: ChatMessage }).chatMessage;
  };
  const mailsTo = (email: string) => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id));

  it('e-mails a mentioned member once per chat in 10 minutes while the mentions stay unread', async () => {
    const first = await mention(admin, [sofia]);
    const [mail] = await mailsTo(sofia);
    expect(mail?.subject).toBe(chatTexts.mentionSubject('Olivia Grant', 'General'));
    // The message names e-mail addresses: the mail shows them, not as links.
    expect(mail?.text).toContain(defangLinks(first.body));
    expect(mail?.text).toContain(`/messages?chatId=${general}`);
    const [note] = await t.deps.db.select().from(notifications).where(eq(notifications.userId, await userIdOf(sofia))).orderBy(desc(notifications.id));
    expect(note?.subject).toBe(mail?.subject);

    // The client's own call after sending finds nothing left to send.
    expect((await t.request(admin, 'POST', '/api/Messaging/SendEmailToMentioned', { chatId: general, messageId: first.messageId })).body).toEqual({ emailedUserIds: [] });
    // Within the window, with the first mention unread: no new mail.
    clock += 5 * 60_000;
    await mention(admin, [sofia]);
    expect(await mailsTo(sofia)).toHaveLength(1);
    // Ten minutes after the mail, still unread: one more.
    clock += 5 * 60_000;
    await mention(admin, [sofia]);
    expect(await mailsTo(sofia)).toHaveLength(2);
    // Once she has read them, the next mention mails at once.
    await t.request(sofia, 'PUT', '/api/Messaging/MarkRead', { chatId: general });
    clock += 60_000;
    await mention(admin, [sofia]);
    expect(await mailsTo(sofia)).toHaveLength(3);
  });

  it('sends no mention e-mail to someone who turned chat messages off, nor for one’s own mention', async () => {
    const [contact] = await t.deps.db.select({ id: contacts.id }).from(contacts).innerJoin(users, eq(users.id, contacts.userId)).where(eq(users.email, standard));
    if (!contact) throw new Error('No contact for the Standard User.');
    await t.deps.db.insert(contactEmailSubscriptions).values({ contactId: contact.id, messages: false }).onConflictDoUpdate({ target: contactEmailSubscriptions.contactId, set: { messages: false } });
    const before = (await mailsTo(standard)).length;
    const own = await mention(standard, [standard]);
    expect(own.mentions).toEqual([]);
    await mention(admin, [standard]);
    expect(await mailsTo(standard)).toHaveLength(before);
    const wrongChat = await t.request(admin, 'POST', '/api/Messaging/SendEmailToMentioned', { chatId: general, messageId: 987_654 });
    expect(wrongChat.status).toBe(404);
    expect(wrongChat.body.message).toBe(chatTexts.messageNotFound);
  });

  it('shows the messaging welcome until it is dismissed', async () => {
    expect((await t.request(sofia, 'GET', '/api/Messaging/GetMsgWelcomeModal')).body).toEqual({ showWelcome: true });
    expect((await t.request(sofia, 'PUT', '/api/Messaging/UpdateMsgWelcomeModal', { showWelcome: false })).body).toEqual({ showWelcome: false });
    expect((await t.request(sofia, 'GET', '/api/Messaging/GetMsgWelcomeModal')).body).toEqual({ showWelcome: false });
    expect((await t.request(admin, 'GET', '/api/Messaging/GetMsgWelcomeModal')).body).toEqual({ showWelcome: true });
    expect((await t.request(null, 'GET', '/api/Messaging/GetMsgWelcomeModal')).status).toBe(401);
  });

  it('names the live channel and the caller’s chats instead of handing out a token', async () => {
    const res = await t.request(sofia, 'GET', '/api/Messaging/GetAccessToken');
    expect(res.body).toMatchObject({ streamPath: STREAM_PATH, eventName: 'chat' });
    expect(res.body.chatIds).toContain(general);
    expect((await t.request('talent.good@demo.example', 'GET', '/api/Messaging/GetAccessToken')).body.chatIds).not.toContain(general);
  });

  it('stops a member’s live messages when they leave', async () => {
    const side = ((await t.request(admin, 'POST', '/api/Messaging/AddGroupChat', { projectId: powerbi, name: 'Side', userIds: [await userIdOf(standard)] })).body as { chat: ChatSummary }).chat;
    const res = await t.app.request(STREAM_PATH, { headers: { authorization: `Bearer ${await t.tokenOf(standard)}` } });
    if (!res.body) throw new Error('No stream.');
    const stream = sseReader(res.body);
    expect((await stream.nextEvent()).event).toBe('unread');
    expect((await t.request(standard, 'DELETE', `/api/Messaging/LeaveGroupChat?chatId=${side.chatId}`)).status).toBe(200);
    expect((await stream.nextEvent()).data).toEqual({ type: 'changed', chatId: side.chatId });
    await t.request(admin, 'POST', '/api/Messaging/SendMessage', { chatId: side.chatId, clientId: 'side-after-leave', body: 'Not for Ethan' });
    const later = ((await t.request(admin, 'POST', '/api/Messaging/SendMessage', { chatId: general, clientId: 'general-after-leave', body: 'For everyone' })).body as unknown as { chatMessage: ChatMessage }).chatMessage;
    // Events arrive in the order they were published: the next one Ethan hears is the general group's.
    let next = await stream.nextEvent();
    while (next.event !== 'chat') next = await stream.nextEvent();
    expect(next.data).toMatchObject({ type: 'message', chatId: general, messageId: later.messageId });
    await stream.cancel();
  });
});
