/** MarkRead: the caller has seen the chat up to a message (never moves back), and their unread counts after it. */
import { and, eq, lte, max, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { chatMessages, groupChatMembers } from '../db/schema/index.ts';
import type { ChatMemberActor } from '../access/chat.ts';
import { chatSummariesOf, unreadTotalOf } from './queries.ts';

export async function markRead(deps: Deps, actor: ChatMemberActor, messageId: number | undefined) {
  const [newest] = await deps.db
    .select({ id: max(chatMessages.id) })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, actor.chat.id), messageId === undefined ? undefined : lte(chatMessages.id, messageId)));
  if (newest?.id != null) {
    await deps.db
      .update(groupChatMembers)
      .set({ lastReadMessageId: sql`greatest(coalesce(${groupChatMembers.lastReadMessageId}, 0), ${newest.id})` })
      .where(and(eq(groupChatMembers.chatId, actor.chat.id), eq(groupChatMembers.userId, actor.user.userId)));
  }
  const chats = await chatSummariesOf(deps.db, actor.user.userId);
  return {
    chatId: actor.chat.id,
    unreadCount: chats.find((c) => c.chatId === actor.chat.id)?.unreadCount ?? 0,
    unreadTotal: unreadTotalOf(chats),
  };
}
