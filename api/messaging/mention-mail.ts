/**
 * SendEmailToMentioned (also run by SendMessage): each member a message mentions is told by the chatMention event (notification/events.ts) — an in-app
 * notification and an e-mail under the "messages" subscription of their notification settings. At most one per chat
 * per person in 10 minutes while they have unread mentions there (`mentionMailDue`); a mention already e-mailed, or
 * held back by that rule, is not e-mailed again by a later call inside the window.
 */
import { and, eq, gt, isNotNull, isNull, max } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { chatMentions, chatMessages, groupChatMembers, groupChats, projects, users } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { notifyEvent } from '../notification/events.ts';
import { chatName, chatTexts, mentionMailDue } from '#domain/chat.ts';

export async function mailMentioned(deps: Deps, chatId: number, messageId: number): Promise<number[]> {
  const [message] = await deps.db
    .select({ body: chatMessages.body, chatName: groupChats.name, title: projects.title, firstName: users.firstName, lastName: users.lastName })
    .from(chatMessages)
    .innerJoin(groupChats, eq(groupChats.id, chatMessages.chatId))
    .innerJoin(projects, eq(projects.id, groupChats.projectId))
    .innerJoin(users, eq(users.id, chatMessages.senderUserId))
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.chatId, chatId)));
  if (!message) throw notFound(chatTexts.messageNotFound);
  const waiting = await deps.db
    .select({ userId: chatMentions.userId, lastRead: groupChatMembers.lastReadMessageId })
    .from(chatMentions)
    .innerJoin(groupChatMembers, and(eq(groupChatMembers.chatId, chatId), eq(groupChatMembers.userId, chatMentions.userId)))
    .where(and(eq(chatMentions.messageId, messageId), isNull(chatMentions.emailedAt), isNull(groupChatMembers.leftAt)));

  const sender = chatName(message);
  const emailed: number[] = [];
  for (const person of waiting) {
    if (!mentionMailDue(await lastMailOfUnreadMentions(deps, chatId, person.userId, person.lastRead), deps.now())) continue;
    const { mailId } = await notifyEvent(deps, 'chatMention', person.userId, {
      chatId,
      chatName: message.chatName,
      jobTitle: message.title,
      sender,
      message: message.body,
    });
    if (mailId === null) continue;
    await deps.db
      .update(chatMentions)
      .set({ emailedAt: deps.now() })
      .where(and(eq(chatMentions.messageId, messageId), eq(chatMentions.userId, person.userId)));
    emailed.push(person.userId);
  }
  return emailed;
}

/** When the person was last e-mailed about a mention in the chat they have not read yet; null if never. */
async function lastMailOfUnreadMentions(deps: Deps, chatId: number, userId: number, lastRead: number | null): Promise<Date | null> {
  const [row] = await deps.db
    .select({ at: max(chatMentions.emailedAt) })
    .from(chatMentions)
    .innerJoin(chatMessages, eq(chatMessages.id, chatMentions.messageId))
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        eq(chatMentions.userId, userId),
        isNotNull(chatMentions.emailedAt),
        gt(chatMessages.id, lastRead ?? 0),
      ),
    );
  return row?.at ?? null;
}
