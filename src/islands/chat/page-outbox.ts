/**
 * The page's chat outbox (src/stores/chat-outbox.ts) over the API: SendMessage with the client id. No answer
 * (network down, request aborted), a 5xx, a 408 or a 429 is tried again; any other refusal is kept with its message.
 * Each stored message is handed to the listeners, so the conversation shows it at once.
 */
import { api } from '../../lib/api-client.ts';
import { Messaging_SendMessage } from '../../lib/api/operations.gen.ts';
import type { ChatMessage } from '#domain/chat.ts';
import { createOutbox, type Outbox, type SendOutcome } from '../../stores/chat-outbox.ts';
import { onLiveOpen } from '../../stores/live.ts';

const sentListeners = new Set<(message: ChatMessage) => void>();

/** Calls `listener` with each message the outbox got stored; returns the unsubscribe. */
export function onSent(listener: (message: ChatMessage) => void): () => void {
  sentListeners.add(listener);
  return () => void sentListeners.delete(listener);
}

const retryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/** A random id; randomUUID needs a secure context, so plain HTTP gets 16 random bytes in hex. */
const newId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

let outbox: Outbox | null = null;

/** The outbox of this page and user, created once; it sends again when the connection or the live channel returns. */
export function pageOutbox(userId: number): Outbox {
  if (outbox) return outbox;
  const created = createOutbox({
    newId,
    storage: window.localStorage,
    storageKey: `chat-outbox:${userId}`,
    schedule: (run, ms) => {
      const timer = window.setTimeout(run, ms);
      return () => window.clearTimeout(timer);
    },
    send: async (item): Promise<SendOutcome> => {
      const result = await api.call(Messaging_SendMessage, { body: { chatId: item.chatId, clientId: item.clientId, body: item.body, mentions: item.mentions } });
      if (result.ok) {
        for (const listener of sentListeners) listener(result.data.chatMessage);
        return { kind: 'sent' };
      }
      return retryable(result.status) ? { kind: 'retry' } : { kind: 'refused', reason: result.error.message };
    },
  });
  window.addEventListener('online', () => void created.flush());
  onLiveOpen(() => void created.flush());
  outbox = created;
  return created;
}
