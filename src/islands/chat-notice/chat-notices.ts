/**
 * Chat notices (spec 1 §4.5): each `chat` event of the live channel shows a 'New Message' toast for 5000 ms and,
 * while the tab is hidden, blinks the tab title. The chat feature only publishes:
 * publishLive(db, { userId, kind: 'chat', data: { preview?, from?, href? } }) (api/live/events.ts).
 */
import { messages } from '../../domain/messages.ts';
import { safeLocalPath } from '../../domain/safe-path.ts';
import { onChat, startLive, type ChatEventData } from '../../stores/live.ts';
import { showToast, toastDurations } from '../../stores/toasts.ts';
import { createTitleBlink } from './title-blink.ts';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** What the toast says: who wrote and a preview, when the event carries them. */
export function chatNoticeText(data: ChatEventData): string {
  const from = text(data.from);
  const preview = text(data.preview);
  if (from && preview) return `${from}: ${preview}`;
  return preview ?? (from ? `From ${from}` : 'You have a new message.');
}

let started = false;

export function startChatNotices(): void {
  if (started) return;
  started = true;
  const title = createTitleBlink(document, window);
  onChat((data) => {
    const href = safeLocalPath(text(data.href));
    showToast({
      tone: 'info',
      title: messages.shell.newMessage,
      text: chatNoticeText(data),
      ms: toastDurations.chat,
      ...(href ? { href } : {}),
    });
    title.blink(messages.shell.newMessage);
  });
  startLive();
}
