/** Reads shared by the messaging use cases: messages as the wire carries them, and the caller's chats with unread counts. */
import { and, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatMentions, chatMessages, groupChatMembers, groupChats, projects, users } from '../db/schema/index.ts';
import { chatPartyOf } from '../access/chat.ts';
import { chatName, type ChatMessage, type ChatPerson, type ChatSummary } from '#domain/chat.ts';

export type MessageRow = typeof chatMessages.$inferSelect;

/** Messages with their sender's name and mentions, in the order given. */
export async function messagesWire(db: Db, rows: MessageRow[]): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const senderIds = [...new Set(rows.map((r) => r.senderUserId))];
  const [senders, mentions] = await Promise.all([
    db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, senderIds)),
    db
      .select({ messageId: chatMentions.messageId, userId: chatMentions.userId })
      .from(chatMentions)
      .where(inArray(chatMentions.messageId, rows.map((r) => r.id))),
  ]);
  const nameOf = new Map(senders.map((s) => [s.id, chatName(s)]));
  return rows.map((r) => ({
    messageId: r.id,
    chatId: r.chatId,
    clientId: r.clientId,
    senderUserId: r.senderUserId,
    senderName: nameOf.get(r.senderUserId) ?? '',
    body: r.body,
    mentions: mentions.filter((m) => m.messageId === r.id).map((m) => m.userId),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function messageWire(db: Db, row: MessageRow): Promise<ChatMessage> {
  const [wire] = await messagesWire(db, [row]);
  if (!wire) throw new Error('A stored message has no wire form.');
  return wire;
}

/** The current members of a chat (joined and not left). */
export async function memberIdsOf(db: Db, chatId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: groupChatMembers.userId })
    .from(groupChatMembers)
    .where(and(eq(groupChatMembers.chatId, chatId), isNull(groupChatMembers.leftAt)));
  return rows.map((r) => r.userId);
}

/**
 * The user's chats: those they are a current member of, on jobs with messaging on, where they may still chat.
 * Members are listed as far as they are still of the job's party. Newest activity first.
 */
export async function chatSummariesOf(db: Db, userId: number): Promise<ChatSummary[]> {
  const mine = await db
    .select({ chat: groupChats, title: projects.title, companyId: projects.companyId, lastRead: groupChatMembers.lastReadMessageId })
    .from(groupChatMembers)
    .innerJoin(groupChats, eq(groupChats.id, groupChatMembers.chatId))
    .innerJoin(projects, eq(projects.id, groupChats.projectId))
    .where(and(eq(groupChatMembers.userId, userId), isNull(groupChatMembers.leftAt), eq(projects.isChatVisible, true)));
  const parties = new Map<number, ChatPerson[]>();
  for (const row of mine) {
    if (!parties.has(row.chat.projectId)) parties.set(row.chat.projectId, await chatPartyOf(db, { id: row.chat.projectId, companyId: row.companyId }));
  }
  const visible = mine.filter((row) => parties.get(row.chat.projectId)?.some((p) => p.userId === userId));
  if (visible.length === 0) return [];
  const chatIds = visible.map((row) => row.chat.id);

  const [memberRows, unreadRows, lastRows] = await Promise.all([
    db
      .select({ chatId: groupChatMembers.chatId, userId: groupChatMembers.userId })
      .from(groupChatMembers)
      .where(and(inArray(groupChatMembers.chatId, chatIds), isNull(groupChatMembers.leftAt))),
    db
      .select({ chatId: chatMessages.chatId, unread: count() })
      .from(chatMessages)
      .innerJoin(groupChatMembers, and(eq(groupChatMembers.chatId, chatMessages.chatId), eq(groupChatMembers.userId, userId)))
      .where(
        and(
          inArray(chatMessages.chatId, chatIds),
          ne(chatMessages.senderUserId, userId),
          gt(chatMessages.id, sql`coalesce(${groupChatMembers.lastReadMessageId}, 0)`),
        ),
      )
      .groupBy(chatMessages.chatId),
    db
      .selectDistinctOn([chatMessages.chatId])
      .from(chatMessages)
      .where(inArray(chatMessages.chatId, chatIds))
      .orderBy(chatMessages.chatId, desc(chatMessages.id)),
  ]);
  const lastMessages = new Map((await messagesWire(db, lastRows)).map((m) => [m.chatId, m]));
  const unread = new Map(unreadRows.map((r) => [r.chatId, r.unread]));

  const summaries = visible.map(({ chat, title }): ChatSummary => {
    const party = new Map((parties.get(chat.projectId) ?? []).map((p) => [p.userId, p]));
    return {
      chatId: chat.id,
      projectId: chat.projectId,
      projectTitle: title,
      name: chat.name,
      isGeneral: chat.isGeneral,
      members: memberRows.flatMap((m) => (m.chatId === chat.id && party.has(m.userId) ? [party.get(m.userId) as ChatPerson] : [])),
      unreadCount: unread.get(chat.id) ?? 0,
      lastMessage: lastMessages.get(chat.id) ?? null,
    };
  });
  const activity = (s: ChatSummary) => s.lastMessage?.createdAt ?? '';
  return summaries.sort((a, b) => activity(b).localeCompare(activity(a)) || b.chatId - a.chatId);
}

/** One chat of the user's, as listed (after a change the caller made to it). */
export async function chatSummaryOf(db: Db, userId: number, chatId: number): Promise<ChatSummary> {
  const found = (await chatSummariesOf(db, userId)).find((s) => s.chatId === chatId);
  if (!found) throw new Error(`Chat ${chatId} is not among the chats of user ${userId}.`);
  return found;
}

export const unreadTotalOf = (summaries: ChatSummary[]) => summaries.reduce((sum, s) => sum + s.unreadCount, 0);
