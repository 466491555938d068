/**
 * A talent's held payout on the demo data: payout details need the password, are stored sealed and answered masked,
 * tell the account by an account notice without numbers; a W-9 then releases the payout in the same transaction.
 * Nothing anyone reads back (answers, notices, mail, logs, the database's text) holds a whole bank number or tax id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { withFreshSecondFactor } from '../testing/second-factor.ts';
import { createRecordingLogger } from '../testing/recording-logger.ts';
import { demoPassword } from '../seed/index.ts';
import { instructors, mailOutbox, notifications, payoutAccounts, payouts, users } from '../db/schema/index.ts';
import { rawRows } from '../db/raw-rows.ts';
import { open } from '#kernel/secret-box.ts';
import { authTexts } from '#domain/auth.ts';
import { payoutDetailsTexts } from '#domain/payout-details.ts';
import { payoutTexts } from '#domain/payouts.ts';

const good = 'talent.good@demo.example';
const account = { kind: 'us', holderName: 'Maya Chen', accountType: 'checking', routingNumber: '021000021', accountNumber: '000123456789' };
const ssn = '123-45-6789';
const w9 = {
  name: 'Maya Chen',
  taxClassification: 'individual',
  addressLine1: '1200 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  tinType: 'ssn',
  tin: ssn,
  fullName: 'Maya Chen',
  consent: true,
};

describe('payout details and a W-9 release a held payout', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  const log = createRecordingLogger();
  let instrId = 0;
  beforeAll(async () => {
    t = await createDemoTestApp();
    await withFreshSecondFactor(t, good, 'agency.member@demo.example');
    t.deps.log = log;
    const [row] = await t.deps.db.select({ id: instructors.id }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(eq(users.email, good));
    instrId = row?.id ?? 0;
  });
  afterAll(() => t.close());

  const payoutsOf = async () => (await t.request(good, 'GET', '/api/Payouts/GetPayouts')).body as unknown as { holdReasons: string[]; payouts: { status: string; holdReasons: string[]; netCents: number }[] };

  it('shows the seeded payout held for both reasons, with the total less the service charge', async () => {
    const answer = await payoutsOf();
    expect(answer.holdReasons).toEqual(['payout-details', 'tax-form']);
    expect(answer.payouts).toEqual([expect.objectContaining({ status: 'held', holdReasons: ['payout-details', 'tax-form'], netCents: 864_000 })]);
  });

  it('refuses a wrong password, a bad routing number and an agency member, keeping nothing', async () => {
    const wrong = await t.request(good, 'POST', '/api/Payouts/SavePayoutDetails', { ...account, currentPassword: 'Not#the1password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: [authTexts.currentPasswordWrong] });
    const routing = await t.request(good, 'POST', '/api/Payouts/SavePayoutDetails', { ...account, routingNumber: '021000022', currentPassword: demoPassword });
    expect(routing.status).toBe(400);
    expect(routing.body.errors).toEqual({ routingNumber: [payoutDetailsTexts.routingChecksum] });
    const member = await t.request('agency.member@demo.example', 'POST', '/api/Payouts/SavePayoutDetails', { ...account, currentPassword: demoPassword });
    expect(member.status).toBe(403);
    expect(member.body.message).toBe(payoutTexts.managerOnly);
    expect(await t.deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.instrId, instrId))).toEqual([]);
  });

  it('saves the details sealed, answers the last four and mails the account without any number', async () => {
    const saved = await t.request(good, 'POST', '/api/Payouts/SavePayoutDetails', { ...account, accountNumber: '0001 2345 6789', currentPassword: demoPassword });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: payoutDetailsTexts.saved, released: 0, details: { kind: 'us', last4: '6789', routingLast4: '0021', accountType: 'checking' } });
    const [row] = await t.deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.instrId, instrId));
    expect(row?.accountNumberEncrypted).not.toContain('123456789');
    expect(open(t.deps.keys.dataKey, row?.accountNumberEncrypted ?? '')).toBe('000123456789');
    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Your TTA payout details were changed'));
    expect(mail?.toAddress).toBe(good);
    expect(mail?.text).toContain('Maya Chen changed the bank account your payouts go to');
    expect((await payoutsOf()).payouts[0]?.holdReasons).toEqual(['tax-form']);
  });

  it('files the W-9 and releases the held payout in the same transaction', async () => {
    const badSsn = await t.request(good, 'POST', '/api/TaxForm/SignW9', { ...w9, tin: '666-12-3456' });
    expect(badSsn.status).toBe(400);
    expect(Object.keys(badSsn.body.errors ?? {})).toEqual(['tin']);
    const signed = await t.request(good, 'POST', '/api/TaxForm/SignW9', w9);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ released: 1, form: { formType: 'W-9', tinLast4: '6789', status: 'valid', expiresAt: null } });
    const answer = await payoutsOf();
    expect(answer.holdReasons).toEqual([]);
    expect(answer.payouts[0]?.status).toBe('scheduled');
    const [payout] = await t.deps.db.select().from(payouts).where(eq(payouts.instrId, instrId));
    expect(payout?.holdReason).toBeNull();
  });

  it('holds no whole number anywhere a person or an operator reads', async () => {
    const answers = await Promise.all(
      ['/api/Payouts/GetPayoutDetails', '/api/Payouts/GetPayouts', '/api/TaxForm/GetTaxForms', '/api/Notification/Get?notificationType=T'].map((path) => t.request(good, 'GET', path)),
    );
    const secrets = ['123456789', '000123456789'];
    for (const answer of answers) for (const secret of secrets) expect(JSON.stringify(answer.body)).not.toContain(secret);
    const text = JSON.stringify(await rawRows(t.deps.db, sql`select * from payout_accounts, tax_forms where payout_accounts.instr_id = tax_forms.instr_id`));
    for (const secret of secrets) expect(text).not.toContain(secret);
    const mails = await t.deps.db.select({ text: mailOutbox.text, html: mailOutbox.html }).from(mailOutbox);
    const notices = await t.deps.db.select({ body: notifications.body }).from(notifications);
    for (const secret of secrets) {
      expect(JSON.stringify([mails, notices])).not.toContain(secret);
      expect(JSON.stringify(log.events)).not.toContain(secret);
    }
    expect(log.fieldsOf('payouts.details_changed')).toEqual([expect.objectContaining({ instrId, kind: 'us', released: 0 })]);
  });
});
