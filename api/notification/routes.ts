/**
 * The Notification controller: the signed-in user's own notifications and, in
 * settings-routes.ts, the notification settings. A notification of someone else answers 404, as if it did not exist.
 */
import type { AccessClaims } from '#kernel/tokens.ts';
import type { Deps } from '../deps.ts';
import { route } from '../contract/route.ts';
import { signedIn } from '../access/people.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { publishLive } from '../live/events.ts';
import type { NotificationType } from '#domain/constants.ts';
import {
  notificationIdQuery,
  notificationListQuery,
  notificationTexts,
  notificationTypeFor,
  notificationListAnswer,
  readNotificationAnswer,
  type ReadNotificationAnswer,
  unreadCountAnswer,
  badgeCountsAnswer,
  type NotificationList,
  type UnreadCount,
} from '#domain/notifications.ts';
import { clearAll, deleteOne, listNotifications, markRead, unreadCount } from './store.ts';
import { settingsRoutes } from './settings-routes.ts';
import { badgeCountsOf } from './badge-counts.ts';

function ownType(user: AccessClaims, asked: NotificationType): NotificationType {
  if (notificationTypeFor(user) !== asked) throw forbidden(notificationTexts.wrongType);
  return asked;
}

/** Tells the user's open pages, then answers the new unread count. */
async function changed(deps: Deps, user: AccessClaims): Promise<UnreadCount> {
  await publishLive(deps.db, { userId: user.userId, kind: 'notifications' });
  return { unreadCount: await unreadCount(deps.db, user.userId, notificationTypeFor(user)) };
}

export const notificationRoutes = [
  route({
    method: 'get',
    path: '/api/Notification/GetBadgeCounts',
    summary: 'The top bar’s badges in one read: { unreadNotifications (of the caller’s type), unreadChats (over their chats, as GetGroupChat’s unreadTotal) }',
    access: signedIn,
    response: badgeCountsAnswer,
    handler: ({ deps, user }) => badgeCountsOf(deps.db, user.userId, notificationTypeFor(user)),
  }),
  route({
    method: 'get',
    path: '/api/Notification/Get',
    summary: 'The caller’s notifications, newest first: { unreadCount, totalCount, notifications: [{ notificationId, subject, body, read, notificationDate }] }',
    access: signedIn,
    query: notificationListQuery,
    response: notificationListAnswer,
    handler: async ({ deps, query, user }): Promise<NotificationList> => {
      ownType(user, query.notificationType);
      return listNotifications(deps.db, user.userId, query);
    },
  }),
  route({
    method: 'put',
    path: '/api/Notification/ReadNotification',
    summary: 'Mark one of the caller’s notifications read: { unreadCount, link } (link: the page it is about, or null)',
    access: signedIn,
    query: notificationIdQuery,
    response: readNotificationAnswer,
    handler: async ({ deps, query, user }): Promise<ReadNotificationAnswer> => {
      const read = await markRead(deps.db, user.userId, query.notificationId);
      if (!read) throw notFound(notificationTexts.notFound);
      return { ...(await changed(deps, user)), link: read.link };
    },
  }),
  route({
    method: 'put',
    path: '/api/Notification/DeleteNotification',
    summary: 'Delete one of the caller’s notifications: { unreadCount }',
    access: signedIn,
    query: notificationIdQuery,
    response: unreadCountAnswer,
    handler: async ({ deps, query, user }): Promise<UnreadCount> => {
      if (!(await deleteOne(deps.db, user.userId, query.notificationId))) throw notFound(notificationTexts.notFound);
      return changed(deps, user);
    },
  }),
  route({
    method: 'put',
    path: '/api/Notification/ClearAllNotifications',
    summary: 'Delete all of the caller’s notifications: { unreadCount }',
    access: signedIn,
    response: unreadCountAnswer,
    handler: async ({ deps, user }): Promise<UnreadCount> => {
      await clearAll(deps.db, user.userId);
      return changed(deps, user);
    },
  }),
  ...settingsRoutes,
];
