/**
 * The chat entry of the top bar (issue 12): a link to /messages with the unread total over the user's chats, sent by
 * the page's event stream when it opens and kept live by it (src/stores/live.ts, src/stores/chat-live.ts).
 */
import { useStore } from '@nanostores/react';
import { messagesPath } from '#domain/chat-text.ts';
import { $chatUnreadTotal } from '../../stores/chat-live.ts';
import { UnreadIcon } from '../shell-kit/UnreadIcon.tsx';

interface ChatEntryProps {
  /** The page being shown, to mark the entry as current. */
  pathname: string;
}

export default function ChatEntry({ pathname }: ChatEntryProps) {
  const unread = useStore($chatUnreadTotal);

  const current = pathname.replace(/\/+$/, '').toLowerCase() === messagesPath;
  return (
    <a className="icon-button" href={messagesPath} aria-current={current ? 'page' : undefined}>
      <UnreadIcon path="M4 5h16v11H9l-5 4z" label="Messages" unread={unread} />
    </a>
  );
}
