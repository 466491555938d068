/**
 * The chat entry of the top bar (issue 12): a link to /messages with the unread total over the user's chats, kept
 * live by the page's event stream (src/stores/chat-live.ts).
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { messagesPath } from '#domain/chat-text.ts';
import { $chatUnreadTotal, setChatUnreadTotal } from '../../stores/chat-live.ts';
import { UnreadIcon } from '../shell-kit/UnreadIcon.tsx';

interface ChatEntryProps {
  /** The total when the page was rendered, shown until the page learns more; null when unknown. */
  initialUnread: number | null;
  /** The page being shown, to mark the entry as current. */
  pathname: string;
}

export default function ChatEntry({ initialUnread, pathname }: ChatEntryProps) {
  const live = useStore($chatUnreadTotal);
  const unread = live ?? initialUnread;

  useEffect(() => {
    if (initialUnread !== null && $chatUnreadTotal.get() === null) setChatUnreadTotal(initialUnread);
  }, [initialUnread]);

  const current = pathname.replace(/\/+$/, '').toLowerCase() === messagesPath;
  return (
    <a className="icon-button" href={messagesPath} aria-current={current ? 'page' : undefined}>
      <UnreadIcon path="M4 5h16v11H9l-5 4z" label="Messages" unread={unread} />
    </a>
  );
}
