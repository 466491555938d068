import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { withFreshSecondFactor } from '../testing/second-factor.ts';
import { createRecordingLogger } from '../testing/recording-logger.ts';
import { invoices, ledgerEntries, mailOutbox, notifications, payments, payouts, projects, savedCards, testGatewayTransactions, users } from '../db/schema/index.ts';
import { purposeSecret } from '../auth/secrets.ts';
import { hostedFields } from './gateway/hosted-fields.ts';
import { TEST_TOKEN_PURPOSE } from './gateway/test-gateway.ts';
import { paymentReference } from './gateway/gateway.ts';
import { issueInvoice, type InvoiceRow } from './issue-invoice.ts';
import { voidInvoice } from './refund-and-void.ts';
import { paymentTexts } from '#domain/payments.ts';
import { invoiceTexts } from '#domain/invoices.ts';

const admin = 'client.admin@demo.example';
const standard = 'client.standard@demo.example';
const ATTEMPTS = 50;

describe('paying an invoice by card through the test gateway', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  const log = createRecordingLogger();
  let fields: ReturnType<typeof hostedFields>;
  beforeAll(async () => {
    t = await createDemoTestApp();
    await withFreshSecondFactor(t, admin);
    t.deps.log = log;
    fields = hostedFields({ secret: purposeSecret(t.deps, TEST_TOKEN_PURPOSE), now: t.deps.now });
  });
  afterAll(() => t.close());

  /** The one-time token the hosted fields make of a card, as the card page receives it. */
  const tokenOf = async (number: string) => {
    const res = await fields.request('/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ number, expiry: '12/40', cvc: number.startsWith('37') ? '1234' : '123' }) });
    const answer = (await res.json()) as { token: string };
    return { token: answer.token };
  };
  const invoiceOf = async (title: string) => {
    const [row] = await t.deps.db.select({ invoice: invoices }).from(invoices).innerJoin(projects, eq(projects.id, invoices.projectId)).where(eq(projects.title, title));
    if (!row) throw new Error(`No invoice for ${title}.`);
    return row.invoice;
  };
  /** Another open invoice of the same job and talent. */
  const extraInvoice = (of: InvoiceRow, sourceKey: string, amountCents: number) =>
    t.deps.db.transaction((tx) =>
      issueInvoice(
        tx,
        { companyId: of.companyId, projectId: of.projectId, instrId: of.instrId, proposalId: null, sourceKey, lines: [{ description: 'Extra session', workDocumentId: null, amountCents }], serviceChargeBps: 1000 },
        new Date(),
      ),
    );
  const pay = (as: string, body: Record<string, unknown>) => t.request(as, 'POST', '/api/Payment/PayByCard', body);
  /** The sales the gateway approved for an invoice: what the company was charged. */
  const charges = async (invoiceId: number) => {
    const attempts = await t.deps.db.select({ id: payments.id }).from(payments).where(eq(payments.invoiceId, invoiceId));
    if (!attempts.length) return 0;
    return t.deps.db.$count(
      testGatewayTransactions,
      and(inArray(testGatewayTransactions.reference, attempts.map((a) => paymentReference(a.id))), eq(testGatewayTransactions.status, 'approved')),
    );
  };

  it('shows a declined card the gateway’s message and leaves the invoice open; a test card then pays it, and both sides hear of it', async () => {
    const invoice = await invoiceOf('New Hire Onboarding Facilitation');
    const declined = await pay(admin, { invoiceId: invoice.id, idempotencyKey: 'attempt-declined-0001', card: await tokenOf('4000 0000 0000 0002') });
    expect(declined).toMatchObject({ status: 402, body: { message: 'Your card was declined.' } });
    const insufficient = await pay(admin, { invoiceId: invoice.id, idempotencyKey: 'attempt-declined-0002', card: await tokenOf('4000000000009995') });
    expect(insufficient).toMatchObject({ status: 402, body: { message: 'Your card has insufficient funds.' } });
    expect((await t.request(admin, 'GET', `/api/Invoice/Get?invoiceId=${invoice.id}`)).body).toMatchObject({ status: 'open', canPay: true });
    const failedNotices = await t.deps.db
      .select({ email: users.email, text: notifications.body })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(sql`${notifications.subject} like 'A payment of invoice INV-%did not go through'`);
    expect(failedNotices.filter((n) => n.email === admin).map((n) => n.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('did not go through: Your card was declined. The invoice is still open.'), expect.stringContaining('Your card has insufficient funds.')]),
    );

    const paid = await pay(admin, { invoiceId: invoice.id, idempotencyKey: 'attempt-approved-0003', card: await tokenOf('4242 4242 4242 4242') });
    expect(paid).toMatchObject({ status: 200, body: { status: 'paid', message: paymentTexts.paid } });
    const view = (await t.request(admin, 'GET', `/api/Invoice/Get?invoiceId=${invoice.id}`)).body;
    expect(view).toMatchObject({ status: 'paid', canPay: false });
    expect(view.payments).toEqual([
      expect.objectContaining({ status: 'succeeded', method: 'card', cardBrand: 'Visa', cardLast4: '4242', amountCents: invoice.totalCents }),
      expect.objectContaining({ status: 'failed', failureMessage: 'Your card has insufficient funds.' }),
      expect.objectContaining({ status: 'failed', failureMessage: 'Your card was declined.' }),
    ]);
    // Cash in, receivable settled, the talent's payout scheduled (held until payout details and a tax form are on file).
    const entries = await t.deps.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.invoiceId, invoice.id), eq(ledgerEntries.kind, 'payment')));
    expect(Object.fromEntries(entries.map((e) => [e.account, e.amountCents]))).toEqual({ cash: invoice.totalCents, receivable: -invoice.totalCents });
    const [payout] = await t.deps.db.select().from(payouts).where(eq(payouts.invoiceId, invoice.id));
    expect(payout).toMatchObject({ grossCents: invoice.totalCents, feeCents: Math.round(invoice.totalCents / 10), status: 'held' });
    const told = await t.deps.db
      .select({ email: users.email, subject: notifications.subject })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(sql`${notifications.subject} like 'Invoice INV-%is paid' or ${notifications.subject} like 'Your client paid for New Hire%'`);
    expect(told.map((n) => n.email)).toEqual(expect.arrayContaining([admin, expect.stringMatching(/^talent\.pool\d+@demo\.example$/)]));
    expect(told).toHaveLength(2);
    const receipts = await t.deps.db.select().from(mailOutbox).where(sql`${mailOutbox.subject} like 'Receipt: invoice%'`);
    expect(receipts.map((m) => m.toAddress)).toEqual([admin]);
    expect(receipts[0]?.text).toContain('Visa •••• 4242');
    expect(await charges(invoice.id)).toBe(1);

    // No card number anywhere: answers, mails, logs.
    const everything = JSON.stringify([view, receipts, log.events, await t.deps.db.select().from(payments)]);
    expect(everything).not.toMatch(/4242\s?4242\s?4242|4000\s?0000\s?0000/);
  });

  it(`charges once for a double click, a retry and ${ATTEMPTS} submits of one attempt, and once for ${ATTEMPTS} attempts at once`, async () => {
    const invoice = await invoiceOf('First-Time Manager Essentials');
    const card = await tokenOf('5555 5555 5555 4444');
    const same = { invoiceId: invoice.id, idempotencyKey: 'attempt-same-0000-0001', card };
    const answers = await Promise.all(Array.from({ length: ATTEMPTS }, () => pay(admin, same)));
    expect(answers.every((a) => a.status === 200 && a.body.paymentId === answers[0]?.body.paymentId)).toBe(true);
    expect(await charges(invoice.id)).toBe(1);
    expect(await t.deps.db.$count(payments, eq(payments.invoiceId, invoice.id))).toBe(1);
    // A retry of the same attempt later answers it again.
    expect(await pay(admin, same)).toMatchObject({ status: 200, body: { status: 'paid', paymentId: answers[0]?.body.paymentId } });

    // Fifty different attempts on a new open invoice: one goes through, the others are told why not.
    const fresh = await extraInvoice(await invoiceOf('Cybersecurity Awareness Rollout'), 'concurrent-attempts', 90_000);
    const many = await Promise.all(
      Array.from({ length: ATTEMPTS }, async (_, i) => pay(admin, { invoiceId: fresh.invoice.id, idempotencyKey: `attempt-many-${String(i).padStart(12, '0')}`, card: await tokenOf('4111 1111 1111 1111') })),
    );
    expect(many.filter((a) => a.status === 200)).toHaveLength(1);
    const refusals: string[] = [paymentTexts.alreadyPaid, paymentTexts.inProgress];
    expect(many.filter((a) => a.status === 409).every((a) => refusals.includes(a.body.message ?? ''))).toBe(true);
    expect(many.filter((a) => a.status === 409)).toHaveLength(ATTEMPTS - 1);
    expect(await charges(fresh.invoice.id)).toBe(1);
  });

  it('refuses a paid or void invoice, and anyone who is not an administrator of its company', async () => {
    const paidInvoice = await invoiceOf('Cybersecurity Awareness Rollout');
    expect(await pay(admin, { invoiceId: paidInvoice.id, idempotencyKey: 'attempt-paid-00000001', card: await tokenOf('4242424242424242') })).toMatchObject({
      status: 409,
      body: { message: paymentTexts.alreadyPaid },
    });
    const voided = await extraInvoice(paidInvoice, 'voided-before-payment', 10_000);
    await voidInvoice(t.deps, voided.invoice.id);
    expect(await pay(admin, { invoiceId: voided.invoice.id, idempotencyKey: 'attempt-void-00000001', card: await tokenOf('4242424242424242') })).toMatchObject({
      status: 409,
      body: { message: paymentTexts.voided },
    });
    const overdue = await invoiceOf('First-Time Manager Essentials');
    // The Standard User may read the invoice of their job, but not pay it; another company does not see it at all.
    expect((await t.request(standard, 'GET', `/api/Invoice/Get?invoiceId=${overdue.id}`)).body).toMatchObject({ canPay: false });
    for (const who of [standard, 'client2.admin@demo.example', 'talent.best@demo.example']) {
      expect(await pay(who, { invoiceId: overdue.id, idempotencyKey: 'attempt-stranger-0001', card: await tokenOf('4242424242424242') })).toMatchObject({
        status: 404,
        body: { message: invoiceTexts.notFound },
      });
    }
    expect((await pay(admin, { invoiceId: overdue.id, idempotencyKey: 'short', card: await tokenOf('4242424242424242') })).status).toBe(400);
  });

  it('keeps a new card when asked, pays later invoices with it, and forgets it when removed', async () => {
    const job = (await t.deps.db.select().from(projects).where(eq(projects.title, 'Power BI Dashboards for Finance Analysts')))[0];
    expect((await t.request(admin, 'PUT', '/api/Project/CompleteJob', { projectId: job?.id })).status).toBe(200);
    const powerbi = await invoiceOf('Power BI Dashboards for Finance Analysts');
    const kept = await pay(admin, { invoiceId: powerbi.id, idempotencyKey: 'attempt-keep-card-0001', card: await tokenOf('3782 822463 10005'), saveCard: true });
    expect(kept.status).toBe(200);
    const billing = (await t.request(admin, 'GET', '/api/Billing/Get')).body as { savedCards: { savedCardId: number; brand: string; last4: string }[] };
    expect(billing.savedCards).toEqual([expect.objectContaining({ brand: 'American Express', last4: '0005' })]);
    const cardId = billing.savedCards[0]?.savedCardId ?? 0;
    const [row] = await t.deps.db.select().from(savedCards).where(eq(savedCards.id, cardId));
    expect(row?.customerId).not.toContain('378282246310005');

    const extra = await extraInvoice(powerbi, 'saved-card', 25_000);
    const form = (await t.request(admin, 'GET', `/api/Payment/CardForm?invoiceId=${extra.invoice.id}`)).body as { savedCards: { savedCardId: number }[] };
    expect(form.savedCards.map((c) => c.savedCardId)).toEqual([cardId]);
    expect(await pay(admin, { invoiceId: extra.invoice.id, idempotencyKey: 'attempt-saved-card-01', savedCardId: cardId })).toMatchObject({ status: 200, body: { status: 'paid' } });

    expect(await t.request(standard, 'DELETE', `/api/Billing/RemoveCard?savedCardId=${cardId}`)).toMatchObject({ status: 404 });
    expect(await t.request(admin, 'DELETE', `/api/Billing/RemoveCard?savedCardId=${cardId}`)).toMatchObject({ status: 200 });
    expect(((await t.request(admin, 'GET', '/api/Billing/Get')).body as { savedCards: unknown[] }).savedCards).toEqual([]);
    expect(await t.request(admin, 'DELETE', `/api/Billing/RemoveCard?savedCardId=${cardId}`)).toMatchObject({ status: 404 });
  });
});
