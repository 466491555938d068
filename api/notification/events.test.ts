/**
 * Walks the event table (events.ts): for every event, a recipient subscribed to its kind receives the e-mail over
 * real SMTP, and one who unsubscribed from that kind does not (account notices reach both; in-app-only events
 * neither). Both get the notification, with its link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDeps } from '../testing/test-app.ts';
import { startSmtp } from '../testing/smtp-server.ts';
import { contactEmailSubscriptions, mailOutbox, notifications, talentEmailSubscriptions } from '../db/schema/index.ts';
import { deliverDue, smtpDeliver } from '../mail/sender.ts';
import { notificationTypes, type NotificationType } from '#domain/constants.ts';
import { contactEmailFlags, talentEmailFlags } from '#domain/notifications.ts';
import { notificationEvents, notifyEvent, type EventData, type NotificationEvent } from './events.ts';
import type { EmailSubscription } from './event-kind.ts';
import { clientAccount, talentAccount, type TestAccount } from './test-accounts.ts';

/** One example of each event; the type makes a new event in the table fail to compile here until it has one. */
const samples: { [E in NotificationEvent]: EventData<E> } = {
  proposalSubmitted: { proposalId: 3, projectId: 7, jobTitle: 'Excel basics', talentName: 'Maya Chen' },
  proposalMoved: { talentName: null, projectId: 7, jobTitle: 'Excel basics', to: 'Rejected' },
  interviewInvited: { talentName: null, projectId: 7, jobTitle: 'Excel basics', to: 'Interview' },
  talentHired: { talentName: 'Maya Chen', projectId: 7, jobTitle: 'Excel basics', to: 'Hired' },
  workOrderIssued: { talentName: null, jobTitle: 'Excel basics', workDocumentId: 4, signPage: '/sign-work' },
  workDocumentSigned: { projectId: 7, proposalId: 3, documentTitle: 'Work Order: Excel basics', talentName: 'Maya Chen' },
  addedToJob: { projectId: 7, jobTitle: 'Excel basics', byName: 'Ann Lee' },
  joinRequested: { companyName: 'Northwind', firstName: 'Mia', lastName: 'Evans', email: 'mia@example.com' },
  joinApproved: { companyName: 'Northwind' },
  joinDeclined: { companyName: 'Northwind' },
  testimonialSubmitted: { clientName: 'Nina Park', projectName: 'Excel basics' },
  referenceConfirmed: { refereeName: 'Omar Reyes' },
  chatMention: { chatId: 5, chatName: 'Excel basics team', jobTitle: 'Excel basics', sender: 'Ann Lee', message: 'Can you send the agenda?' },
  invoiceIssued: { invoiceId: 9, number: 'INV-00009', jobTitle: 'Excel basics', total: '$1,200.00', due: 'Dec 26, 2026' },
  invoicePaid: { invoiceId: 9, number: 'INV-00009', jobTitle: 'Excel basics', total: '$1,200.00' },
  paymentFailed: { invoiceId: 9, number: 'INV-00009', jobTitle: 'Excel basics', total: '$1,200.00', reason: 'Your card was declined.' },
  workPaid: { talentName: null, jobTitle: 'Excel basics', net: '$1,080.00' },
  approvalDecided: { kind: 'skill', approved: true, subject: 'Moodle Course Design' },
  jobAlertMatched: { alerts: [{ name: 'Power BI in finance', jobIds: [7, 9], search: { keyword: 'power bi', roleId: null } }] },
  profileStatusChanged: { subject: 'Your profile is complete', text: 'Your profile is complete.' },
  passwordChanged: { at: new Date('2026-11-26T02:00:00Z') },
  emailChanged: { at: new Date('2026-11-26T02:00:00Z'), newEmail: 'new@example.com' },
  payoutScheduled: { netCents: 90_000, jobTitle: 'Excel basics' },
  payoutHeld: { netCents: 90_000, jobTitle: 'Excel basics', taxFormMissing: true },
  taxFormMissing: { netCents: 90_000, jobTitle: 'Excel basics' },
  payoutSent: { netCents: 90_000, jobTitle: 'Excel basics' },
  taxFormExpiring: { formType: 'W-8BEN', expiresAt: new Date('2029-12-31T23:59:59Z') },
  workReported: { proposalId: 3, talentName: 'Maya Chen', jobTitle: 'Excel basics', amount: '7.5 hours', date: 'Jun 2, 2026' },
  workApproved: { proposalId: 3, talentName: null, jobTitle: 'Excel basics', amount: '7.5 hours', date: 'Jun 2, 2026' },
  workDisputed: { proposalId: 3, talentName: 'Maya Chen', jobTitle: 'Excel basics', amount: '1 day', date: 'Jun 2, 2026', reason: 'We met for half a day.' },
  payoutDetailsChanged: { at: new Date('2026-11-26T02:00:00Z'), byName: 'Maya Chen' },
};

