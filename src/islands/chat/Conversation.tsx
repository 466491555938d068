/**
 * One chat: its name, members and actions (rename, add member, leave), the messages (older ones load when the
 * list is scrolled to the top or with the button there), the messages still in the outbox, and the composer.
 * New messages keep the list at the bottom when the reader was there; the chat is marked read while it is shown
 * in a visible tab.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { ChatMessage, ChatSummary } from '#domain/chat.ts';
import { formatRelativeTime } from '#domain/format.ts';
import { api } from '../../lib/api-client.ts';
import { Messaging_MarkRead } from '../../lib/api/operations.gen.ts';
import { setChatUnreadTotal } from '../../stores/chat-live.ts';
import type { Outbox, OutboxItem } from '../../stores/chat-outbox.ts';
import { Composer } from './Composer.tsx';
import { ChatActions } from './ChatActions.tsx';
import { MessageText } from './MessageText.tsx';
import { personName } from './people.ts';
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
  const queued = useStore(outbox?.$items ?? noItems).filter((item) => item.chatId === chat.chatId);
  const [draft, setDraft] = useState('');
  const [now, setNow] = useState(() => new Date(renderedAt));
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const memberNames = chat.members.map(personName);
  const messages = state.status === 'ready' ? state.messages : [];
  const newestId = messages.at(-1)?.messageId ?? 0;
  useEffect(() => setNow(new Date()), [messages.length]);

  useEffect(() => {
    connect(add, () => void catchUp());
    return () => connect(null, null);
  }, [connect, add, catchUp]);

  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages.length, queued.length]);

  useEffect(() => {
    if (!newestId) return undefined;
    const markRead = () => {
      if (document.hidden) return;
      void api.call(Messaging_MarkRead, { body: { chatId: chat.chatId, messageId: newestId } }).then((result) => {
        if (!result.ok) return;
        onRead(chat.chatId, result.data.unreadCount);
        setChatUnreadTotal(result.data.unreadTotal);
      });
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [chat.chatId, newestId, onRead]);

  const older = async () => {
    const el = list.current;
    if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
    if (!(await loadOlder())) keepFromBottom.current = null;
  };

  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
    if (el.scrollTop < 48 && state.status === 'ready' && state.hasOlder) void older();
  };

  return (
    <section className="chat-conversation" aria-labelledby={`chat-title-${chat.chatId}`}>
      <header className="chat-head">
        <button type="button" className="secondary chat-back" onClick={onBack}>
          All chats
        </button>
        <div className="chat-title">
          <h2 id={`chat-title-${chat.chatId}`}>{chat.name}</h2>
          <p className="muted">
            {chat.projectId} - {chat.projectTitle}
          </p>
        </div>
        <ChatActions chat={chat} onChanged={onChanged} />
      </header>
      <details className="chat-members">
        <summary>{chat.members.length === 1 ? '1 member' : `${chat.members.length} members`}</summary>
        <ul>
          {chat.members.map((m) => (
            <li key={m.userId}>
              {personName(m)} <span className="muted">({m.side === 'client' ? 'client' : 'talent'})</span>
            </li>
          ))}
        </ul>
      </details>
      <div ref={list} className="chat-messages" role="log" aria-label={`Messages in ${chat.name}`} tabIndex={0} onScroll={onScroll}>
        <ol>
          {state.status === 'ready' && state.hasOlder ? (
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
            <li key={item.clientId} className="chat-message own pending">
              <p className="chat-meta">
                <strong>You</strong>{' '}
                <span className={item.state === 'refused' ? 'field-error' : 'muted'}>
                  {item.state === 'sending' ? 'Sending…' : item.state === 'waiting' ? 'Not sent yet: it will be sent when the connection returns.' : `Not sent: ${item.reason ?? ''}`}
                </span>
              </p>
              <MessageText body={item.body} memberNames={memberNames} />
              <div className="actions">
                {item.state === 'waiting' ? (
                  <button type="button" className="secondary" onClick={() => void outbox?.flush()}>
                    Try again now
                  </button>
                ) : null}
                {item.state === 'refused' ? (
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => {
                      const text = outbox?.discard(item.clientId) ?? null;
                      if (text !== null) setDraft(text);
                    }}
                  >
                    Edit
                  </button>
                ) : null}
              </div>
            </li>
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
          atBottom.current = true;
          outbox?.enqueue(chat.chatId, body, mentions);
        }}
      />
    </section>
  );
}
