import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp } from '../testing/test-app.ts';
import { accountNotificationSettings, contactEmailSubscriptions, mailOutbox, notifications, talentEmailSubscriptions } from '../db/schema/index.ts';
import { notifyEvent } from './events.ts';
import { notifyUser } from './notify.ts';
import { agencyAccounts, clientAccount, talentAccount } from './test-accounts.ts';

describe('notifyEvent', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ publicOrigin: 'https://market.example' });
  });
  afterAll(() => t.close());

  const mailsTo = (to: string) => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id));
  const rowOf = async (id: number | null) => (await t.deps.db.select().from(notifications).where(eq(notifications.id, id ?? 0)))[0];
  const hired = { talentName: null, projectId: 7, jobTitle: 'Excel <b>basics</b>', to: 'Hired' as const };

  it('stores a type T notification for talent and agency members, C for contacts, with its link and an escaped body', async () => {
    const talent = await talentAccount(t.deps);
    const client = await clientAccount(t.deps);
    const agency = await agencyAccounts(t.deps);
    const forTalent = await notifyEvent(t.deps, 'talentHired', talent.userId, hired);
    expect(await rowOf(forTalent.notificationId)).toMatchObject({
      userId: talent.userId,
      type: 'T',
      subject: 'You were hired for Excel <b>basics</b>',
      body: '<p>Your proposal for Excel &lt;b&gt;basics&lt;/b&gt; is now in Hired.</p>',
      link: '/jobcenter/inprogress/job-details/7/1',
      isRead: false,
    });
    expect((await rowOf((await notifyEvent(t.deps, 'talentHired', agency.member.userId, hired)).notificationId))?.type).toBe('T');
    const added = await notifyEvent(t.deps, 'addedToJob', client.userId, { projectId: 7, jobTitle: 'Excel', byName: 'Ann Lee' });
    expect(await rowOf(added.notificationId)).toMatchObject({ type: 'C', link: '/client-job/job-entity/1/7' });
  });

  it('refuses an event meant for the other kind of user, and a link off this site', async () => {
    const client = await clientAccount(t.deps);
    await expect(notifyEvent(t.deps, 'talentHired', client.userId, hired)).rejects.toThrow('type T');
    const offSite = { userId: client.userId, audience: 'anyone' as const, email: null, compose: () => ({ subject: 's', text: 't', link: '//evil.example/x', action: 'Go' }) };
    await expect(notifyUser(t.deps, offSite)).rejects.toThrow('not a path on this site');
  });

  it('mails a talent when subscribed (a missing row means the defaults), with the page and the signed settings link, and not once unsubscribed', async () => {
    const talent = await talentAccount(t.deps);
    const first = await notifyEvent(t.deps, 'interviewInvited', talent.userId, { ...hired, to: 'Interview' });
    expect(first.mailId).not.toBeNull();
    const [sent] = await mailsTo(talent.email);
    expect(sent?.subject).toBe('Your proposal for Excel <b>basics</b> moved to Interview');
    expect(sent?.text).toContain('Open the job: https://market.example/view-proposal-submitted-job-details/7');
    expect(sent?.html).toContain('<a href="https://market.example/view-proposal-submitted-job-details/7"');
    expect(sent?.html).toContain('Excel &lt;b&gt;basics&lt;/b&gt;');
    const link = sent?.text.match(/https:\/\/market\.example\/notification-settings\?\S+/)?.[0];
    const url = new URL(link ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({ instrId: String(talent.instrId), email: talent.email, sig: expect.any(String) });
    expect(sent?.html).toContain(`href="${url.toString().replaceAll('&', '&amp;')}"`);

    await t.deps.db.insert(talentEmailSubscriptions).values({ instrId: talent.instrId ?? 0, proposalUpdates: false });
    const second = await notifyEvent(t.deps, 'talentHired', talent.userId, hired);
    expect(second.mailId).toBeNull();
    expect(second.notificationId).not.toBeNull();
    expect((await notifyEvent(t.deps, 'testimonialSubmitted', talent.userId, { clientName: 'Ann Lee', projectName: 'Excel' })).mailId).not.toBeNull();
    expect(await mailsTo(talent.email)).toHaveLength(2);
  });

  it('uses the contact’s subscriptions for contacts', async () => {
    const client = await clientAccount(t.deps);
    const proposal = { proposalId: 3, projectId: 7, jobTitle: 'Excel', talentName: 'Maya Chen' };
    expect((await notifyEvent(t.deps, 'proposalSubmitted', client.userId, proposal)).mailId).not.toBeNull();
    const [sent] = await mailsTo(client.email);
    expect(new URL(sent?.text.match(/https:\/\/\S+notification-settings\S+/)?.[0] ?? '').searchParams.get('contactId')).toBe(String(client.contactId));
    await t.deps.db.insert(contactEmailSubscriptions).values({ contactId: client.contactId ?? 0, newProposals: false });
    expect((await notifyEvent(t.deps, 'proposalSubmitted', client.userId, proposal)).mailId).toBeNull();
    expect(await mailsTo(client.email)).toHaveLength(1);
  });

  it('always mails account notices, saying so', async () => {
    const talent = await talentAccount(t.deps);
    const off = { jobAlerts: false, proposalUpdates: false, messages: false, testimonials: false, payments: false, newsletter: false };
    await t.deps.db.insert(talentEmailSubscriptions).values({ instrId: talent.instrId ?? 0, ...off });
    expect((await notifyEvent(t.deps, 'passwordChanged', talent.userId, { at: new Date() })).mailId).not.toBeNull();
    expect((await mailsTo(talent.email))[0]?.text).toContain('it is sent whatever your email settings are');
  });

  it('skips the in-app notification when the talent turned that kind off', async () => {
    const talent = await talentAccount(t.deps);
    await t.deps.db.insert(accountNotificationSettings).values({ instrId: talent.instrId ?? 0, documents: false });
    const order = { talentName: null, jobTitle: 'Excel', workDocumentId: 4, signPage: '/sign-work' };
    expect((await notifyEvent(t.deps, 'workOrderIssued', talent.userId, order)).notificationId).toBeNull();
    expect((await notifyEvent(t.deps, 'talentHired', talent.userId, hired)).notificationId).not.toBeNull();
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const talent = await talentAccount(t.deps);
    await expect(
      t.deps.db.transaction(async (tx) => {
        await notifyEvent(t.deps, 'talentHired', talent.userId, hired, tx);
        throw new Error('the feature failed');
      }),
    ).rejects.toThrow('the feature failed');
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.userId, talent.userId))).toEqual([]);
    expect(await mailsTo(talent.email)).toEqual([]);
  });
});
