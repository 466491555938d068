/** The list side of the messages page: the job's chat tools when the page was opened from a job, and the user's chats. */
import { forwardRef } from 'react';
import type { ChatPerson, ChatSummary } from '#domain/chat.ts';
import { chatHref } from '#domain/chat-text.ts';
import { formatRelativeTime } from '#domain/format.ts';
import { NewGroup } from './NewGroup.tsx';

export interface ChatJob {
  projectId: number;
  title: string;
  isChatVisible: boolean;
  /** Everyone who may be in the job's chats, the user left out. */
  party: ChatPerson[];
}

interface JobToolsProps {
  job: ChatJob;
  hasGeneral: boolean;
  busy: boolean;
  turnedOff: string;
  onGenerate: () => void;
  onCreated: (chat: ChatSummary, note: string | null) => void;
}

function JobTools({ job, hasGeneral, busy, turnedOff, onGenerate, onCreated }: JobToolsProps) {
  return (
    <div className="chat-job card">
      <p>
        <strong>
          {job.projectId} - {job.title}
        </strong>
      </p>
      {job.isChatVisible ? (
        <div className="actions">
          {!hasGeneral ? (
            <button type="button" disabled={busy} onClick={onGenerate}>
              Start the job&apos;s general group
            </button>
          ) : null}
          <NewGroup projectId={job.projectId} party={job.party} onCreated={onCreated} />
        </div>
      ) : (
        <p>{turnedOff}</p>
      )}
    </div>
  );
}

function ChatLink({ chat, current, now, onChoose }: { chat: ChatSummary; current: boolean; now: Date; onChoose: (chatId: number) => void }) {
  const last = chat.lastMessage;
  return (
    <a
      href={chatHref(chat.chatId)}
      aria-current={current ? 'true' : undefined}
      onClick={(event) => {
        event.preventDefault();
        onChoose(chat.chatId);
      }}
    >
      <span className="chat-name">{chat.name}</span>
      <span className="chat-job-title">
        {chat.projectId} - {chat.projectTitle}
      </span>
      {last ? (
        <span className="chat-last">
          {last.senderName}: {last.body.slice(0, 80)} · <time dateTime={last.createdAt}>{formatRelativeTime(new Date(last.createdAt), now)}</time>
        </span>
      ) : null}
      {chat.unreadCount > 0 ? (
        <span className="badge">
          {chat.unreadCount}
          <span className="visually-hidden"> unread</span>
        </span>
      ) : null}
    </a>
  );
}

export interface ChatListProps {
  chats: ChatSummary[];
  selected: number | null;
  now: Date;
  onChoose: (chatId: number) => void;
  /** The job's tools, when the page was opened from a job. */
  tools: Omit<JobToolsProps, 'hasGeneral'> | null;
}

export const ChatList = forwardRef<HTMLHeadingElement, ChatListProps>(function ChatList({ chats, selected, now, onChoose, tools }, heading) {
  const hasGeneral = tools ? chats.some((c) => c.projectId === tools.job.projectId && c.isGeneral) : false;
  return (
    <nav className="chat-list" aria-labelledby="chat-list-title">
      <h2 id="chat-list-title" ref={heading} tabIndex={-1}>
        Chats
      </h2>
      {tools ? <JobTools {...tools} hasGeneral={hasGeneral} /> : null}
      {chats.length === 0 ? <p className="muted">You are not in any chat yet. Chats belong to jobs: open one from a job you are working on.</p> : null}
      <ul>
        {chats.map((c) => (
          <li key={c.chatId}>
            <ChatLink chat={c} current={c.chatId === selected} now={now} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </nav>
  );
});
