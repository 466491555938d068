import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { withFreshSecondFactor } from '../testing/second-factor.ts';
import { doubleAccount, startPayTraceDouble } from '../testing/paytrace-double.ts';
import { loadConfig } from '#kernel/config.ts';
import { invoices, payments, projects } from '../db/schema/index.ts';
import { payTraceGateway } from './gateway/paytrace.ts';
import { GatewayUnavailable } from './gateway/gateway.ts';
import { GIVE_UP_MS, noTraceMessage, settlePendingPayments } from './settle-pending.ts';
import { issueInvoice, type InvoiceRow } from './issue-invoice.ts';
import { paymentTexts } from '#domain/payments.ts';

const admin = 'client.admin@demo.example';
const card = (token: string) => ({ token, key: 'enc-key-from-protect' });

describe('the PayTrace driver, against a local server that answers as PayTrace does', () => {
  const double = startPayTraceDouble();
  let gateway: ReturnType<typeof payTraceGateway>;
  beforeAll(async () => {
    gateway = payTraceGateway({ apiUrl: await double.listening, ...doubleAccount, timeoutMs: 2_000 });
  });
  afterAll(() => double.close());

  it('signs in once with the password grant and sends every call with the token, JSON and the integrator id', async () => {
    const fields = await gateway.hostedFields();
    expect(fields).toEqual({ gateway: 'paytrace', clientKey: 'ck_1', scriptUrl: 'https://protect.paytrace.com/js/protect.min.js', frameOrigin: 'https://secure.paytrace.com' });
    const sale = await gateway.saleByToken({ card: card('approve-1'), amountCents: 123_456, reference: 'pay-1' });
    expect(sale).toEqual({ status: 'approved', transactionId: '1000', brand: 'Visa', last4: '1111' });
    const [signIn, ...calls] = double.seen;
    expect(signIn).toMatchObject({ method: 'POST', path: '/oauth/token', body: { grant_type: 'password', username: doubleAccount.username, password: doubleAccount.password } });
    expect(calls.map((c) => c.path)).toEqual(['/v1/payment_fields/token/create', '/v1/transactions/sale/pt_protect']);
    for (const call of calls) {
      expect(call.headers).toMatchObject({ authorization: 'Bearer tok_1', 'content-type': 'application/json' });
      expect(call.body.integrator_id).toBe(doubleAccount.integratorId);
    }
    expect(calls[1]?.body).toMatchObject({ amount: '1234.56', hpf_token: 'approve-1', enc_key: 'enc-key-from-protect', invoice_id: 'pay-1' });
  });

  it('answers a decline with PayTrace’s message, and signs in again when its token has expired', async () => {
    expect(await gateway.saleByToken({ card: card('decline-1'), amountCents: 5_000, reference: 'pay-2' })).toEqual({
      status: 'declined',
      message: 'Your transaction was not approved. DECLINE - Insufficient funds',
    });
    double.expireTokens();
    expect(await gateway.saleByToken({ card: card('approve-2'), amountCents: 5_000, reference: 'pay-3' })).toMatchObject({ status: 'approved' });
    expect(double.seen.filter((c) => c.path === '/oauth/token')).toHaveLength(2);
  });

  it('keeps a card in the vault, charges it, removes it', async () => {
    const vaulted = await gateway.saveCard({ card: card('approve-vault'), customerId: 'c7-abc' });
    expect(vaulted).toEqual({ customerId: 'c7-abc', brand: 'Mastercard', last4: '4444', expMonth: 9, expYear: 2031 });
    expect(await gateway.saleByCustomer({ customerId: 'c7-abc', amountCents: 7_700, reference: 'pay-4' })).toMatchObject({ status: 'approved', last4: '4444' });
    const calls = double.seen.slice(-3);
    expect(calls.map((c) => [c.path, c.body.customer_id])).toEqual([
      ['/v1/customer/pt_protect_create', 'c7-abc'],
      ['/v1/customer/export', 'c7-abc'],
      ['/v1/transactions/sale/by_customer', 'c7-abc'],
    ]);
    expect(calls[2]?.body).toMatchObject({ amount: '77.00', invoice_id: 'pay-4' });
    await gateway.removeCard('c7-abc');
    expect(await gateway.saleByCustomer({ customerId: 'c7-abc', amountCents: 7_700, reference: 'pay-5' })).toMatchObject({ status: 'declined', message: 'Please provide a valid Customer ID.' });
  });

  it('voids an unsettled sale it is asked to refund, refunds a settled one, and finds a sale by its reference', async () => {
    await gateway.refund({ transactionId: '1000', amountCents: 123_456 });
    expect(double.seen.slice(-2).map((c) => [c.path, c.body.transaction_id])).toEqual([
      ['/v1/transactions/refund/for_transaction', 1000],
      ['/v1/transactions/void', 1000],
    ]);
    double.settleAll();
    await gateway.refund({ transactionId: '1001', amountCents: 5_000 });
    expect(double.seen.at(-1)).toMatchObject({ path: '/v1/transactions/refund/for_transaction', body: { transaction_id: 1001, amount: '50.00' } });
    expect(await gateway.lookup({ reference: 'pay-4', since: new Date() })).toMatchObject({ status: 'approved', transactionId: '1002', last4: '4444' });
    expect(await gateway.lookup({ reference: 'pay-404', since: new Date() })).toBeNull();
    expect(double.seen.at(-1)?.body).toMatchObject({ start_date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/), transaction_type: 'SALE' });
  });

  it('tells a timeout apart from an answer', async () => {
    const quick = payTraceGateway({ apiUrl: await double.listening, ...doubleAccount, timeoutMs: 200 });
    await expect(quick.saleByToken({ card: card('slow-1'), amountCents: 1_000, reference: 'pay-6' })).rejects.toBeInstanceOf(GatewayUnavailable);
  });
});

