/**
 * The messages of the open chat: the newest page first, older pages on demand (scrolling up), messages that arrive
 * live or from this page's outbox, and the catch-up after the live channel reopens. Kept oldest first for display,
 * one entry per message id.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '#domain/chat.ts';
import { api } from '../../lib/api-client.ts';
import { Messaging_GetMessages } from '../../lib/api/operations.gen.ts';

export type MessagesState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; messages: ChatMessage[]; hasOlder: boolean };

/** Merges messages into a list, oldest first, one per id. */
export function mergeMessages(list: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.messageId, m]));
  for (const m of more) byId.set(m.messageId, m);
  return [...byId.values()].sort((a, b) => a.messageId - b.messageId);
}

export function useMessages(chatId: number, initial: { messages: ChatMessage[]; hasMore: boolean } | null) {
  const [state, setState] = useState<MessagesState>(
    initial ? { status: 'ready', messages: mergeMessages([], initial.messages), hasOlder: initial.hasMore } : { status: 'loading' },
  );
  const loadingOlder = useRef(false);
  const current = useRef(chatId);
  current.current = chatId;

  useEffect(() => {
    if (initial) return undefined;
    let live = true;
    setState({ status: 'loading' });
    void api.call(Messaging_GetMessages, { query: { chatId } }).then((result) => {
      if (!live) return;
      setState(result.ok ? { status: 'ready', messages: mergeMessages([], result.data.messages), hasOlder: result.data.hasMore } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [chatId, initial]);

  const add = useCallback((more: readonly ChatMessage[]) => {
    setState((s) => (s.status === 'ready' ? { ...s, messages: mergeMessages(s.messages, more.filter((m) => m.chatId === current.current)) } : s));
  }, []);

  /** Loads the page before the oldest shown message; resolves true when something was added. */
  const loadOlder = useCallback(async (): Promise<boolean> => {
    if (state.status !== 'ready' || !state.hasOlder || loadingOlder.current) return false;
    const oldest = state.messages[0];
    if (!oldest) return false;
    loadingOlder.current = true;
    const result = await api.call(Messaging_GetMessages, { query: { chatId, before: oldest.messageId } });
    loadingOlder.current = false;
    if (!result.ok || current.current !== chatId) return false;
    setState((s) => (s.status === 'ready' ? { status: 'ready', messages: mergeMessages(s.messages, result.data.messages), hasOlder: result.data.hasMore } : s));
    return result.data.messages.length > 0;
  }, [chatId, state]);

  /** Loads what arrived after the newest shown message (after a reconnect, or an event too big to carry it). */
  const catchUp = useCallback(async () => {
    if (state.status !== 'ready') return;
    const newest = state.messages.at(-1);
    const result = await api.call(Messaging_GetMessages, { query: newest ? { chatId, after: newest.messageId, limit: 100 } : { chatId } });
    if (result.ok) add(result.data.messages);
  }, [add, chatId, state]);

  return { state, add, loadOlder, catchUp };
}
