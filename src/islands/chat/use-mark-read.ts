/**
 * Marks a chat read up to its newest message while it is shown in a visible tab, and again when the tab is shown
 * after being hidden; the chat's and the page's unread counts follow the server's answer.
 */
import { useEffect } from 'react';
import { api } from '../../lib/api-client.ts';
import { Messaging_MarkRead } from '../../lib/api/operations.gen.ts';
import { setChatUnreadTotal } from '../../stores/chat-live.ts';

export function useMarkRead(chatId: number, newestId: number, onRead: (chatId: number, unreadCount: number) => void) {
  useEffect(() => {
    if (!newestId) return undefined;
    const markRead = () => {
      if (document.hidden) return;
      void api.call(Messaging_MarkRead, { body: { chatId, messageId: newestId } }).then((result) => {
        if (!result.ok) return;
        onRead(chatId, result.data.unreadCount);
        setChatUnreadTotal(result.data.unreadTotal);
      });
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [chatId, newestId, onRead]);
}
