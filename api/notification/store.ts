/** The notification rows of one user: list, count, mark read, delete. Every query is scoped to the owner. */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import type { NotificationType } from '#domain/constants.ts';
import type { NotificationItem, NotificationList, NotificationListQuery } from '#domain/notifications.ts';

type Row = typeof notifications.$inferSelect;

const toItem = (row: Row): NotificationItem => ({
  notificationId: row.id,
  subject: row.subject,
  body: row.body,
  link: row.link,
  read: row.isRead,
  notificationDate: row.createdAt.toISOString(),
});

const ofUser = (userId: number, type: NotificationType) => and(eq(notifications.userId, userId), eq(notifications.type, type));

export async function unreadCount(db: Db, userId: number, type: NotificationType): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(ofUser(userId, type), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/** A page of the user's notifications with the total and unread counts, in one statement (two past the last page). */
export async function listNotifications(db: Db, userId: number, query: NotificationListQuery): Promise<NotificationList> {
  const where = query.unreadOnly ? and(ofUser(userId, query.notificationType), eq(notifications.isRead, false)) : ofUser(userId, query.notificationType);
  const countOf = (condition: SQL | undefined) => sql<number>`(${db.select({ n: count() }).from(notifications).where(condition)})::integer`;
  const unreadWhere = and(ofUser(userId, query.notificationType), eq(notifications.isRead, false));
  const rows = await db
    .select({ row: notifications, total: countOf(where), unread: countOf(unreadWhere) })
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.take)
    .offset(query.skip);
  const [first] = rows;
  if (!first && query.skip > 0) {
    const [[total], unread] = await Promise.all([db.select({ n: count() }).from(notifications).where(where), unreadCount(db, userId, query.notificationType)]);
    return { unreadCount: unread, totalCount: total?.n ?? 0, notifications: [] };
  }
  // No row on the first page: the user has none of this kind (or none unread), so both counts are 0.
  return { unreadCount: Number(first?.unread ?? 0), totalCount: Number(first?.total ?? 0), notifications: rows.map((r) => toItem(r.row)) };
}

/** The type and link of the user's notification, or null when it is not theirs (or does not exist). */
export async function markRead(db: Db, userId: number, notificationId: number): Promise<Pick<Row, 'type' | 'link'> | null> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ type: notifications.type, link: notifications.link });
  return row ?? null;
}

export async function deleteOne(db: Db, userId: number, notificationId: number): Promise<NotificationType | null> {
  const [row] = await db
    .delete(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ type: notifications.type });
  return row?.type ?? null;
}

export async function clearAll(db: Db, userId: number): Promise<number> {
  const rows = await db.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
  return rows.length;
}
