/**
 * The messages page (issue 12): the user's chats with their unread counts beside the open conversation (one at a
 * time on narrow screens), the job's chat tools when the page was opened from a job, the welcome dialog shown once,
 * and live updates: new messages go to their chat and conversation, changed chats are read again.
 */
import { useEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatSummary } from '#domain/chat.ts';
import { chatHref, messagesPath } from '#domain/chat-text.ts';
import { api } from '../../lib/api-client.ts';
import { Messaging_GenerateGeneralGroup, Messaging_UpdateMsgWelcomeModal } from '../../lib/api/operations.gen.ts';
import { $openChatId } from '../../stores/chat-live.ts';
import type { Outbox } from '../../stores/chat-outbox.ts';
import { showToast, toastDurations } from '../../stores/toasts.ts';
import { CrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';
import { ChatList, type ChatJob } from './ChatList.tsx';
import { Conversation } from './Conversation.tsx';
import { useChatList } from './use-chat-list.ts';
import { useLiveChat } from './use-live-chat.ts';
import './chat.css';

export type { ChatJob };

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

/** The open chat, kept in the address (?chat=) so Back and Forward move between chats. */
function useSelectedChat(initial: number | null, job: ChatJob | null) {
  const [selected, setSelected] = useState<number | null>(initial);
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
    window.history.pushState(null, '', chatId ? chatHref(chatId) : messagesPath + (job ? `?job=${job.projectId}` : ''));
  };
  return { selected, choose };
}

function WelcomeDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  return (
    <Dialog open={open} title="Welcome to Messages" onClose={onClose}>
      <div className="stack">
        <p>Each job has its chats: a general group with everyone on the job, and groups you make. Type @ and a name to mention someone; they get an e-mail.</p>
        <p>Messages you send without a connection wait here and go out when you are back online.</p>
        <div className="actions">
          <button type="button" onClick={onDone}>
            Got it
          </button>
        </div>
      </div>
    </Dialog>
  );
}

function Chats({ me, chats: initialChats, unreadTotal, selectedChatId, initialMessages, job, showWelcome, messageMax, texts, renderedAt }: Omit<ChatAppProps, 'crash'>) {
  const list = useChatList(initialChats);
  const { selected, choose } = useSelectedChat(selectedChatId, job);
  const [outbox, setOutbox] = useState<Outbox | null>(null);
  const connect = useLiveChat(me, unreadTotal, list, setOutbox);
  const [busy, setBusy] = useState(false);
  const [welcome, setWelcome] = useState(showWelcome);
  const listHeading = useRef<HTMLHeadingElement>(null);
  /** Asks for focus on the list once the left chat (and its dialog) is gone from the page. */
  const [focusList, setFocusList] = useState(0);
  const open = list.chats.find((c) => c.chatId === selected) ?? null;

  useEffect(() => {
    if (focusList) listHeading.current?.focus();
  }, [focusList]);

  const onChanged = (chat: ChatSummary | null, note: string) => {
    showToast({ tone: 'success', text: note, ms: toastDurations.chat });
    if (chat) return list.replace(chat);
    if (selected !== null) list.remove(selected);
    choose(null);
    setFocusList((n) => n + 1);
    void list.reload();
  };

  /** A group made here: first on the list, and open. */
  const created = (chat: ChatSummary, note: string | null) => {
    if (note) showToast({ tone: 'success', text: note, ms: toastDurations.chat });
    list.addFirst(chat);
    choose(chat.chatId);
  };

  const generate = async () => {
    if (!job) return;
    setBusy(true);
    const result = await api.call(Messaging_GenerateGeneralGroup, { body: { projectId: job.projectId } });
    setBusy(false);
    if (result.ok) created(result.data.chat, null);
    else showToast({ tone: 'error', text: result.error.message, ms: toastDurations.chat });
  };

  /** The dialog closed (Got it, Close or Escape): it is not shown again. */
  const closeWelcome = () => {
    setWelcome(false);
    void api.call(Messaging_UpdateMsgWelcomeModal, { body: { showWelcome: false } });
  };

  const tools = job ? { job, busy, turnedOff: texts.turnedOff, onGenerate: () => void generate(), onCreated: created } : null;
  return (
    <div className={open ? 'chat-app has-open' : 'chat-app'}>
      <ChatList ref={listHeading} chats={list.chats} selected={selected} now={new Date(renderedAt)} onChoose={choose} tools={tools} />
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
          onRead={list.markRead}
          onChanged={onChanged}
          onBack={() => choose(null)}
          renderedAt={renderedAt}
        />
      ) : (
        <p className="chat-empty muted">Choose a chat to read its messages.</p>
      )}
      <WelcomeDialog open={welcome} onClose={closeWelcome} onDone={() => setWelcome(false)} />
    </div>
  );
}
