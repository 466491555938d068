/**
 * "Payments and invoices" is a subscription of its own (decision record 346): payment notices follow it and not
 * "Changes to my proposals"; a company contact who turned it off gets no invoice or receipt mail, while an address
 * of the billing profile that is nobody's account still gets the bill.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDeps } from '../testing/test-app.ts';
import { billingProfiles, companies, contacts } from '../db/schema/index.ts';
import { saveContactEmailSettings, saveTalentEmailSettings } from './settings.ts';
import { notifyEvent } from './events.ts';
import { billingRecipients } from './invoice-recipients.ts';
import { clientAccount, talentAccount } from './test-accounts.ts';

describe('the payments subscription', () => {
  let t: Awaited<ReturnType<typeof createTestDeps>>;
  beforeAll(async () => {
    t = await createTestDeps();
  });
  afterAll(() => t.close());

  it('sends a talent’s payment e-mails under Payments and invoices, whatever Changes to my proposals says', async () => {
    const talent = await talentAccount(t.deps);
    const instrId = talent.instrId ?? 0;
    const payout = { netCents: 90_000, jobTitle: 'Excel basics' };
    await saveTalentEmailSettings(t.deps.db, instrId, { proposalUpdates: false }, new Date());
    expect((await notifyEvent(t.deps, 'payoutScheduled', talent.userId, payout)).mailId).not.toBeNull();
    expect((await notifyEvent(t.deps, 'workPaid', talent.userId, { talentName: null, jobTitle: 'Excel basics', net: '$900.00' })).mailId).not.toBeNull();

    await saveTalentEmailSettings(t.deps.db, instrId, { proposalUpdates: true, payments: false }, new Date());
    for (const sent of [
      await notifyEvent(t.deps, 'payoutSent', talent.userId, payout),
      await notifyEvent(t.deps, 'payoutHeld', talent.userId, { ...payout, taxFormMissing: true }),
      await notifyEvent(t.deps, 'taxFormMissing', talent.userId, payout),
      await notifyEvent(t.deps, 'taxFormExpiring', talent.userId, { formType: 'W-9', expiresAt: new Date('2030-01-01T00:00:00Z') }),
    ]) {
      // Still told in-app, with no e-mail.
      expect(sent.notificationId).not.toBeNull();
      expect(sent.mailId).toBeNull();
    }
    // A proposal notice still goes out by e-mail.
    const moved = await notifyEvent(t.deps, 'proposalMoved', talent.userId, { talentName: null, projectId: 7, jobTitle: 'Excel basics', to: 'Interview' });
    expect(moved.mailId).not.toBeNull();
  });

  it('leaves a contact who turned it off out of the invoice and receipt mail, never an address without an account', async () => {
    const admin = await clientAccount(t.deps);
    const [company] = await t.deps.db.insert(companies).values({ name: 'Payments Test Company' }).returning({ id: companies.id });
    const companyId = company?.id ?? 0;
    await t.deps.db.update(contacts).set({ companyId, webRole: 3, status: 'A' }).where(eq(contacts.id, admin.contactId ?? 0));

    expect(await billingRecipients(t.deps.db, companyId)).toEqual([admin.email.toLowerCase()]);
    await saveContactEmailSettings(t.deps.db, admin.contactId ?? 0, { payments: false }, new Date());
    expect(await billingRecipients(t.deps.db, companyId)).toEqual([]);

    await t.deps.db.insert(billingProfiles).values({ companyId, billingEmails: ['ap@finance.example', admin.email.toUpperCase()] });
    expect(await billingRecipients(t.deps.db, companyId)).toEqual(['ap@finance.example']);
    await saveContactEmailSettings(t.deps.db, admin.contactId ?? 0, { payments: true }, new Date());
    expect(await billingRecipients(t.deps.db, companyId)).toEqual(['ap@finance.example', admin.email.toUpperCase()]);
  });
});
