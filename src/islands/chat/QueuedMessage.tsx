/**
 * A message of the reader's still in the outbox: being sent, waiting for the connection (with Try again now), or
 * refused with the server's reason (with Edit, which takes the text back into the composer).
 */
import type { OutboxItem } from '../../stores/chat-outbox.ts';
import { MessageText } from './MessageText.tsx';

interface QueuedMessageProps {
  item: OutboxItem;
  memberNames: readonly string[];
  onRetry: () => void;
  onEdit: () => void;
}

const stateText = (item: OutboxItem) =>
  item.state === 'sending' ? 'Sending…' : item.state === 'waiting' ? 'Not sent yet: it will be sent when the connection returns.' : `Not sent: ${item.reason ?? ''}`;

export function QueuedMessage({ item, memberNames, onRetry, onEdit }: QueuedMessageProps) {
  return (
    <li className="chat-message own pending">
      <p className="chat-meta">
        <strong>You</strong> <span className={item.state === 'refused' ? 'field-error' : 'muted'}>{stateText(item)}</span>
      </p>
      <MessageText body={item.body} memberNames={memberNames} />
      <div className="actions">
        {item.state === 'waiting' ? (
          <button type="button" className="secondary" onClick={onRetry}>
            Try again now
          </button>
        ) : null}
        {item.state === 'refused' ? (
          <button type="button" className="secondary" onClick={onEdit}>
            Edit
          </button>
        ) : null}
      </div>
    </li>
  );
}