describe('card payments with PAYMENT_GATEWAY=paytrace: a timeout leaves the payment pending, settled by asking PayTrace, never by charging again', () => {
  const double = startPayTraceDouble();
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    const base = loadConfig({});
    const apiUrl = await double.listening;
    t = await createDemoTestApp({ payments: { ...base.payments, gateway: 'paytrace', paytrace: { apiUrl, ...doubleAccount, timeoutMs: 300 } } });
    await withFreshSecondFactor(t, admin);
  });
  afterAll(async () => {
    await t?.close();
    await double.close();
  });

  const openInvoice = async (sourceKey: string): Promise<InvoiceRow> => {
    const [job] = await t.deps.db.select().from(projects).where(eq(projects.title, 'New Hire Onboarding Facilitation'));
    const [first] = await t.deps.db.select().from(invoices).where(eq(invoices.projectId, job?.id ?? 0));
    if (!first) throw new Error('No invoice of the onboarding job.');
    const lines = [{ description: 'Session', workDocumentId: null, amountCents: 33_300 }];
    return (await t.deps.db.transaction((tx) => issueInvoice(tx, { ...first, proposalId: null, sourceKey, lines }, t.deps.now()))).invoice;
  };
  const pay = (invoiceId: number, idempotencyKey: string, token: string) => t.request(admin, 'POST', '/api/Payment/PayByCard', { invoiceId, idempotencyKey, card: card(token) });
  const statusOf = async (invoiceId: number) => (await t.deps.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId)))[0]?.status;

  it('serves Protect.js with a client key to the card page', async () => {
    const invoice = await openInvoice('protect');
    expect((await t.request(admin, 'GET', `/api/Payment/CardForm?invoiceId=${invoice.id}`)).body).toMatchObject({ fields: { gateway: 'paytrace', clientKey: expect.stringMatching(/^ck_/) } });
  });

  it('answers pending after a timeout; the same attempt again is settled by a lookup, with one sale', async () => {
    const invoice = await openInvoice('timeout-retry');
    expect(await pay(invoice.id, 'attempt-timeout-000001', 'slow-retry')).toMatchObject({ status: 200, body: { status: 'pending', message: paymentTexts.pending } });
    expect(await statusOf(invoice.id)).toBe('open');
    expect((await t.request(admin, 'GET', `/api/Invoice/Get?invoiceId=${invoice.id}`)).body).toMatchObject({ paymentPending: true, canPay: false });
    expect(await pay(invoice.id, 'attempt-timeout-000002', 'approve-other')).toMatchObject({ status: 409, body: { message: paymentTexts.inProgress } });
    expect(await pay(invoice.id, 'attempt-timeout-000001', 'slow-retry')).toMatchObject({ status: 200, body: { status: 'paid' } });
    expect(await statusOf(invoice.id)).toBe('paid');
    expect(double.sales.filter((s) => s.amount === '333.00')).toHaveLength(1);
    expect(double.seen.filter((c) => c.path === '/v1/transactions/sale/pt_protect' && c.body.hpf_token === 'slow-retry')).toHaveLength(1);
  });

  it('settles a payment left pending in the background a minute later, and gives up on one PayTrace never saw', async () => {
    const found = await openInvoice('timeout-worker');
    const lost = await openInvoice('timeout-lost');
    expect((await pay(found.id, 'attempt-worker-0000001', 'slow-worker')).body).toMatchObject({ status: 'pending' });
    expect((await pay(lost.id, 'attempt-lost-000000001', 'lost-1')).body).toMatchObject({ status: 'pending' });
    expect(await settlePendingPayments(t.deps)).toBe(0);
    t.clock.advance(61_000);
    expect(await settlePendingPayments(t.deps)).toBe(1);
    expect(await statusOf(found.id)).toBe('paid');
    expect(await statusOf(lost.id)).toBe('open');
    t.clock.advance(GIVE_UP_MS);
    expect(await settlePendingPayments(t.deps)).toBe(1);
    const [attempt] = await t.deps.db.select().from(payments).where(eq(payments.invoiceId, lost.id));
    expect(attempt).toMatchObject({ status: 'failed', failureMessage: noTraceMessage });
    expect(double.seen.filter((c) => c.path.startsWith('/v1/transactions/sale/')).map((c) => c.body.hpf_token)).toEqual(['slow-retry', 'slow-worker', 'lost-1']);
    // The invoice can be paid again, by an administrator who proves the second factor again after the hours passed.
    await withFreshSecondFactor(t, admin);
    expect(await pay(lost.id, 'attempt-lost-000000002', 'approve-again')).toMatchObject({ status: 200, body: { status: 'paid' } });
  });
});
