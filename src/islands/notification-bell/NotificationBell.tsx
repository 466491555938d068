/**
 * The notification bell: the unread count, sent by the page's event stream when it opens and kept live by it
 * (src/stores/live.ts); its popup shows the 3 newest unread notifications, each a link to its page that marks it read, 'No New Notifications' when there
 * are none, and View All (/notificationviewall).
 */
import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { limits, type NotificationType } from '#domain/constants.ts';
import { formatRelativeTime } from '#domain/format.ts';
import { messages } from '#domain/messages.ts';
import type { NotificationItem } from '#domain/notifications.ts';
import { notificationOpenPath } from '#domain/notification-constants.ts';
import { api } from '../../lib/api-client.ts';
import { Notification_Get } from '../../lib/api/operations.gen.ts';
import { $unreadCount, startLive } from '../../stores/live.ts';
import { withCrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { usePopup } from '../shell-kit/use-popup.ts';
import { UnreadIcon } from '../shell-kit/UnreadIcon.tsx';

interface NotificationBellProps {
  notificationType: NotificationType;
  /** Whether the viewer may open /notificationviewall. */
  viewAll: boolean;
  crash: CrashLinks;
}

type PopupState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: NotificationItem[] };

function Bell({ notificationType, viewAll }: Omit<NotificationBellProps, 'crash'>) {
  const unread = useStore($unreadCount);
  const popup = usePopup();
  const panelId = useId();
  const [state, setState] = useState<PopupState>({ status: 'loading' });

  useEffect(() => {
    startLive();
  }, []);

  useEffect(() => {
    if (!popup.open) return undefined;
    let current = true;
    void api.call(Notification_Get, { query: { notificationType, take: limits.notificationPopup, unreadOnly: 'true' } }).then((result) => {
      if (current) setState(result.ok ? { status: 'ready', items: result.data.notifications } : { status: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [popup.open, unread, notificationType]);

  const now = new Date();
  return (
    <div className="bell" ref={popup.wrapper} onKeyDown={popup.onKeyDown}>
      <button ref={popup.button} type="button" className="icon-button" aria-expanded={popup.open} aria-controls={panelId} onClick={popup.toggle}>
        <UnreadIcon path="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0" label="Notifications" unread={unread} />
      </button>
      <div id={panelId} className="popup" hidden={!popup.open}>
        <h2 className="popup-title">Notifications</h2>
        {state.status === 'loading' ? <p>Loading…</p> : null}
        {state.status === 'failed' ? <p>The notifications could not be loaded. Please try again.</p> : null}
        {state.status === 'ready' && state.items.length === 0 ? <p>{messages.shell.noNotifications}</p> : null}
        {state.status === 'ready' && state.items.length > 0 ? (
          <ul className="popup-list">
            {state.items.map((item) => (
              <li key={item.notificationId}>
                {item.link ? (
                  <a className="subject" href={notificationOpenPath(item.notificationId)}>
                    {item.subject}
                  </a>
                ) : (
                  <span className="subject">{item.subject}</span>
                )}
                <time dateTime={item.notificationDate}>{formatRelativeTime(new Date(item.notificationDate), now)}</time>
              </li>
            ))}
          </ul>
        ) : null}
        {viewAll ? <a href="/notificationviewall">View All</a> : null}
      </div>
    </div>
  );
}

export default withCrashBoundary<NotificationBellProps>(Bell);
