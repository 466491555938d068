/**
 * The messages page on the live channel: its own sent messages and new messages of others go to their chat on the
 * list and, when it is open, to the conversation; a changed chat, or one the list does not know, reloads the list;
 * after a break in the channel the list and the open conversation catch up.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '#domain/chat.ts';
import { $openChatId, readChatEvent, readChatUnreadTotal } from '../../stores/chat-live.ts';
import type { Outbox } from '../../stores/chat-outbox.ts';
import { onChat, onLiveOpen, startLive } from '../../stores/live.ts';
import type { ChatList } from './use-chat-list.ts';
import { onSent, pageOutbox } from './page-outbox.ts';

export type Take = ((messages: ChatMessage[]) => void) | null;

/** How the open conversation takes messages: added as they come, or caught up from the server. */
export type Connect = (add: Take, catchUp: (() => void) | null) => void;

export function useLiveChat(me: number, unreadTotal: number, list: ChatList, setOutbox: (outbox: Outbox) => void): Connect {
  const take = useRef<{ add: Take; catchUp: (() => void) | null }>({ add: null, catchUp: null });
  /** The chats on the list, for the live handler: a message of another chat (just added to it) reloads the list. */
  const known = useRef(new Set<number>());
  known.current = new Set(list.chats.map((c) => c.chatId));
  const { reload, arrived } = list;
  /** The page's total was read as the page was made, before any mark read of this page. */
  const [takePageTotal] = useState(readChatUnreadTotal);

  useEffect(() => {
    takePageTotal(unreadTotal);
    setOutbox(pageOutbox(me));
    startLive();
    const stopSent = onSent((message) => {
      take.current.add?.([message]);
      arrived(message.chatId, message, false);
    });
    const stopOpen = onLiveOpen(() => {
      void reload();
      take.current.catchUp?.();
    });
    const stopChat = onChat((data) => {
      const event = readChatEvent(data);
      if (!event) return;
      if (event.type === 'changed' || !known.current.has(event.chatId)) {
        void reload();
        return;
      }
      const open = $openChatId.get() === event.chatId;
      arrived(event.chatId, event.chatMessage, !event.own && !(open && !document.hidden));
      if (!open) return;
      if (event.chatMessage) take.current.add?.([event.chatMessage]);
      else take.current.catchUp?.();
    });
    return () => {
      stopSent();
      stopOpen();
      stopChat();
    };
  }, [me, unreadTotal, takePageTotal, reload, arrived, setOutbox]);

  return useCallback((add, catchUp) => {
    take.current = { add, catchUp };
  }, []);
}
