/** One notification: Unread tag, subject (a link when it leads somewhere), time, body, Mark as read and Delete. */
import { formatRelativeTime } from '#domain/format.ts';
import type { NotificationItem } from '#domain/notifications.ts';
import { notificationOpenPath } from '#domain/notification-constants.ts';
import { ItemForm } from './ItemForm.tsx';
import type { ListClock } from './use-notification-list.ts';

interface Props {
  item: NotificationItem;
  clock: ListClock;
  markRead: (id: number) => Promise<void>;
  remove: (id: number) => Promise<void>;
}

export function NotificationCard({ item, clock, markRead, remove }: Props) {
  return (
    <li className={item.read ? 'card' : 'card unread'}>
      <article className="stack" aria-labelledby={`notification-${item.notificationId}`}>
        <div className="notification-head">
          <h2 id={`notification-${item.notificationId}`}>
            {item.read ? null : <span className="tag">Unread</span>}{' '}
            {item.link ? (
              <a href={notificationOpenPath(item.notificationId)}>
                {item.subject}
              </a>
            ) : (
              item.subject
            )}
          </h2>
          <time dateTime={item.notificationDate}>{formatRelativeTime(new Date(item.notificationDate), clock.now, clock.timeZone)}</time>
        </div>
        <div className="notification-body" dangerouslySetInnerHTML={{ __html: item.body }} />
        <div className="actions">
          {item.read ? null : (
            <ItemForm action="read" notificationId={item.notificationId} onSubmit={() => void markRead(item.notificationId)}>
              Mark as read<span className="visually-hidden">: {item.subject}</span>
            </ItemForm>
          )}
          <ItemForm action="delete" notificationId={item.notificationId} onSubmit={() => void remove(item.notificationId)}>
            Delete<span className="visually-hidden">: {item.subject}</span>
          </ItemForm>
        </div>
      </article>
    </li>
  );
}
