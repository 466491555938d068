/**
 * /notificationviewall: every notification of the viewer, newest first, with read, delete and clear
 * all; a notification's subject is a plain link (/notificationviewall/{id}) that marks it read on the server and goes
 * on to the page it is about, with or without script. Times within 2 days
 * read as minutes, hours or days ago, older ones as the full date and time. New notifications arriving on the live
 * channel are loaded as they come.
 */
import type { NotificationType } from '#domain/constants.ts';
import type { NotificationList as ListAnswer } from '#domain/notifications.ts';
import { withCrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { useNotificationList } from './use-notification-list.ts';
import { NotificationCard } from './NotificationCard.tsx';
import { ClearAllDialog } from './ClearAllDialog.tsx';

interface NotificationListProps {
  notificationType: NotificationType;
  /** The first page as the server rendered it. */
  initial: ListAnswer;
  /** When the server rendered it (ISO), so the first render in the browser says the same. */
  renderedAt: string;
  crash: CrashLinks;
}

function List({ notificationType, initial, renderedAt }: Omit<NotificationListProps, 'crash'>) {
  const { list, clock, confirmClear, setConfirmClear, showMore, markRead, remove, clearAll } = useNotificationList(notificationType, initial, renderedAt);
  const { notifications, totalCount, unreadCount } = list;
  return (
    <div className="stack">
      <div className="actions list-head">
        <p className="muted" role="status">
          {totalCount === 0 ? 'You have no notifications.' : `${totalCount} notification${totalCount === 1 ? '' : 's'}, ${unreadCount} unread.`}
        </p>
        {totalCount > 0 ? (
          <button type="button" className="secondary" onClick={() => setConfirmClear(true)}>
            Clear all
          </button>
        ) : null}
      </div>
      {notifications.length > 0 ? (
        <ul className="notification-list">
          {notifications.map((item) => (
            <NotificationCard key={item.notificationId} item={item} clock={clock} markRead={markRead} remove={remove} />
          ))}
        </ul>
      ) : null}
      {notifications.length < totalCount ? (
        <p>
          <button type="button" className="secondary" onClick={() => void showMore()}>
            Show more
          </button>
        </p>
      ) : null}
      <ClearAllDialog open={confirmClear} onConfirm={() => void clearAll()} onClose={() => setConfirmClear(false)} />
    </div>
  );
}

export default withCrashBoundary<NotificationListProps>(List);
