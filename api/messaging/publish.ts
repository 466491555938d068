/**
 * Chat events on the live channel (decision record 050): each current member's streams get `event: chat`.
 * Published inside the transaction that stored the change, so nobody hears of a message that was not stored.
 */
import type { Db } from '../db/client.ts';
import { MAX_PAYLOAD_BYTES, publishLive } from '../live/events.ts';
import type { ChatLiveData, ChatMessage } from '#domain/chat.ts';

/** The event with the message when it fits in a NOTIFY payload; otherwise ids only, and the page loads the message. */
function messageData(message: ChatMessage, own: boolean): ChatLiveData {
  const full: ChatLiveData = { type: 'message', chatId: message.chatId, messageId: message.messageId, chatMessage: message, own };
  const size = Buffer.byteLength(JSON.stringify({ userId: Number.MAX_SAFE_INTEGER, kind: 'chat', data: full }));
  return size < MAX_PAYLOAD_BYTES ? full : { ...full, chatMessage: null };
}

/** A new message, to every member: `own` tells the sender's own pages not to show a notice. */
export async function publishMessage(db: Db, message: ChatMessage, memberIds: number[]): Promise<void> {
  for (const userId of memberIds) {
    await publishLive(db, { userId, kind: 'chat', data: messageData(message, userId === message.senderUserId) });
  }
}

/** The chat's name or members changed: its members (and whoever just left or was added) reload their list. */
export async function publishChatChanged(db: Db, chatId: number, userIds: number[]): Promise<void> {
  const data: ChatLiveData = { type: 'changed', chatId };
  for (const userId of new Set(userIds)) await publishLive(db, { userId, kind: 'chat', data });
}
