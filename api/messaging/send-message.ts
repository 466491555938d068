/**
 * SendMessage: stores a message once per client-generated id (a resend answers the stored message, duplicate: true),
 * within the per-user rate limit, and publishes it to the chat's current members in the same transaction.
 * Mentions are kept for members other than the sender, who are then told (mention-mail.ts); the sender's own
 * message counts as read.
 */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { chatMentions, chatMessages, groupChatMembers } from '../db/schema/index.ts';
import type { ChatMemberActor } from '../access/chat.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimits, reserveAttempt } from '../http/rate-limit.ts';
import { chatTexts, type ChatMessage } from '#domain/chat.ts';
import { memberIdsOf, messageWire } from './queries.ts';
import { publishMessage } from './publish.ts';
import { mailMentioned } from './mention-mail.ts';

/** The message is stored and delivered already: a failure to queue its mention e-mails is logged, not answered. */
async function mailMentionedOrLog(deps: Deps, message: ChatMessage): Promise<void> {
  try {
    await mailMentioned(deps, message.chatId, message.messageId);
  } catch (error) {
    deps.log.error('chat.mention-mail', { messageId: message.messageId, error: error instanceof Error ? error.stack : String(error) });
  }
}

export interface SendInput {
  clientId: string;
  body: string;
  mentions: number[];
}

async function storedAlready(deps: Deps, actor: ChatMemberActor, clientId: string): Promise<ChatMessage | null> {
  const [row] = await deps.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, actor.chat.id), eq(chatMessages.senderUserId, actor.user.userId), eq(chatMessages.clientId, clientId)));
  return row ? messageWire(deps.db, row) : null;
}

export async function sendMessage(deps: Deps, actor: ChatMemberActor, input: SendInput): Promise<{ chatMessage: ChatMessage; duplicate: boolean }> {
  const before = await storedAlready(deps, actor, input.clientId);
  if (before) return { chatMessage: before, duplicate: true };

  const slot = await reserveAttempt(deps, [[rateLimits.chatSendsPerUser, String(actor.user.userId)]]);
  if (!slot.ok) throw new HttpError(429, chatTexts.tooManyMessages, { headers: { 'Retry-After': String(slot.retryAfterSeconds) } });

  const userId = actor.user.userId;
  const stored = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({ chatId: actor.chat.id, senderUserId: userId, body: input.body, clientId: input.clientId, createdAt: deps.now() })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const members = await memberIdsOf(tx, actor.chat.id);
    const mentioned = [...new Set(input.mentions)].filter((id) => id !== userId && members.includes(id));
    if (mentioned.length) await tx.insert(chatMentions).values(mentioned.map((id) => ({ messageId: row.id, userId: id })));
    await tx
      .update(groupChatMembers)
      .set({ lastReadMessageId: row.id })
      .where(and(eq(groupChatMembers.chatId, actor.chat.id), eq(groupChatMembers.userId, userId)));
    const message = await messageWire(tx, row);
    await publishMessage(tx, message, members);
    return message;
  });
  if (stored) {
    if (stored.mentions.length) await mailMentionedOrLog(deps, stored);
    return { chatMessage: stored, duplicate: false };
  }

  // The same clientId was stored by a request sent at the same time: that one counts, this one gives its slot back.
  await slot.release();
  const raced = await storedAlready(deps, actor, input.clientId);
  if (!raced) throw new Error('A message conflicted on its clientId but none is stored.');
  return { chatMessage: raced, duplicate: true };
}
