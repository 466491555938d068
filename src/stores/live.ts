/**
 * The signed-in page's live channel: one EventSource on /api/Notification/Stream (server-sent events, through
 * the edge with the session cookies) shared by every island of the page.
 * - `unread` { unreadCount } sets $unreadCount; on connect it also carries the chats' unread total
 *   { unreadChats }, which sets $chatUnreadTotal unless a mark read was answered since the channel was asked for
 *   (pages are rendered without either badge);
 * - `chat` (whatever the chat feature publishes) goes to the onChat listeners;
 * - each (re)opening calls the onLiveOpen listeners, so a page can catch up on what it missed while away, and so
 *   does `resync`, which the server sends when its own database listener was away and events may have been lost.
 * The browser reconnects by itself after a network failure. A refused stream (401 once the access token has
 * expired) goes through the API client, which renews the session or sends the user to /logout, then reconnects.
 */
import { atom } from 'nanostores';
import { api } from '../lib/api-client.ts';
import { pathOf } from '../lib/api/operation.ts';
import { Notification_Stream, User_Session } from '../lib/api/operations.gen.ts';
import { readChatUnreadTotal } from './chat-live.ts';

export const STREAM_URL = pathOf(Notification_Stream);

/** The unread count of the bell; null until known. */
export const $unreadCount = atom<number | null>(null);

export type ChatEventData = Record<string, unknown>;

const chatListeners = new Set<(data: ChatEventData) => void>();
const openListeners = new Set<() => void>();
let source: EventSource | null = null;
let failures = 0;

export function setUnreadCount(count: number): void {
  $unreadCount.set(count);
}

/** Opens the page's live channel once; later calls do nothing. */
export function startLive(): void {
  if (source || typeof EventSource === 'undefined') return;
  connect();
}

/** Calls `listener` with each chat event; returns the unsubscribe. */
export function onChat(listener: (data: ChatEventData) => void): () => void {
  chatListeners.add(listener);
  return () => void chatListeners.delete(listener);
}

/** Calls `listener` each time the channel (re)opens; returns the unsubscribe. */
export function onLiveOpen(listener: () => void): () => void {
  openListeners.add(listener);
  return () => void openListeners.delete(listener);
}

function readObject(text: string): ChatEventData | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ChatEventData) : null;
  } catch {
    return null;
  }
}

function connect(): void {
  const stream = new EventSource(STREAM_URL);
  source = stream;
  const takeChatTotal = readChatUnreadTotal();
  stream.addEventListener('open', () => {
    failures = 0;
    for (const listener of openListeners) listener();
  });
  stream.addEventListener('resync', () => {
    for (const listener of openListeners) listener();
  });
  stream.addEventListener('unread', (event) => {
    const data = readObject(event.data);
    if (typeof data?.unreadCount === 'number') $unreadCount.set(data.unreadCount);
    if (typeof data?.unreadChats === 'number') takeChatTotal(data.unreadChats);
  });
  stream.addEventListener('chat', (event) => {
    const data = readObject(event.data);
    if (data) for (const listener of chatListeners) listener(data);
  });
  stream.addEventListener('error', () => {
    if (stream.readyState !== EventSource.CLOSED) return;
    void renewAndReconnect();
  });
}

async function renewAndReconnect(): Promise<void> {
  failures += 1;
  const res = await api.request(pathOf(User_Session)).catch(() => null);
  await res?.body?.cancel();
  // Waits longer after each failed attempt in a row: 1 s, 2 s, 4 s … up to a minute.
  window.setTimeout(connect, Math.min(60_000, 1000 * 2 ** (failures - 1)));
}
