import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { notifications } from '../db/schema/index.ts';
import { notificationTexts } from '#domain/notifications.ts';
import { agencyAccounts, clientAccount, request, talentAccount, type TestAccount } from './test-accounts.ts';

describe('notifications API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Rows written directly, an hour apart (the first is the oldest). */
  async function seed(account: TestAccount, type: 'T' | 'C', subjects: string[], read: string[] = []) {
    const start = Date.now() - subjects.length * 3_600_000;
    const rows = await t.deps.db
      .insert(notifications)
      .values(subjects.map((subject, i) => ({ userId: account.userId, type, subject, body: `<p>${subject}</p>`, isRead: read.includes(subject), createdAt: new Date(start + i * 3_600_000) })))
      .returning({ id: notifications.id, subject: notifications.subject });
    return Object.fromEntries(rows.map((r) => [r.subject, r.id])) as Record<string, number>;
  }

  const list = (a: TestAccount, query: string) => request(t.app, 'GET', `/api/Notification/Get?${query}`, { token: a.token });
  const put = (a: TestAccount, action: string, query = '') => request(t.app, 'PUT', `/api/Notification/${action}${query}`, { token: a.token });

  it('lists the caller’s own notifications newest first with the unread count', async () => {
    const talent = await talentAccount(t.deps);
    const other = await talentAccount(t.deps);
    await seed(talent, 'T', ['first', 'second', 'third'], ['second']);
    await seed(other, 'T', ['not mine']);
    const res = await list(talent, 'notificationType=T');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ unreadCount: 2, totalCount: 3 });
    const items = res.body.notifications as Array<Record<string, unknown>>;
    expect(items.map((n) => n.subject)).toEqual(['third', 'second', 'first']);
    expect(items[0]).toEqual({
      notificationId: expect.any(Number),
      subject: 'third',
      body: '<p>third</p>',
      link: null,
      read: false,
      notificationDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(items[1]?.read).toBe(true);
  });

  it('pages, and filters to unread for the bell’s popup', async () => {
    const talent = await talentAccount(t.deps);
    await seed(talent, 'T', ['n1', 'n2', 'n3', 'n4', 'n5'], ['n4']);
    const page = await list(talent, 'notificationType=T&take=2&skip=1');
    expect((page.body.notifications as Array<{ subject: string }>).map((n) => n.subject)).toEqual(['n4', 'n3']);
    expect(page.body).toMatchObject({ totalCount: 5, unreadCount: 4 });
    const popup = await list(talent, 'notificationType=T&unreadOnly=true&take=3');
    expect((popup.body.notifications as Array<{ subject: string }>).map((n) => n.subject)).toEqual(['n5', 'n3', 'n2']);
    expect(popup.body).toMatchObject({ totalCount: 4, unreadCount: 4 });
    expect((await list(talent, 'notificationType=T&take=101')).status).toBe(400);
    expect((await list(talent, 'notificationType=T&skip=-1')).body.message).toBe(notificationTexts.pagingInvalid);
    expect((await list(talent, 'notificationType=X')).body.message).toBe(notificationTexts.typeInvalid);
    expect((await list(talent, '')).status).toBe(400);
  });

  it('answers only the caller’s kind: talent and agency members T, everyone else C', async () => {
    const talent = await talentAccount(t.deps);
    const client = await clientAccount(t.deps);
    const agency = await agencyAccounts(t.deps);
    await seed(client, 'C', ['proposal in']);
    expect((await list(talent, 'notificationType=T')).status).toBe(200);
    expect(await list(talent, 'notificationType=C')).toMatchObject({ status: 403, body: { message: notificationTexts.wrongType } });
    expect((await list(agency.member, 'notificationType=T')).status).toBe(200);
    expect((await list(agency.owner, 'notificationType=C')).status).toBe(403);
    expect((await list(client, 'notificationType=C')).body).toMatchObject({ unreadCount: 1, totalCount: 1 });
    expect((await list(client, 'notificationType=T')).status).toBe(403);
  });

  it('requires a session', async () => {
    expect((await request(t.app, 'GET', '/api/Notification/Get?notificationType=T')).status).toBe(401);
    expect((await request(t.app, 'PUT', '/api/Notification/ReadNotification?notificationId=1')).status).toBe(401);
    expect((await request(t.app, 'PUT', '/api/Notification/ClearAllNotifications')).status).toBe(401);
  });

  it('marks one read and deletes one, answering the new unread count', async () => {
    const talent = await talentAccount(t.deps);
    const ids = await seed(talent, 'T', ['a', 'b', 'c']);
    expect(await put(talent, 'ReadNotification', `?notificationId=${ids.a}`)).toMatchObject({ status: 200, body: { unreadCount: 2, link: null } });
    expect(await put(talent, 'ReadNotification', `?notificationId=${ids.a}`)).toMatchObject({ status: 200, body: { unreadCount: 2 } });
    expect(await put(talent, 'DeleteNotification', `?notificationId=${ids.b}`)).toMatchObject({ status: 200, body: { unreadCount: 1 } });
    const after = await list(talent, 'notificationType=T');
    expect((after.body.notifications as Array<{ subject: string; read: boolean }>).map((n) => [n.subject, n.read])).toEqual([
      ['c', false],
      ['a', true],
    ]);
    expect((await put(talent, 'ReadNotification', '?notificationId=abc')).status).toBe(400);
    expect((await put(talent, 'ReadNotification')).status).toBe(400);
  });

  it('answers the page a notification is about when it is marked read, so a plain link can open it', async () => {
    const talent = await talentAccount(t.deps);
    const [row] = await t.deps.db
      .insert(notifications)
      .values({ userId: talent.userId, type: 'T', subject: 'linked', body: '<p>linked</p>', link: '/settings/my-information' })
      .returning({ id: notifications.id });
    expect(await put(talent, 'ReadNotification', `?notificationId=${row?.id}`)).toMatchObject({ status: 200, body: { unreadCount: 0, link: '/settings/my-information' } });
  });

  it('answers 404 for another user’s notification and leaves it untouched', async () => {
    const owner = await talentAccount(t.deps);
    const intruder = await talentAccount(t.deps);
    const ids = await seed(owner, 'T', ['private']);
    const id = ids.private;
    for (const action of ['ReadNotification', 'DeleteNotification']) {
      expect(await put(intruder, action, `?notificationId=${id}`)).toMatchObject({ status: 404, body: { message: notificationTexts.notFound } });
      expect(await put(intruder, action, '?notificationId=987654')).toMatchObject({ status: 404, body: { message: notificationTexts.notFound } });
    }
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.id, id ?? 0));
    expect(row).toMatchObject({ isRead: false, userId: owner.userId });
  });

  it('clears all of the caller’s notifications and nobody else’s', async () => {
    const talent = await talentAccount(t.deps);
    const other = await talentAccount(t.deps);
    await seed(talent, 'T', ['x', 'y']);
    await seed(other, 'T', ['z']);
    expect(await put(talent, 'ClearAllNotifications')).toMatchObject({ status: 200, body: { unreadCount: 0 } });
    expect((await list(talent, 'notificationType=T')).body).toEqual({ unreadCount: 0, totalCount: 0, notifications: [] });
    expect((await list(other, 'notificationType=T')).body).toMatchObject({ unreadCount: 1, totalCount: 1 });
  });
});
