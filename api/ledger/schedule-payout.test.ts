/**
 * What a paid invoice schedules: the total less the service charge rounded half up, scheduled when the payee has
 * payout details and a valid tax form, held for what is missing otherwise, paid to the agency for an agency's
 * talent, and once per invoice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { paidInvoices, payee } from '../testing/payout-data.ts';
import { instructors, payouts } from '../db/schema/index.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { schedulePayout } from './schedule-payout.ts';

describe('scheduling a paid invoice’s payout', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  const payoutsOf = (instrId: number) => t.deps.db.select().from(payouts).where(eq(payouts.instrId, instrId));

  it('schedules the total less the service charge, rounded half up, when details and a form are on file', async () => {
    const ready = await payee(t.deps, { kind: 'us' });
    await paidInvoices(t.deps, ready, [100_05]);
    expect(await payoutsOf(ready)).toEqual([expect.objectContaining({ status: 'scheduled', holdReason: null, grossCents: 100_05, feeCents: 10_01, netCents: 90_04 })]);
  });

  it('holds it for the tax form when none is valid, and for both when nothing is on file', async () => {
    const lapsed = await payee(t.deps, { kind: 'international', formExpiresAt: new Date(Date.now() - 1000) });
    await paidInvoices(t.deps, lapsed, [50_000]);
    expect(await payoutsOf(lapsed)).toEqual([expect.objectContaining({ status: 'held', holdReason: 'tax-form' })]);
    const [bare] = await t.deps.db.insert(instructors).values({ firstName: 'No', lastName: 'Details' }).returning({ id: instructors.id });
    await paidInvoices(t.deps, bare?.id ?? 0, [50_000]);
    expect(await payoutsOf(bare?.id ?? 0)).toEqual([expect.objectContaining({ status: 'held', holdReason: 'payout-details,tax-form' })]);
  });

  it('pays an agency’s talent through the agency, once per invoice', async () => {
    const [member] = await t.deps.db.select({ id: instructors.id, agencyId: instructors.agencyId }).from(instructors).where(isNotNull(instructors.agencyId)).limit(1);
    if (!member?.agencyId) throw new Error('The demo data has no agency talent.');
    await paidInvoices(t.deps, member.id, [20_000]);
    expect(await payoutsOf(member.id)).toEqual([]);
    const [payout] = await payoutsOf(member.agencyId);
    expect(payout).toMatchObject({ status: 'held', netCents: 18_000 });
    const again = schedulePayout(t.deps.db, { id: payout?.invoiceId ?? 0, instrId: member.id, totalCents: 20_000, serviceChargeBps: 1000 }, new Date());
    await expect(again).rejects.toSatisfy((error: unknown) => isUniqueViolation(error, 'payouts_invoice_key'));
  });
});
