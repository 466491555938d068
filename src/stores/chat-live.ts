/**
 * Chat on the page's live channel (src/stores/live.ts, `event: chat`): the unread total of the navigation's chat
 * entry, and which conversation the page shows. The API publishes `{ type: 'message', chatId, messageId,
 * chatMessage, own }` to every member for a new message (`own` on the sender's pages) and `{ type: 'changed',
 * chatId }` when a chat's name or members change.
 */
import { atom } from 'nanostores';
import type { ChatMessage } from '#domain/chat.ts';
import type { ChatEventData } from './live.ts';

export interface ChatMessageEvent {
  type: 'message';
  chatId: number;
  messageId: number;
  own: boolean;
  /** The message itself when it fitted in the event (and has every field of one); otherwise the page loads it. */
  chatMessage: ChatMessage | null;
  senderName: string | null;
  body: string | null;
}

export type ChatEvent = ChatMessageEvent | { type: 'changed'; chatId: number };

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const textOf = (value: unknown) => (typeof value === 'string' ? value : null);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const ids = (value: unknown): number[] | null => (Array.isArray(value) && value.every((v) => Number.isInteger(v)) ? value.map(Number) : null);

/** The message carried by a message event, when it has every field of a ChatMessage. */
function messageOf(value: unknown): ChatMessage | null {
  if (!isRecord(value)) return null;
  const { messageId, chatId, clientId, senderUserId, senderName, body, mentions, createdAt } = value;
  const mentioned = ids(mentions);
  if (!positive(messageId) || !positive(chatId) || !positive(senderUserId) || !mentioned) return null;
  if (typeof senderName !== 'string' || typeof body !== 'string' || typeof createdAt !== 'string') return null;
  if (clientId !== null && typeof clientId !== 'string') return null;
  return { messageId, chatId, clientId, senderUserId, senderName, body, mentions: mentioned, createdAt };
}

/** Reads a chat event, or null when it is not one this page understands. */
export function readChatEvent(data: ChatEventData): ChatEvent | null {
  if (!positive(data.chatId)) return null;
  if (data.type === 'changed') return { type: 'changed', chatId: data.chatId };
  if (data.type !== 'message' || !positive(data.messageId)) return null;
  const fields = isRecord(data.chatMessage) ? data.chatMessage : null;
  return {
    type: 'message',
    chatId: data.chatId,
    messageId: data.messageId,
    own: data.own === true,
    chatMessage: messageOf(fields),
    senderName: textOf(fields?.senderName),
    body: textOf(fields?.body),
  };
}

/** The unread messages over all the user's chats; null until known. */
export const $chatUnreadTotal = atom<number | null>(null);

/** The conversation the page shows, while the tab is visible the user reads it as messages arrive. */
export const $openChatId = atom<number | null>(null);

/** Marks read answered so far: a total read before one of them may not count it. */
let readsMarked = 0;

/**
 * Takes a total the server counted in a write that marked messages read: it counts that write, so it is current
 * when it arrives, and a total read before it was answered may be older.
 */
export function setChatUnreadTotal(total: number): void {
  readsMarked += 1;
  $chatUnreadTotal.set(Math.max(0, total));
}

/**
 * Called as a read of the total is asked for (a page's data, the live channel's opening, the chat list); returns
 * what takes its answer. The answer is set unless a mark read was answered meanwhile: the read may have been counted
 * before that write and would bring back messages already read.
 */
export function readChatUnreadTotal(): (total: number) => void {
  const asked = readsMarked;
  return (total) => {
    if (readsMarked === asked) $chatUnreadTotal.set(Math.max(0, total));
  };
}

/** Whether a new message counts as unread here: someone else's, in a chat that is not open in a visible tab. */
export function countsAsUnread(event: ChatEvent, openChatId: number | null, tabHidden: boolean): boolean {
  return event.type === 'message' && !event.own && (event.chatId !== openChatId || tabHidden);
}

/** Keeps the unread total as messages arrive: one more for each message counted as unread. */
export function countArrival(event: ChatEvent, tabHidden: boolean): void {
  const total = $chatUnreadTotal.get();
  if (total !== null && countsAsUnread(event, $openChatId.get(), tabHidden)) $chatUnreadTotal.set(total + 1);
}
