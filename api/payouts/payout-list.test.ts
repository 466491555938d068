/**
 * The payouts list pages through a payee's payouts 25 at a time, while what waits, the yearly totals and the chart's
 * months count every payout, not only the page shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { paidInvoices, putOnFile } from '../testing/payout-data.ts';
import { instructors, users } from '../db/schema/index.ts';
import { payoutRunBody } from '#domain/payout-run.ts';
import { runPayouts } from './payout-run.ts';

const talent = 'talent.pool05@demo.example';
const body = payoutRunBody.parse({ bankRouting: '091000019', bankName: 'Wells Fargo Bank', companyName: 'TTA Marketplace', companyId: '1123456789' });

interface Page {
  payouts: { id: number; status: string }[];
  page: number;
  pageSize: number;
  total: number;
  waitingCount: number;
  waitingCents: number;
  years: { year: number; payouts: number; netCents: number }[];
  months: { month: string; netCents: number }[];
}

describe('the payouts list, page by page', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  const pageOf = async (query: string) => t.request(talent, 'GET', `/api/Payouts/GetPayouts${query}`);

  it('shows 25 payouts a page, newest first, and sums what waits and what was sent over all of them', async () => {
    const [row] = await t.deps.db.select({ instrId: instructors.id }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(eq(users.email, talent));
    const instrId = row?.instrId ?? 0;
    await putOnFile(t.deps, instrId, { kind: 'us' });
    await paidInvoices(t.deps, instrId, Array.from({ length: 30 }, () => 10_000));
    expect((await runPayouts(t.deps, body)).sent).toBeGreaterThanOrEqual(30);
    await paidInvoices(t.deps, instrId, [20_000, 20_000]);

    const first = (await pageOf('')).body as unknown as Page;
    const second = (await pageOf('?page=2')).body as unknown as Page;
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 32, waitingCount: 2, waitingCents: 36_000 });
    expect(first.payouts).toHaveLength(25);
    expect(first.payouts.slice(0, 2).map((p) => p.status)).toEqual(['scheduled', 'scheduled']);
    expect(second.payouts).toHaveLength(7);
    const ids = [...first.payouts, ...second.payouts].map((p) => p.id);
    expect(new Set(ids).size).toBe(32);
    const year = t.deps.now().getUTCFullYear();
    expect(second.years).toEqual([expect.objectContaining({ year, payouts: 30, netCents: 270_000 })]);
    expect(second.months.at(-1)).toEqual({ month: t.deps.now().toISOString().slice(0, 7), netCents: 270_000 });
    expect(((await pageOf('?page=3')).body as unknown as Page).payouts).toEqual([]);
  });

  it('refuses a page that is not a whole number from 1', async () => {
    for (const query of ['?page=0', '?page=-2', '?page=two', '?page=1.5']) expect((await pageOf(query)).status, query).toBe(400);
  });
});
