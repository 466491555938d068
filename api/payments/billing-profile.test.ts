import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { createRecordingLogger } from '../testing/recording-logger.ts';
import { billingProfiles, companies, invoices, mailOutbox } from '../db/schema/index.ts';
import { rawRows } from '../db/raw-rows.ts';
import { open } from '#kernel/secret-box.ts';
import { billingTexts } from '#domain/billing.ts';
import { ADMINISTRATOR_ONLY } from '../access/people.ts';

const admin = 'client.admin@demo.example';
const TAX_ID = '98-7654321';

const valid = {
  billingEmails: 'ap@northwind.example, Controller@Northwind.example',
  contactName: 'Accounts Payable',
  addressLine1: '200 West Adams Street',
  addressLine2: 'Suite 1200',
  city: 'Chicago',
  stateCode: 'il',
  postalCode: '60606',
  countryCode: 'us',
  taxId: TAX_ID,
  poNumber: 'PO-2026-118',
  paymentTermsDays: 45,
};

describe('billing information', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  const log = createRecordingLogger();
  beforeAll(async () => {
    t = await createDemoTestApp();
    t.deps.log = log;
  });
  afterAll(() => t.close());

  it('refuses what is not valid with a message per field, and never repeats the tax id', async () => {
    const res = await t.request(admin, 'PUT', '/api/Billing/Update', {
      ...valid,
      billingEmails: 'ap@northwind.example, not-an-address',
      taxId: '12#3',
      paymentTermsDays: 17,
      poNumber: 'x'.repeat(41),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      billingEmails: [billingTexts.emailInvalid('not-an-address')],
      taxId: [billingTexts.taxIdInvalid],
      paymentTermsDays: [billingTexts.termsInvalid],
      poNumber: [billingTexts.poNumberTooLong],
    });
    expect(JSON.stringify(res.body)).not.toContain('12#3');
    const six = Array.from({ length: 6 }, (_, i) => `ap${i}@northwind.example`).join(',');
    expect((await t.request(admin, 'PUT', '/api/Billing/Update', { ...valid, billingEmails: six })).body.errors).toMatchObject({ billingEmails: [billingTexts.tooManyEmails] });
    expect(await t.request('client.standard@demo.example', 'PUT', '/api/Billing/Update', valid)).toMatchObject({ status: 403, body: { message: ADMINISTRATOR_ONLY } });
  });

  it('keeps the tax id encrypted and answers only its last four, in no table, answer or log in plain text', async () => {
    const saved = await t.request(admin, 'PUT', '/api/Billing/Update', valid);
    expect(saved).toMatchObject({
      status: 200,
      body: {
        message: billingTexts.saved,
        billingEmails: ['ap@northwind.example', 'controller@northwind.example'],
        stateCode: 'IL',
        countryCode: 'US',
        taxIdLast4: '4321',
        paymentTermsDays: 45,
      },
    });
    const [company] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Northwind Learning Group'));
    const [row] = await t.deps.db.select().from(billingProfiles).where(eq(billingProfiles.companyId, company?.id ?? 0));
    expect(open(t.deps.keys.dataKey, row?.taxIdEncrypted ?? '')).toBe(TAX_ID);
    // No table holds the tax id in plain text.
    const dump = JSON.stringify(await rawRows(t.deps.db, sql`select * from billing_profiles`)) + JSON.stringify(await t.deps.db.select().from(invoices)) + JSON.stringify(await t.deps.db.select().from(mailOutbox));
    expect(dump).not.toContain(TAX_ID);
    expect(dump).not.toContain('7654321');

    // Left out, the tax id stays; asked, it goes.
    const { taxId: _kept, ...withoutTaxId } = valid;
    expect((await t.request(admin, 'PUT', '/api/Billing/Update', withoutTaxId)).body).toMatchObject({ taxIdLast4: '4321' });
    const read = await t.request(admin, 'GET', '/api/Billing/Get');
    expect(read.body).toMatchObject({ taxIdLast4: '4321', poNumber: 'PO-2026-118' });
    expect(JSON.stringify(read.body)).not.toContain('7654321');
    expect((await t.request(admin, 'PUT', '/api/Billing/Update', { ...withoutTaxId, removeTaxId: true })).body).toMatchObject({ taxIdLast4: null });
    expect(JSON.stringify(log.events)).not.toContain('7654321');
  });
});
