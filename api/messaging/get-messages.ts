/** GetMessages: one page of a chat's messages, newest first, by message-id cursors. */
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatMessages } from '../db/schema/index.ts';
import type { ChatMessage } from '#domain/chat.ts';
import { messagesWire } from './queries.ts';

export interface MessagePage {
  messages: ChatMessage[];
  hasMore: boolean;
}

/**
 * Without a cursor: the newest `limit` messages. `before`: the `limit` messages just older than that id (scrolling
 * back). `after`: the `limit` messages just newer than that id (catching up), still answered newest first; hasMore
 * then says that even newer ones remain. Both cursors: the messages between them.
 */
export async function messagesPage(db: Db, chatId: number, page: { before?: number; after?: number; limit: number }): Promise<MessagePage> {
  const where = and(
    eq(chatMessages.chatId, chatId),
    page.before === undefined ? undefined : lt(chatMessages.id, page.before),
    page.after === undefined ? undefined : gt(chatMessages.id, page.after),
  );
  const forward = page.after !== undefined && page.before === undefined;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(where)
    .orderBy(forward ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(page.limit + 1);
  const hasMore = rows.length > page.limit;
  const kept = rows.slice(0, page.limit);
  if (forward) kept.reverse();
  return { messages: await messagesWire(db, kept), hasMore };
}
