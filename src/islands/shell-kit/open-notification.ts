/**
 * Opening a notification (from the bell's popup or /notificationviewall) marks it read, then goes to the page it is
 * about. A click that opens a new tab (a modifier key or the middle button) still marks it read and leaves the
 * navigation to the browser.
 */
import type { MouseEvent } from 'react';
import type { NotificationItem } from '../../domain/notifications.ts';
import { api } from '../../lib/api-client.ts';
import { Notification_ReadNotification } from '../../lib/api/operations.gen.ts';
import { setUnreadCount } from '../../stores/live.ts';

export async function openNotification(event: MouseEvent<HTMLAnchorElement>, item: NotificationItem): Promise<void> {
  // Read before the await: the event's currentTarget is gone once the handler yields.
  const href = event.currentTarget.href;
  const inThisTab = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (inThisTab) event.preventDefault();
  if (!item.read) {
    const result = await api.call(Notification_ReadNotification, { query: { notificationId: item.notificationId } });
    if (result.ok) setUnreadCount(result.data.unreadCount);
  }
  if (inThisTab) window.location.assign(href);
}
