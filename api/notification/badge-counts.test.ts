import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { groupChats, projects } from '../db/schema/index.ts';
import { notificationTypeFor } from '#domain/notifications.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const sofia = 'talent.best@demo.example';
const people = [admin, standard, sofia, 'talent.good@demo.example', 'agency.member@demo.example', 'agency.owner@demo.example', 'client2.admin@demo.example'];

describe('the top bar’s badge counts (/api/Notification/GetBadgeCounts)', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  }, 120_000);
  afterAll(() => t.close());

  const badges = async (as: string) => (await t.request(as, 'GET', '/api/Notification/GetBadgeCounts')).body as { unreadNotifications: number; unreadChats: number };

  /** What the bell's list and the chat list say, read the long way. */
  async function listed(as: string) {
    const session = (await t.request(as, 'GET', '/api/User/Session')).body as { instrId: number | 'all' | null; agencyInstrId: number | null };
    const type = notificationTypeFor(session);
    const notifications = await t.request(as, 'GET', `/api/Notification/Get?notificationType=${type}&take=1&unreadOnly=true`);
    const chats = await t.request(as, 'GET', '/api/Messaging/GetGroupChat');
    return { unreadNotifications: notifications.body.unreadCount, unreadChats: chats.body.unreadTotal };
  }

  it('match the notification list and the chat list for every kind of viewer', async () => {
    const counts = [];
    for (const person of people) {
      const shown = await badges(person);
      expect(shown, person).toEqual(await listed(person));
      counts.push(shown);
    }
    // The demo data has unread notifications and unread chat messages, so the comparison is not one of zeros.
    expect(counts.some((c) => c.unreadChats > 0)).toBe(true);
    expect(counts.some((c) => c.unreadNotifications > 0)).toBe(true);
  });

  it('count a new message for the other members, and drop it once read', async () => {
    const [job] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, 'Power BI Dashboards for Finance Analysts'));
    const [chat] = await t.deps.db
      .select({ id: groupChats.id })
      .from(groupChats)
      .where(and(eq(groupChats.projectId, job?.id ?? 0), eq(groupChats.isGeneral, true)));
    if (!chat) throw new Error('The demo data lacks the Power BI general group.');
    const before = await badges(sofia);
    const sent = await t.request(admin, 'POST', '/api/Messaging/SendMessage', { chatId: chat.id, clientId: 'badge-1', body: 'Agenda for Monday?' });
    expect(sent.status).toBe(200);
    expect((await badges(sofia)).unreadChats).toBe(before.unreadChats + 1);
    // Sending reads the chat up to the new message for its sender.
    expect(await badges(admin)).toEqual(await listed(admin));
    expect((await t.request(sofia, 'PUT', '/api/Messaging/MarkRead', { chatId: chat.id })).status).toBe(200);
    expect(await badges(sofia)).toEqual(await listed(sofia));
  });

  it('refuses a visitor', async () => {
    expect((await t.request(null, 'GET', '/api/Notification/GetBadgeCounts')).status).toBe(401);
  });
});
