import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp } from '../testing.ts';
import { accountNotificationSettings, contactEmailSubscriptions, mailOutbox, notifications, talentEmailSubscriptions } from '../db/schema/index.ts';
import { notifyUser, type NotifyEmail } from './notify.ts';
import { agencyAccounts, clientAccount, talentAccount } from './test-accounts.ts';

describe('notifyUser', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ publicOrigin: 'https://market.example' });
  });
  afterAll(() => t.close());

  const mailsTo = (to: string) => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id));
  const rowOf = async (id: number | null) => (await t.deps.db.select().from(notifications).where(eq(notifications.id, id ?? 0)))[0];

  it('stores a type T notification for talent and agency members, C for contacts, with a sanitised body', async () => {
    const talent = await talentAccount(t.deps);
    const client = await clientAccount(t.deps);
    const agency = await agencyAccounts(t.deps);
    const body = '<p onclick="x()">Hired for <strong>Excel</strong><script>steal()</script> <a href="javascript:alert(1)">open</a></p>';
    const forTalent = await notifyUser(t.deps, { userId: talent.userId, subject: '  You were hired  ', body });
    expect(await rowOf(forTalent.notificationId)).toMatchObject({
      userId: talent.userId,
      type: 'T',
      subject: 'You were hired',
      body: '<p>Hired for <strong>Excel</strong> <a>open</a></p>',
      isRead: false,
    });
    expect(forTalent.mailId).toBeNull();
    expect((await rowOf((await notifyUser(t.deps, { userId: agency.member.userId, subject: 's', body: 'b' })).notificationId))?.type).toBe('T');
    expect((await rowOf((await notifyUser(t.deps, { userId: client.userId, subject: 's', body: 'b' })).notificationId))?.type).toBe('C');
  });

  it('mails a talent when subscribed (a missing row means the defaults) and not once they unsubscribe', async () => {
    const talent = await talentAccount(t.deps);
    const mail: NotifyEmail = { subscription: 'proposalUpdates', subject: 'Your proposal moved', text: 'It moved to Interview.', html: '<p>It moved to <b>Interview</b>.</p>' };
    const first = await notifyUser(t.deps, { userId: talent.userId, subject: 'Proposal moved', body: '<p>Interview</p>', email: mail });
    expect(first.mailId).not.toBeNull();
    const [sent] = await mailsTo(talent.email);
    expect(sent).toMatchObject({ subject: 'Your proposal moved' });
    expect(sent?.text).toContain('It moved to Interview.');
    expect(sent?.html).toContain('<p>It moved to <b>Interview</b>.</p>');
    const link = sent?.text.match(/https:\/\/market\.example\/notification-settings\?\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({ instrId: String(talent.instrId), email: talent.email, sig: expect.any(String) });
    expect(sent?.html).toContain(`href="${url.toString().replaceAll('&', '&amp;')}"`);

    await t.deps.db.insert(talentEmailSubscriptions).values({ instrId: talent.instrId ?? 0, proposalUpdates: false });
    const second = await notifyUser(t.deps, { userId: talent.userId, subject: 'Proposal moved again', body: '<p>Hired</p>', email: mail });
    expect(second.mailId).toBeNull();
    expect(second.notificationId).not.toBeNull();
    expect(await mailsTo(talent.email)).toHaveLength(1);
    const other = await notifyUser(t.deps, { userId: talent.userId, subject: 'Job alert', body: 'b', email: { ...mail, subscription: 'jobAlerts' } });
    expect(other.mailId).not.toBeNull();
  });

  it('uses the contact’s subscriptions for contacts, and a flag the user’s kind does not have sends nothing', async () => {
    const client = await clientAccount(t.deps);
    const mail: NotifyEmail = { subscription: 'newProposals', subject: 'New proposal', text: 'A proposal came in.', html: '<p>A proposal came in.</p>' };
    expect((await notifyUser(t.deps, { userId: client.userId, subject: 'New proposal', body: 'b', email: mail })).mailId).not.toBeNull();
    const [sent] = await mailsTo(client.email);
    expect(new URL(sent?.text.match(/https:\/\/\S+notification-settings\S+/)?.[0] ?? '').searchParams.get('contactId')).toBe(String(client.contactId));
    await t.deps.db.insert(contactEmailSubscriptions).values({ contactId: client.contactId ?? 0, newProposals: false });
    expect((await notifyUser(t.deps, { userId: client.userId, subject: 'New proposal', body: 'b', email: mail })).mailId).toBeNull();
    expect((await notifyUser(t.deps, { userId: client.userId, subject: 'Jobs', body: 'b', email: { ...mail, subscription: 'jobAlerts' } })).mailId).toBeNull();
    expect(await mailsTo(client.email)).toHaveLength(1);
  });

  it('always mails account notices, saying so', async () => {
    const talent = await talentAccount(t.deps);
    await t.deps.db.insert(talentEmailSubscriptions).values({
      instrId: talent.instrId ?? 0,
      jobAlerts: false,
      proposalUpdates: false,
      messages: false,
      testimonials: false,
      newsletter: false,
    });
    const result = await notifyUser(t.deps, {
      userId: talent.userId,
      subject: 'Security notice',
      body: 'b',
      email: { subscription: 'account', subject: 'Security notice', text: 't', html: '<p>t</p>' },
    });
    expect(result.mailId).not.toBeNull();
    expect((await mailsTo(talent.email))[0]?.text).toContain('it is sent whatever your email settings are');
  });

  it('skips the in-app notification when the talent turned that kind off', async () => {
    const talent = await talentAccount(t.deps);
    await t.deps.db.insert(accountNotificationSettings).values({ instrId: talent.instrId ?? 0, documents: false });
    expect((await notifyUser(t.deps, { userId: talent.userId, subject: 'Sign', body: 'b', setting: 'documents' })).notificationId).toBeNull();
    expect((await notifyUser(t.deps, { userId: talent.userId, subject: 'Match', body: 'b', setting: 'jobMatches' })).notificationId).not.toBeNull();
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const talent = await talentAccount(t.deps);
    const mail: NotifyEmail = { subscription: 'messages', subject: 'm', text: 't', html: 'h' };
    await expect(
      t.deps.db.transaction(async (tx) => {
        await notifyUser(t.deps, { userId: talent.userId, subject: 'rolled back', body: 'b', email: mail }, tx);
        throw new Error('the feature failed');
      }),
    ).rejects.toThrow('the feature failed');
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, talent.userId))).toEqual([]);
    expect(await mailsTo(talent.email)).toEqual([]);
  });
});
