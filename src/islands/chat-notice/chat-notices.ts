/**
 * Chat notices: a new message from someone else shows a 'New Message' toast for 5000 ms (unless its
 * conversation is open in the visible tab) and, while the tab is hidden, blinks the tab title. The user's own
 * messages (`own`, sent from another tab) and changes to a chat give no notice. Each arrival also keeps the chat
 * entry's unread total (src/stores/chat-live.ts).
 */
import { messages } from '#domain/messages.ts';
import { chatHref } from '#domain/chat-text.ts';
import { $openChatId, countArrival, readChatEvent, type ChatMessageEvent } from '../../stores/chat-live.ts';
import { onChat, startLive } from '../../stores/live.ts';
import { showToast, toastDurations } from '../../stores/toasts.ts';
import { createTitleBlink } from './title-blink.ts';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** What the toast says: who wrote and a preview, when the event carries them. */
export function chatNoticeText(event: Pick<ChatMessageEvent, 'senderName' | 'body'>): string {
  const from = text(event.senderName);
  const preview = text(event.body);
  if (from && preview) return `${from}: ${preview}`;
  return preview ?? (from ? `From ${from}` : 'You have a new message.');
}

let started = false;

export function startChatNotices(): void {
  if (started) return;
  started = true;
  const title = createTitleBlink(document, window);
  onChat((data) => {
    const event = readChatEvent(data);
    if (event?.type !== 'message' || event.own) return;
    countArrival(event, document.hidden);
    if (document.hidden || $openChatId.get() !== event.chatId) {
      showToast({ tone: 'info', title: messages.shell.newMessage, text: chatNoticeText(event), ms: toastDurations.chat, href: chatHref(event.chatId) });
    }
    title.blink(messages.shell.newMessage);
  });
  startLive();
}
