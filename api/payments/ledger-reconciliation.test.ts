/**
 * The ledger reconciles after every event of random sequences of issues, payments (card and offline), refunds, voids
 * and payouts: for any prefix, what clients paid equals what talent received, plus the fees on paid invoices, plus
 * what the platform holds for talent; and each ledger account's balance is what the invoices, payments and payouts
 * say it should be. Sequences are drawn from fixed seeds, so a failure repeats.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { withFreshSecondFactor } from '../testing/second-factor.ts';
import { invoices, ledgerEntries, payments, payouts, projects } from '../db/schema/index.ts';
import { purposeSecret } from '../auth/secrets.ts';
import { issueInvoice } from './issue-invoice.ts';
import { refundPayment, voidInvoice } from './refund-and-void.ts';
import { holdReasons, releaseHeldPayouts } from '../ledger/schedule-payout.ts';
import { runPayouts } from '../payouts/payout-run.ts';
import { putOnFile } from '../testing/payout-data.ts';
import { payoutRunBody } from '#domain/payout-run.ts';
import { serviceCharge } from '../ledger/ledger.ts';
import { hostedFields } from './gateway/hosted-fields.ts';
import { TEST_TOKEN_PURPOSE } from './gateway/test-gateway.ts';

const admin = 'client.admin@demo.example';
const EVENTS = 40;
const SEEDS = [7, 2026, 31337];
const runBody = payoutRunBody.parse({ bankRouting: '091000019', bankName: 'Wells Fargo Bank', companyName: 'TTA Marketplace', companyId: '1123456789' });

/** mulberry32: a small seeded generator. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('ledger reconciliation over random sequences of money events', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let job: { id: number; companyId: number };
  let instrIds: number[];
  let fields: ReturnType<typeof hostedFields>;
  beforeAll(async () => {
    t = await createDemoTestApp();
    await withFreshSecondFactor(t, admin);
    const [row] = await t.deps.db.select({ id: projects.id, companyId: projects.companyId }).from(projects).where(eq(projects.title, 'Cybersecurity Awareness Rollout'));
    if (!row) throw new Error('No job to invoice.');
    job = row;
    instrIds = (await t.deps.db.select({ instrId: invoices.instrId }).from(invoices)).map((r) => r.instrId);
    fields = hostedFields({ secret: purposeSecret(t.deps, TEST_TOKEN_PURPOSE), now: t.deps.now });
  });
  afterAll(() => t.close());

  async function cardToken() {
    const res = await fields.request('/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ number: '4242424242424242', expiry: '10/39', cvc: '321' }) });
    return ((await res.json()) as { token: string }).token;
  }

  /** What the domain tables say, against what the ledger's accounts hold. */
  async function reconcile() {
    const all = await t.deps.db.select().from(invoices);
    const attempts = await t.deps.db.select().from(payments).where(eq(payments.status, 'succeeded'));
    const owed = await t.deps.db.select().from(payouts);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const fee = (i: (typeof all)[number]) => serviceCharge(i.totalCents, i.serviceChargeBps);
    const paidByClients = sum(attempts.map((p) => p.amountCents));
    const talentReceived = sum(owed.filter((p) => p.status === 'sent').map((p) => p.netCents));
    const heldForTalent = sum(owed.filter((p) => p.status !== 'sent').map((p) => p.netCents));
    const feesOnPaid = sum(all.filter((i) => i.status === 'paid').map(fee));
    expect(paidByClients).toBe(talentReceived + feesOnPaid + heldForTalent);

    const balances = await t.deps.db
      .select({ account: ledgerEntries.account, cents: sql<number>`sum(${ledgerEntries.amountCents})::bigint`.mapWith(Number) })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.account);
    const balance = (account: string) => balances.find((b) => b.account === account)?.cents ?? 0;
    const live = all.filter((i) => i.status !== 'void');
    expect(sum(balances.map((b) => b.cents))).toBe(0);
    expect(balance('cash')).toBe(paidByClients - talentReceived);
    expect(balance('receivable')).toBe(sum(all.filter((i) => i.status === 'open').map((i) => i.totalCents)));
    expect(balance('fees')).toBe(-sum(live.map(fee)));
    expect(balance('talent-payable')).toBe(-sum(live.map((i) => i.totalCents - fee(i))) + talentReceived);
  }

  for (const seed of SEEDS) {
    it(`reconciles after each of ${EVENTS} events (seed ${seed})`, async () => {
      const next = random(seed);
      const pick = <T,>(items: T[]): T | undefined => items[Math.floor(next() * items.length)];
      const happened = { issue: 0, pay: 0, void: 0, payout: 0, refund: 0 };
      for (let step = 0; step < EVENTS; step++) {
        const mine = await t.deps.db.select().from(invoices).where(eq(invoices.projectId, job.id));
        const open = mine.filter((i) => i.status === 'open');
        const roll = next();
        if (roll < 0.3 || open.length === 0) {
          const amountCents = 1 + Math.floor(next() * 500_000);
          await t.deps.db.transaction((tx) =>
            issueInvoice(
              tx,
              {
                companyId: job.companyId,
                projectId: job.id,
                instrId: pick(instrIds) ?? 0,
                proposalId: null,
                sourceKey: `seed-${seed}-${step}`,
                lines: [{ description: `Event ${step}`, workDocumentId: null, amountCents }],
                serviceChargeBps: Math.floor(next() * 3_000),
              },
              t.deps.now(),
            ),
          );
          happened.issue += 1;
        } else if (roll < 0.6) {
          const invoice = pick(open);
          const key = `seed-${seed}-step-${String(step).padStart(4, '0')}`;
          const res =
            next() < 0.5
              ? await t.request(admin, 'POST', '/api/Payment/RecordOffline', { invoiceId: invoice?.id, idempotencyKey: key, method: 'check', reference: `CHK-${step}` })
              : await t.request(admin, 'POST', '/api/Payment/PayByCard', { invoiceId: invoice?.id, idempotencyKey: key, card: { token: await cardToken() } });
          expect(res.status).toBe(200);
          happened.pay += 1;
        } else if (roll < 0.7) {
          const invoice = pick(open);
          if (invoice) {
            await voidInvoice(t.deps, invoice.id);
            happened.void += 1;
          }
        } else if (roll < 0.85) {
          const waiting = await t.deps.db.select().from(payouts).where(inArray(payouts.status, ['held', 'scheduled']));
          const payout = pick(waiting);
          if (payout) {
            // The payee puts what was missing on file, which releases what it held; then the operator's run sends it.
            const missing = await holdReasons(t.deps.db, payout.instrId, t.deps.now());
            if (missing.length > 0) await putOnFile(t.deps, payout.instrId, { kind: 'us', ...(missing.includes('tax-form') ? {} : { form: null }) });
            await t.deps.db.transaction((tx) => releaseHeldPayouts(tx, payout.instrId, t.deps.now()));
            expect((await runPayouts(t.deps, runBody)).sent).toBeGreaterThan(0);
            happened.payout += 1;
          }
        } else {
          const refundable = await t.deps.db
            .select({ id: payments.id })
            .from(payments)
            .innerJoin(payouts, eq(payouts.invoiceId, payments.invoiceId))
            .where(and(eq(payments.status, 'succeeded'), ne(payouts.status, 'sent')));
          const payment = pick(refundable);
          if (payment) {
            await refundPayment(t.deps, payment.id);
            happened.refund += 1;
          }
        }
        await reconcile();
      }
      expect(Object.values(happened).every((count) => count > 0), JSON.stringify(happened)).toBe(true);
    }, 180_000);
  }
});