describe('every notification event e-mails subscribed recipients only', () => {
  const smtp = startSmtp();
  let ctx: Awaited<ReturnType<typeof createTestDeps>>;
  let smtpUrl = '';
  beforeAll(async () => {
    smtpUrl = `smtp://127.0.0.1:${await smtp.listening}`;
    ctx = await createTestDeps({ smtpUrl, publicOrigin: 'https://market.example' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** Sends whatever the outbox holds; answers how many messages reached `to`. */
  const delivered = async (to: string) => {
    const transport = smtpDeliver(ctx.deps, smtpUrl);
    await deliverDue(ctx.deps, transport.deliver);
    await transport.close();
    return smtp.received.filter((mail) => mail.to.includes(to)).length;
  };

  /**
   * A fresh recipient of the event's audience. Unsubscribed: only the event's own kind is turned off (every kind, for
   * account notices and in-app-only events), so a mail sent under the wrong kind would still arrive and fail the test.
   */
  const recipient = async (audience: NotificationType | 'anyone', unsubscribedFrom: EmailSubscription | null | false): Promise<TestAccount> => {
    const off = <F extends string>(flags: readonly F[]) =>
      Object.fromEntries(flags.map((flag) => [flag, !(unsubscribedFrom === flag || unsubscribedFrom === 'account' || unsubscribedFrom === null)]));
    if (audience === notificationTypes.client) {
      const client = await clientAccount(ctx.deps);
      if (unsubscribedFrom !== false) await ctx.deps.db.insert(contactEmailSubscriptions).values({ contactId: client.contactId ?? 0, ...off(contactEmailFlags) });
      return client;
    }
    const talent = await talentAccount(ctx.deps);
    if (unsubscribedFrom !== false) await ctx.deps.db.insert(talentEmailSubscriptions).values({ instrId: talent.instrId ?? 0, ...off(talentEmailFlags) });
    return talent;
  };

  const events = Object.keys(notificationEvents) as NotificationEvent[];

  it.each(events)('%s', async (event) => {
    const spec = notificationEvents[event];
    const subscribed = await recipient(spec.audience, false);
    const unsubscribed = await recipient(spec.audience, spec.email);
    // samples[event] is that event's data; TypeScript cannot follow the pairing through the loop variable.
    const data = samples[event] as never;
    const sent = await notifyEvent(ctx.deps, event, subscribed.userId, data);
    await notifyEvent(ctx.deps, event, unsubscribed.userId, data);

    const [notice] = await ctx.deps.db.select().from(notifications).where(eq(notifications.id, sent.notificationId ?? 0));
    expect(notice?.link).toMatch(/^\/[^/]/);
    expect(await delivered(subscribed.email)).toBe(spec.email === null ? 0 : 1);
    expect(await delivered(unsubscribed.email)).toBe(spec.email === 'account' ? 1 : 0);
    if (spec.email !== null) {
      const [mail] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, subscribed.email));
      expect(mail?.text).toContain(`https://market.example${notice?.link ?? ''}`);
    }
  });
});
