/**
 * The viewer's notifications in the browser: paging, the clock the times are read against, the live unread count
 * (a change this list did not make reloads it) and read, delete and clear all through the API.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { NotificationType } from '#domain/constants.ts';
import type { NotificationItem, NotificationList as ListAnswer, UnreadCount } from '#domain/notifications.ts';
import { notificationPaging } from '#domain/notification-constants.ts';
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

export interface ListClock {
  now: Date;
  timeZone: string | undefined;
}

const FAILED = 'That did not work. Please try again.';

export function useNotificationList(notificationType: NotificationType, initial: ListAnswer, renderedAt: string) {
  const [list, setList] = useState<ListAnswer>(initial);
  const [clock, setClock] = useState<ListClock>({ now: new Date(renderedAt), timeZone: 'UTC' });
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

  return { list, clock, confirmClear, setConfirmClear, showMore, markRead, remove, clearAll };
}
