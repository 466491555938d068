/**
 * What /all-payments shows a payee: their payouts (newest first) with the job and invoice each pays, what holds them
 * today, the form a year's payments are reported on, totals per calendar year sent and per month for the chart.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, invoices, payouts, projects } from '../db/schema/index.ts';
import type { Payee } from '../access/payee.ts';
import { summaryOf, currentTaxForm } from '../tax-forms/tax-forms.ts';
import { payoutAccountOf } from './payout-details.ts';
import { holdReasons } from './schedule-payout.ts';
import { lastTwelveMonths, parseHoldReasons, type PayoutItem, type PayoutsAnswer, type YearTotal } from '../../src/domain/payouts.ts';

export async function payoutItemsOf(db: Db, instrId: number): Promise<PayoutItem[]> {
  const rows = await db
    .select({ payout: payouts, jobTitle: projects.title, projectId: projects.id, companyName: companies.name, invoiceNumber: invoices.number })
    .from(payouts)
    .innerJoin(invoices, eq(invoices.id, payouts.invoiceId))
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(eq(payouts.instrId, instrId))
    .orderBy(desc(payouts.scheduledAt), desc(payouts.id));
  return rows.map(({ payout, ...job }) => ({
    id: payout.id,
    ...job,
    grossCents: payout.grossCents,
    feeCents: payout.feeCents,
    netCents: payout.netCents,
    status: payout.status,
    holdReasons: payout.status === 'held' ? parseHoldReasons(payout.holdReason) : [],
    scheduledAt: payout.scheduledAt.toISOString(),
    sentAt: payout.sentAt?.toISOString() ?? null,
  }));
}

/** Sent payouts per calendar year of sending (UTC), newest year first. */
function yearTotalsOf(items: readonly PayoutItem[]): YearTotal[] {
  const years = new Map<number, YearTotal>();
  for (const item of items) {
    if (!item.sentAt) continue;
    const year = Number(item.sentAt.slice(0, 4));
    const total = years.get(year) ?? { year, payouts: 0, grossCents: 0, feeCents: 0, netCents: 0 };
    total.payouts += 1;
    total.grossCents += item.grossCents;
    total.feeCents += item.feeCents;
    total.netCents += item.netCents;
    years.set(year, total);
  }
  return [...years.values()].sort((a, b) => b.year - a.year);
}

export async function payoutsOf(db: Db, payee: Payee, now: Date): Promise<PayoutsAnswer> {
  const [items, account, form, reasons] = await Promise.all([
    payoutItemsOf(db, payee.instrId),
    payoutAccountOf(db, payee.instrId),
    currentTaxForm(db, payee.instrId),
    holdReasons(db, payee.instrId, now),
  ]);
  const sentByMonth = new Map<string, number>();
  for (const item of items) if (item.sentAt) sentByMonth.set(item.sentAt.slice(0, 7), (sentByMonth.get(item.sentAt.slice(0, 7)) ?? 0) + item.netCents);
  return {
    payeeName: payee.name,
    isAgency: payee.isAgency,
    canManage: payee.canManage,
    hasPayoutDetails: account !== null,
    taxForm: form ? summaryOf(form, now) : null,
    holdReasons: reasons,
    yearForm: form ? (form.formType === 'W-9' ? '1099-NEC' : '1042-S') : null,
    payouts: items,
    years: yearTotalsOf(items),
    months: lastTwelveMonths(now).map((month) => ({ month, netCents: sentByMonth.get(month) ?? 0 })),
    waitingCents: items.filter((item) => item.status !== 'sent').reduce((sum, item) => sum + item.netCents, 0),
  };
}
