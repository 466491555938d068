/**
 * The messages page (issue 12): the user's chats with their unread counts beside the open conversation (one at a
 * time on narrow screens), the job's chat tools when the page was opened from a job, the welcome dialog shown once,
 * and live updates: new messages go to their chat and conversation, changed chats are read again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatPerson, ChatSummary } from '../../domain/chat.ts';
import { chatHref, messagesPath } from '../../domain/chat-text.ts';
import { formatRelativeTime } from '../../domain/format.ts';
import { api } from '../../lib/api-client.ts';
import { Messaging_GenerateGeneralGroup, Messaging_GetGroupChat, Messaging_UpdateMsgWelcomeModal } from '../../lib/api/operations.gen.ts';
import { $openChatId, readChatEvent, setChatUnreadTotal } from '../../stores/chat-live.ts';
import type { Outbox } from '../../stores/chat-outbox.ts';
import { onChat, onLiveOpen, startLive } from '../../stores/live.ts';
import { showToast, toastDurations } from '../../stores/toasts.ts';
import { CrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';
import { Conversation } from './Conversation.tsx';
import { NewGroup } from './NewGroup.tsx';
import { onSent, pageOutbox } from './page-outbox.ts';
import './chat.css';

export interface ChatJob {
  projectId: number;
  title: string;
  isChatVisible: boolean;
  /** Everyone who may be in the job's chats, the user left out. */
  party: ChatPerson[];
}

export interface ChatAppProps {
  me: number;
  chats: ChatSummary[];
  unreadTotal: number;
  selectedChatId: number | null;
  /** The first page of the selected chat's messages, read by the page. */
  initialMessages: { messages: ChatMessage[]; hasMore: boolean } | null;
  /** The job the page was opened from (?job=), when the user may chat on it. */
  job: ChatJob | null;
  /** The welcome dialog is due (GetMsgWelcomeModal): shown once, until the user closes it. */
  showWelcome: boolean;
  messageMax: number;
  texts: { tooLong: string; turnedOff: string };
  renderedAt: string;
  crash: CrashLinks;
}

export default function ChatApp({ crash, ...props }: ChatAppProps) {
  return (
    <CrashBoundary links={crash}>
      <Chats {...props} />
    </CrashBoundary>
  );
}

type Take = ((messages: ChatMessage[]) => void) | null;

