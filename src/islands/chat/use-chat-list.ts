/**
 * The chat list of the messages page: the user's chats as the page read them, read again when something changed,
 * and the ways the page changes one of them (read, renamed, left, made here).
 */
import { useCallback, useState } from 'react';
import type { ChatMessage, ChatSummary } from '#domain/chat.ts';
import { api } from '../../lib/api-client.ts';
import { Messaging_GetGroupChat } from '../../lib/api/operations.gen.ts';
import { readChatUnreadTotal } from '../../stores/chat-live.ts';

export interface ChatList {
  chats: ChatSummary[];
  /** Reads the list and the unread total again. */
  reload: () => Promise<void>;
  /** A chat's unread count as the server counted it after a read. */
  markRead: (chatId: number, unreadCount: number) => void;
  /** A message arrived: it is the chat's last one, and one more unread unless it counts as read. */
  arrived: (chatId: number, message: ChatMessage | null, unread: boolean) => void;
  /** The chat as changed here (renamed, members added). */
  replace: (chat: ChatSummary) => void;
  remove: (chatId: number) => void;
  /** A chat made here goes first on the list. */
  addFirst: (chat: ChatSummary) => void;
}

export function useChatList(initial: ChatSummary[]): ChatList {
  const [chats, setChats] = useState(initial);
  const update = (change: (chat: ChatSummary) => ChatSummary, chatId: number) => setChats((list) => list.map((c) => (c.chatId === chatId ? change(c) : c)));

  const reload = useCallback(async () => {
    const takeTotal = readChatUnreadTotal();
    const result = await api.call(Messaging_GetGroupChat, { query: {} });
    if (!result.ok) return;
    setChats(result.data.chats);
    takeTotal(result.data.unreadTotal);
  }, []);

  const markRead = useCallback((chatId: number, unreadCount: number) => update((c) => ({ ...c, unreadCount }), chatId), []);

  const arrived = useCallback(
    (chatId: number, message: ChatMessage | null, unread: boolean) =>
      update((c) => ({ ...c, unreadCount: c.unreadCount + (unread ? 1 : 0), lastMessage: message ?? c.lastMessage }), chatId),
    [],
  );

  return {
    chats,
    reload,
    markRead,
    arrived,
    replace: (chat) => update(() => chat, chat.chatId),
    remove: (chatId) => setChats((list) => list.filter((c) => c.chatId !== chatId)),
    addFirst: (chat) => setChats((list) => [chat, ...list.filter((c) => c.chatId !== chat.chatId)]),
  };
}
