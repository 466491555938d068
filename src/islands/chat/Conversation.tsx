/**
 * One chat: its name, members and actions (rename, add member, leave), the messages (older ones load when the
 * list is scrolled to the top or with the button there), the messages still in the outbox, and the composer.
 * New messages keep the list at the bottom when the reader was there; the chat is marked read while it is shown
 * in a visible tab.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { ChatMessage, ChatSummary } from '#domain/chat.ts';
import { formatRelativeTime } from '#domain/format.ts';
import { unsentIn, type Outbox, type OutboxItem } from '../../stores/chat-outbox.ts';
import { Composer } from './Composer.tsx';
import { ConversationHead } from './ConversationHead.tsx';
import { MessageText } from './MessageText.tsx';
import { QueuedMessage } from './QueuedMessage.tsx';
import { personName } from './people.ts';
import { useMarkRead } from './use-mark-read.ts';
import { useMessageScroll } from './use-message-scroll.ts';
import { useMessages } from './use-messages.ts';

export interface ConversationProps {
  chat: ChatSummary;
  me: number;
  /** Null until the page has hydrated (the outbox lives in the browser's storage). */
  outbox: Outbox | null;
  messageMax: number;
  tooLong: string;
  initial: { messages: ChatMessage[]; hasMore: boolean } | null;
  /** Registers the function that takes live and sent messages for this chat. */
  connect: (take: ((messages: ChatMessage[]) => void) | null, catchUp: (() => void) | null) => void;
  onRead: (chatId: number, unreadCount: number) => void;
  onChanged: (chat: ChatSummary | null, note: string) => void;
  onBack: () => void;
  /** When the page was rendered: relative times read the same on the server and in the first browser render. */
  renderedAt: string;
}

const noItems = atom<OutboxItem[]>([]);

export function Conversation({ chat, me, outbox, messageMax, tooLong, initial, connect, onRead, onChanged, onBack, renderedAt }: ConversationProps) {
  const { state, add, loadOlder, catchUp } = useMessages(chat.chatId, initial);
  const messages = state.status === 'ready' ? state.messages : [];
  const queued = unsentIn(useStore(outbox?.$items ?? noItems), chat.chatId, messages, me);
  const [draft, setDraft] = useState('');
  const [now, setNow] = useState(() => new Date(renderedAt));
  const memberNames = chat.members.map(personName);
  const hasOlder = state.status === 'ready' && state.hasOlder;
  const { list, older, onScroll, stickToBottom } = useMessageScroll(messages.length, queued.length, hasOlder, loadOlder);
  useEffect(() => setNow(new Date()), [messages.length]);

  useEffect(() => {
    connect(add, () => void catchUp());
    return () => connect(null, null);
  }, [connect, add, catchUp]);
  useMarkRead(chat.chatId, messages.at(-1)?.messageId ?? 0, onRead);

  const edit = (clientId: string) => {
    const text = outbox?.discard(clientId) ?? null;
    if (text !== null) setDraft(text);
  };

  return (
    <section className="chat-conversation" aria-labelledby={`chat-title-${chat.chatId}`}>
      <ConversationHead chat={chat} onChanged={onChanged} onBack={onBack} />
      <div ref={list} className="chat-messages" role="log" aria-label={`Messages in ${chat.name}`} tabIndex={0} onScroll={onScroll}>
        <ol>
          {hasOlder ? (
            <li className="chat-older">
              <button type="button" className="secondary" onClick={() => void older()}>
                Load older messages
              </button>
            </li>
          ) : null}
          {state.status === 'loading' ? <li className="muted">Loading messages…</li> : null}
          {state.status === 'failed' ? <li role="alert">The messages could not be loaded. Please reload the page.</li> : null}
          {state.status === 'ready' && messages.length === 0 && queued.length === 0 ? <li className="muted">No messages yet. Say hello!</li> : null}
          {messages.map((m) => (
            <li key={m.messageId} className={m.senderUserId === me ? 'chat-message own' : 'chat-message'}>
              <p className="chat-meta">
                <strong>{m.senderUserId === me ? 'You' : m.senderName}</strong>{' '}
                <time dateTime={m.createdAt}>{formatRelativeTime(new Date(m.createdAt), now)}</time>
              </p>
              <MessageText body={m.body} memberNames={memberNames} />
            </li>
          ))}
          {queued.map((item) => (
            <QueuedMessage key={item.clientId} item={item} memberNames={memberNames} onRetry={() => void outbox?.flush()} onEdit={() => edit(item.clientId)} />
          ))}
        </ol>
      </div>
      <Composer
        members={chat.members}
        me={me}
        max={messageMax}
        tooLong={tooLong}
        draft={draft}
        onDraft={setDraft}
        onSend={(body, mentions) => {
          stickToBottom();
          outbox?.enqueue(chat.chatId, body, mentions);
        }}
      />
    </section>
  );
}
