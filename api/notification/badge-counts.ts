/**
 * The top bar's badges in one read: the unread notifications of the viewer's type and the unread chat messages over
 * their chats (messages of others after their last read, in chats they are a member of, on jobs whose messaging is
 * on and whose chat party they still belong to: the same chats and counts as Messaging/GetGroupChat).
 */
import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { chatMessages, groupChatMembers, groupChats, notifications, projects } from '../db/schema/index.ts';
import { mayChatOn } from '../access/chat.ts';
import type { NotificationType } from '#domain/constants.ts';
import type { BadgeCounts } from '#domain/notifications.ts';

export async function badgeCountsOf(db: Db, userId: number, type: NotificationType): Promise<BadgeCounts> {
  const unreadNotifications = db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type), eq(notifications.isRead, false)));
  const unreadChats = db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(groupChatMembers, and(eq(groupChatMembers.chatId, chatMessages.chatId), eq(groupChatMembers.userId, userId)))
    .innerJoin(groupChats, eq(groupChats.id, chatMessages.chatId))
    .innerJoin(projects, eq(projects.id, groupChats.projectId))
    .where(
      and(
        isNull(groupChatMembers.leftAt),
        eq(projects.isChatVisible, true),
        ne(chatMessages.senderUserId, userId),
        gt(chatMessages.id, sql`coalesce(${groupChatMembers.lastReadMessageId}, 0)`),
        mayChatOn(userId, projects),
      ),
    );
  const [row] = await rawRows<{ notifications: number; chats: number }>(
    db,
    sql`select (${unreadNotifications})::integer as notifications, (${unreadChats})::integer as chats`,
  );
  return { unreadNotifications: Number(row?.notifications ?? 0), unreadChats: Number(row?.chats ?? 0) };
}
