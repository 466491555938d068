/**
 * The payout notices worker on the demo data: each payee is told once of each new status of a payout (held for
 * payout details, held for a tax form, scheduled, sent), an agency's payouts are told to its owner, and a W-8 about
 * to expire is announced once. Notices link to the page that fixes or shows the payout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, gt } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { withFreshSecondFactor } from '../testing/second-factor.ts';
import { demoPassword } from '../seed/index.ts';
import { agencyMembers, instructors, mailOutbox, notifications, taxForms, users } from '../db/schema/index.ts';
import { paidInvoices } from '../testing/payout-data.ts';
import { payoutRunBody } from '#domain/payout-run.ts';
import { runPayouts } from './payout-run.ts';
import { sendExpiryNotices, sendPayoutNotices } from './payout-notices.ts';

const good = 'talent.good@demo.example';
const owner = 'agency.owner@demo.example';
const member = 'agency.member@demo.example';
const body = payoutRunBody.parse({ bankRouting: '091000019', bankName: 'Wells Fargo Bank', companyName: 'TTA Marketplace', companyId: '1123456789' });

describe('payout and tax form notices', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let since = 0;
  beforeAll(async () => {
    t = await createDemoTestApp();
    await withFreshSecondFactor(t, good, owner, member);
    const [last] = await t.deps.db.select({ id: notifications.id }).from(notifications).orderBy(desc(notifications.id)).limit(1);
    since = last?.id ?? 0;
  });
  afterAll(() => t.close());

  /** The notices raised since the last call, as [e-mail, subject, link]. */
  async function told() {
    const rows = await t.deps.db
      .select({ id: notifications.id, email: users.email, subject: notifications.subject, link: notifications.link })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(gt(notifications.id, since))
      .orderBy(notifications.id);
    since = rows.at(-1)?.id ?? since;
    return rows.map((r) => [r.email, r.subject, r.link]);
  }

  it('tells each held payout once, linking to what fixes it', async () => {
    await sendPayoutNotices(t.deps);
    expect(await told()).toEqual([
      ['talent.best@demo.example', 'Payout on hold: add your payout details', '/settings/payment-information'],
      [good, 'Payout on hold: add your payout details', '/settings/payment-information'],
    ]);
    const [mail] = await t.deps.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, good), eq(mailOutbox.subject, 'Payout on hold: add your payout details')));
    expect(mail?.text).toContain('Your payout of $8,640.00 for Workday');
    expect(mail?.text).toContain('and send your tax form');
    await sendPayoutNotices(t.deps);
    expect(await told()).toEqual([]);
  });

  it('tells the talent when the payout is scheduled, then sent, and nothing while the hold only changes its reason', async () => {
    const account = { kind: 'us', holderName: 'Maya Chen', accountType: 'checking', routingNumber: '021000021', accountNumber: '123456789', currentPassword: demoPassword };
    expect((await t.request(good, 'POST', '/api/Payouts/SavePayoutDetails', account)).status).toBe(200);
    await sendPayoutNotices(t.deps);
    expect(await told()).toEqual([[good, 'Your payout details were changed', '/settings/payment-information']]);
    const w9 = { name: 'Maya Chen', taxClassification: 'individual', addressLine1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', tinType: 'ssn', tin: '123-45-6789', fullName: 'Maya Chen', consent: true };
    expect((await t.request(good, 'POST', '/api/TaxForm/SignW9', w9)).status).toBe(200);
    await sendPayoutNotices(t.deps);
    expect(await told()).toEqual([[good, 'Payout scheduled', '/all-payments']]);
    await runPayouts(t.deps, body);
    await sendPayoutNotices(t.deps);
    expect(await told()).toEqual([[good, 'Payout sent', '/all-payments']]);
  });

  it('tells the agency’s owner of the agency’s payouts, and of a tax form that lapsed before the run', async () => {
    const account = { kind: 'international', holderName: 'Brightpath', countryCode: 'GB', swiftBic: 'NWBKGB2L', iban: 'GB29NWBK60161331926819', currentPassword: demoPassword };
    expect((await t.request(owner, 'POST', '/api/Payouts/SavePayoutDetails', account)).status).toBe(200);
    const form = { organizationName: 'Brightpath', incorporationCountry: 'GB', chapter3Status: 'corporation', addressLine1: '10 King St', city: 'Manchester', addressCountry: 'GB', foreignTin: '1234567890', claimTreaty: false, fullName: 'Hannah Brooks', consent: true };
    expect((await t.request(owner, 'POST', '/api/TaxForm/SignW8BenE', form)).status).toBe(200);
    const [agencyTalent] = await t.deps.db
      .select({ id: instructors.id, agencyId: instructors.agencyId })
      .from(agencyMembers)
      .innerJoin(users, eq(users.id, agencyMembers.userId))
      .innerJoin(instructors, eq(instructors.id, agencyMembers.instrId))
      .where(eq(users.email, member));
    await paidInvoices(t.deps, agencyTalent?.id ?? 0, [40_000]);
    await sendPayoutNotices(t.deps);
    expect(await told()).toEqual([
      [owner, 'Your payout details were changed', '/settings/payment-information'],
      [owner, 'Payout scheduled', '/all-payments'],
    ]);
    await t.deps.db.update(taxForms).set({ expiresAt: new Date(t.deps.now().getTime() - 1000) }).where(eq(taxForms.instrId, agencyTalent?.agencyId ?? 0));
    expect(await runPayouts(t.deps, body)).toMatchObject({ sent: 0, held: 1 });
    await sendPayoutNotices(t.deps);
    expect(await told()).toEqual([[owner, 'Payout on hold: send your tax form', '/w8-select']]);
  });

  it('announces a W-8 that expires within 60 days once', async () => {
    const soon = new Date(t.deps.now().getTime() + 30 * 86_400_000);
    await t.deps.db.update(taxForms).set({ expiresAt: soon }).where(eq(taxForms.formType, 'W-8BEN-E'));
    await sendExpiryNotices(t.deps);
    const [notice] = await told();
    expect(notice?.[0]).toBe(owner);
    expect(notice?.[1]).toMatch(/^Your W-8BEN-E expires on /);
    expect(notice?.[2]).toBe('/w8-select');
    await sendExpiryNotices(t.deps);
    expect(await told()).toEqual([]);
  });
});
