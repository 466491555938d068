/** The head of a chat: back to all chats, its name and job, its actions, and the list of its members. */
import type { ChatSummary } from '#domain/chat.ts';
import { ChatActions } from './ChatActions.tsx';
import { personName } from './people.ts';

interface ConversationHeadProps {
  chat: ChatSummary;
  onChanged: (chat: ChatSummary | null, note: string) => void;
  onBack: () => void;
}

export function ConversationHead({ chat, onChanged, onBack }: ConversationHeadProps) {
  return (
    <>
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
    </>
  );
}
