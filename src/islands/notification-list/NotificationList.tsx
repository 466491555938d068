/**
 * /notificationviewall (spec 1 §4.4): every notification of the viewer, newest first, with read, delete and clear
 * all; a notification's subject is a plain link (/notificationviewall/{id}) that marks it read on the server and goes
 * on to the page it is about, with or without script. Times within 2 days
 * read as minutes, hours or days ago, older ones as the full date and time. New notifications arriving on the live
 * channel are loaded as they come.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { NotificationType } from '../../domain/constants.ts';
import { formatRelativeTime } from '../../domain/format.ts';
import type { NotificationItem, NotificationList as ListAnswer, UnreadCount } from '../../domain/notifications.ts';
import { notificationOpenPath, notificationPaging } from '../../domain/notification-constants.ts';
import { api } from '../../lib/api-client.ts';
import type { ApiResult } from '../../lib/api/operation.ts';
import {
  Notification_ClearAllNotifications,
  Notification_DeleteNotification,
  Notification_Get,
  Notification_ReadNotification,
} from '../../lib/api/operations.gen.ts';
import { $unreadCount, setUnreadCount, startLive } from '../../stores/live.ts';
import { showToast } from '../../stores/toasts.ts';
import { CrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';

interface NotificationListProps {
  notificationType: NotificationType;
  /** The first page as the server rendered it. */
  initial: ListAnswer;
  /** When the server rendered it (ISO), so the first render in the browser says the same. */
  renderedAt: string;
  crash: CrashLinks;
}

export default function NotificationList({ crash, ...props }: NotificationListProps) {
  return (
    <CrashBoundary links={crash}>
      <List {...props} />
    </CrashBoundary>
  );
}

const FAILED = 'That did not work. Please try again.';

/** Mark as read or Delete: a plain form the page handles without script (post/redirect/get); with script, an API call. */
function ItemForm({ action, notificationId, onSubmit, children }: { action: 'read' | 'delete'; notificationId: number; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      method="post"
      action="/notificationviewall"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="notificationId" value={notificationId} />
      <button type="submit" className="secondary">
        {children}
      </button>
    </form>
  );
}


function List({ notificationType, initial, renderedAt }: Omit<NotificationListProps, 'crash'>) {
  const [list, setList] = useState<ListAnswer>(initial);
  const [clock, setClock] = useState<{ now: Date; timeZone: string | undefined }>({ now: new Date(renderedAt), timeZone: 'UTC' });
  const [confirmClear, setConfirmClear] = useState(false);
  const live = useStore($unreadCount);

  const fetchPage = (skip: number, take: number) =>
    api.call(Notification_Get, { query: { notificationType, skip, take: Math.min(take, notificationPaging.maxTake) } });

  const loaded = (page: ListAnswer, keep: NotificationItem[]) => {
    setList({ ...page, notifications: [...keep, ...page.notifications] });
    setClock({ now: new Date(), timeZone: undefined });
  };

  const refresh = async () => {
    const result = await fetchPage(0, Math.max(list.notifications.length, notificationPaging.defaultTake));
    if (result.ok) loaded(result.data, []);
    else showToast({ tone: 'error', text: FAILED });
  };

  const showMore = async () => {
    const result = await fetchPage(list.notifications.length, notificationPaging.defaultTake);
    if (result.ok) loaded(result.data, list.notifications);
    else showToast({ tone: 'error', text: FAILED });
  };

  useEffect(() => {
    setClock({ now: new Date(), timeZone: undefined });
    if ($unreadCount.get() === null) setUnreadCount(initial.unreadCount);
    startLive();
  }, [initial.unreadCount]);

  // A change of the live count that this list did not make itself (a new notification, another tab) reloads it.
  useEffect(() => {
    if (live !== null && live !== list.unreadCount) void refresh();
  }, [live]);

  const act = async (sent: Promise<ApiResult<UnreadCount>>, change: (items: NotificationItem[]) => NotificationItem[], removed: number) => {
    const result = await sent;
    if (!result.ok) {
      // Another tab may have changed the list meanwhile: say so and show it as it is now.
      showToast({ tone: 'error', text: FAILED });
      await refresh();
      return;
    }
    const { unreadCount } = result.data;
    setList((was) => ({ unreadCount, totalCount: was.totalCount - removed, notifications: change(was.notifications) }));
    setUnreadCount(unreadCount);
  };

  const markRead = (id: number) =>
    act(api.call(Notification_ReadNotification, { query: { notificationId: id } }), (items) => items.map((n) => (n.notificationId === id ? { ...n, read: true } : n)), 0);
  const remove = (id: number) =>
    act(api.call(Notification_DeleteNotification, { query: { notificationId: id } }), (items) => items.filter((n) => n.notificationId !== id), 1);
  const clearAll = async () => {
    setConfirmClear(false);
    await act(api.call(Notification_ClearAllNotifications), () => [], list.totalCount);
  };

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
            <li key={item.notificationId} className={item.read ? 'card' : 'card unread'}>
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
      <Dialog open={confirmClear} title="Clear all notifications?" onClose={() => setConfirmClear(false)}>
        <div className="stack">
          <p>Every notification is deleted. This cannot be undone.</p>
          <p className="actions">
            <button type="button" onClick={() => void clearAll()}>
              Clear all
            </button>
            <button type="button" className="secondary" onClick={() => setConfirmClear(false)}>
              Keep them
            </button>
          </p>
        </div>
      </Dialog>
    </div>
  );
}