function Chats({ me, chats: initialChats, unreadTotal, selectedChatId, initialMessages, job, showWelcome, messageMax, texts, renderedAt }: Omit<ChatAppProps, 'crash'>) {
  const [chats, setChats] = useState(initialChats);
  const [selected, setSelected] = useState<number | null>(selectedChatId);
  const [outbox, setOutbox] = useState<Outbox | null>(null);
  const [busy, setBusy] = useState(false);
  const [welcome, setWelcome] = useState(showWelcome);
  const take = useRef<{ add: Take; catchUp: (() => void) | null }>({ add: null, catchUp: null });
  const listHeading = useRef<HTMLHeadingElement>(null);
  /** Asks for focus on the list once the left chat (and its dialog) is gone from the page. */
  const [focusList, setFocusList] = useState(0);
  const open = chats.find((c) => c.chatId === selected) ?? null;
  /** The chats on the list, for the live handler: a message of another chat (just added to it) reloads the list. */
  const known = useRef(new Set<number>());
  known.current = new Set(chats.map((c) => c.chatId));
  const jobChats = job ? chats.filter((c) => c.projectId === job.projectId) : [];

  const reload = useCallback(async () => {
    const result = await api.call(Messaging_GetGroupChat, { query: {} });
    if (!result.ok) return;
    setChats(result.data.chats);
    setChatUnreadTotal(result.data.unreadTotal);
  }, []);

  useEffect(() => {
    setChatUnreadTotal(unreadTotal);
    setOutbox(pageOutbox(me));
    startLive();
    const stopSent = onSent((message) => {
      take.current.add?.([message]);
      setChats((list) => list.map((c) => (c.chatId === message.chatId ? { ...c, lastMessage: message } : c)));
    });
    const stopOpen = onLiveOpen(() => {
      void reload();
      take.current.catchUp?.();
    });
    const stopChat = onChat((data) => {
      const event = readChatEvent(data);
      if (!event) return;
      if (event.type === 'changed') {
        void reload();
        return;
      }
      if (!known.current.has(event.chatId)) {
        void reload();
        return;
      }
      setChats((list) => {
        const shown = $openChatId.get() === event.chatId && !document.hidden;
        const last = event.chatMessage as unknown as ChatMessage | null;
        return list.map((c) =>
          c.chatId === event.chatId ? { ...c, unreadCount: c.unreadCount + (event.own || shown ? 0 : 1), lastMessage: last ?? c.lastMessage } : c,
        );
      });
      if ($openChatId.get() !== event.chatId) return;
      if (event.chatMessage) take.current.add?.([event.chatMessage as unknown as ChatMessage]);
      else take.current.catchUp?.();
    });
    return () => {
      stopSent();
      stopOpen();
      stopChat();
    };
  }, [me, unreadTotal, reload]);

  useEffect(() => {
    if (focusList) listHeading.current?.focus();
  }, [focusList]);

  useEffect(() => {
    $openChatId.set(selected);
    return () => $openChatId.set(null);
  }, [selected]);

  useEffect(() => {
    const onPop = () => setSelected(Number(new URL(window.location.href).searchParams.get('chat')) || null);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const choose = (chatId: number | null) => {
    setSelected(chatId);
    const href = chatId ? chatHref(chatId) : messagesPath + (job ? `?job=${job.projectId}` : '');
    window.history.pushState(null, '', href);
  };

  const connect = useCallback((add: Take, catchUp: (() => void) | null) => {
    take.current = { add, catchUp };
  }, []);

  const onRead = useCallback((chatId: number, unreadCount: number) => {
    setChats((list) => list.map((c) => (c.chatId === chatId ? { ...c, unreadCount } : c)));
  }, []);

  const onChanged = (chat: ChatSummary | null, note: string) => {
    showToast({ tone: 'success', text: note, ms: toastDurations.chat });
    if (chat) {
      setChats((list) => list.map((c) => (c.chatId === chat.chatId ? chat : c)));
      return;
    }
    setChats((list) => list.filter((c) => c.chatId !== selected));
    choose(null);
    setFocusList((n) => n + 1);
    void reload();
  };

  const generate = async () => {
    if (!job) return;
    setBusy(true);
    const result = await api.call(Messaging_GenerateGeneralGroup, { body: { projectId: job.projectId } });
    setBusy(false);
    if (!result.ok) {
      showToast({ tone: 'error', text: result.error.message, ms: toastDurations.chat });
      return;
    }
    created(result.data.chat, null);
  };

  /** A group made here: first on the list, and open. */
  const created = (chat: ChatSummary, note: string | null) => {
    if (note) showToast({ tone: 'success', text: note, ms: toastDurations.chat });
    setChats((list) => [chat, ...list.filter((c) => c.chatId !== chat.chatId)]);
    choose(chat.chatId);
  };

  /** The dialog closed (Got it, Close or Escape): it is not shown again. */
  const closeWelcome = () => {
    setWelcome(false);
    void api.call(Messaging_UpdateMsgWelcomeModal, { body: { showWelcome: false } });
  };

  const now = new Date(renderedAt);
  return (
    <div className={open ? 'chat-app has-open' : 'chat-app'}>
      <nav className="chat-list" aria-labelledby="chat-list-title">
        <h2 id="chat-list-title" ref={listHeading} tabIndex={-1}>
          Chats
        </h2>
        {job ? (
          <div className="chat-job card">
            <p>
              <strong>
                {job.projectId} - {job.title}
              </strong>
            </p>
            {!job.isChatVisible ? <p>{texts.turnedOff}</p> : null}
            {job.isChatVisible ? (
              <div className="actions">
                {!jobChats.some((c) => c.isGeneral) ? (
                  <button type="button" disabled={busy} onClick={() => void generate()}>
                    Start the job&apos;s general group
                  </button>
                ) : null}
                <NewGroup projectId={job.projectId} party={job.party} onCreated={created} />
              </div>
            ) : null}
          </div>
        ) : null}
        {chats.length === 0 ? <p className="muted">You are not in any chat yet. Chats belong to jobs: open one from a job you are working on.</p> : null}
        <ul>
          {chats.map((c) => (
            <li key={c.chatId}>
              <a
                href={chatHref(c.chatId)}
                aria-current={c.chatId === selected ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  choose(c.chatId);
                }}
              >
                <span className="chat-name">{c.name}</span>
                <span className="chat-job-title">
                  {c.projectId} - {c.projectTitle}
                </span>
                {c.lastMessage ? (
                  <span className="chat-last">
                    {c.lastMessage.senderName}: {c.lastMessage.body.slice(0, 80)} · <time dateTime={c.lastMessage.createdAt}>{formatRelativeTime(new Date(c.lastMessage.createdAt), now)}</time>
                  </span>
                ) : null}
                {c.unreadCount > 0 ? (
                  <span className="badge">
                    {c.unreadCount}
                    <span className="visually-hidden"> unread</span>
                  </span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {open ? (
        <Conversation
          key={open.chatId}
          chat={open}
          me={me}
          outbox={outbox}
          messageMax={messageMax}
          tooLong={texts.tooLong}
          initial={open.chatId === selectedChatId ? initialMessages : null}
          connect={connect}
          onRead={onRead}
          onChanged={onChanged}
          onBack={() => choose(null)}
          renderedAt={renderedAt}
        />
      ) : (
        <p className="chat-empty muted">Choose a chat to read its messages.</p>
      )}
      <Dialog open={welcome} title="Welcome to Messages" onClose={closeWelcome}>
        <div className="stack">
          <p>Each job has its chats: a general group with everyone on the job, and groups you make. Type @ and a name to mention someone; they get an e-mail.</p>
          <p>Messages you send without a connection wait here and go out when you are back online.</p>
          <div className="actions">
            <button type="button" onClick={() => setWelcome(false)}>
              Got it
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
