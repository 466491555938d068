/**
 * What /all-payments shows a payee: a page of their payouts (newest first) with the job and invoice each pays, what
 * holds them today, the form a year's payments are reported on, and over every payout: what waits, totals per calendar
 * year sent and per month for the chart, each summed by the database.
 */
import { and, desc, eq, gte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, invoices, payouts, projects } from '../db/schema/index.ts';
import type { Payee } from '../access/payee.ts';
import { summaryOf, currentTaxForm } from '../tax-forms/tax-forms.ts';
import { payoutAccountOf } from './payout-details.ts';
import { holdReasons } from '../ledger/schedule-payout.ts';
import { lastTwelveMonths, parseHoldReasons, payoutPageSize, type MonthTotal, type PayoutItem, type PayoutsAnswer, type YearTotal } from '#domain/payouts.ts';

/** The payee's payouts, newest first: all of them (the CSV), or one page of the list. */
export async function payoutItemsOf(db: Db, instrId: number, page?: { page: number; pageSize: number }): Promise<PayoutItem[]> {
  const query = db
    .select({ payout: payouts, jobTitle: projects.title, projectId: projects.id, companyName: companies.name, invoiceNumber: invoices.number })
    .from(payouts)
    .innerJoin(invoices, eq(invoices.id, payouts.invoiceId))
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(eq(payouts.instrId, instrId))
    .orderBy(desc(payouts.scheduledAt), desc(payouts.id))
    .$dynamic();
  const rows = await (page ? query.limit(page.pageSize).offset((page.page - 1) * page.pageSize) : query);
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

const cents = (column: SQL | AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
const sentYear = sql<number>`extract(year from ${payouts.sentAt} at time zone 'UTC')::int`;
const sentMonth = sql<string>`to_char(${payouts.sentAt} at time zone 'UTC', 'YYYY-MM')`;

/** Sent payouts per calendar year of sending (UTC), newest year first, over every payout. */
function yearTotalsOf(db: Db, instrId: number): Promise<YearTotal[]> {
  return db
    .select({ year: sentYear, payouts: sql<number>`count(*)::int`, grossCents: cents(payouts.grossCents), feeCents: cents(payouts.feeCents), netCents: cents(payouts.netCents) })
    .from(payouts)
    .where(and(eq(payouts.instrId, instrId), eq(payouts.status, 'sent')))
    .groupBy(sentYear)
    .orderBy(desc(sentYear));
}

/** What was sent in each of the last twelve months, oldest first. */
async function monthTotalsOf(db: Db, instrId: number, now: Date): Promise<MonthTotal[]> {
  const months = lastTwelveMonths(now);
  const rows = await db
    .select({ month: sentMonth, netCents: cents(payouts.netCents) })
    .from(payouts)
    .where(and(eq(payouts.instrId, instrId), eq(payouts.status, 'sent'), gte(payouts.sentAt, new Date(`${months[0]}-01T00:00:00Z`))))
    .groupBy(sentMonth);
  const sent = new Map(rows.map((row) => [row.month, row.netCents]));
  return months.map((month) => ({ month, netCents: sent.get(month) ?? 0 }));
}

/** How many payouts there are, and how many (and how much) wait to be sent. */
async function countsOf(db: Db, instrId: number) {
  const waiting = sql`${payouts.status} <> 'sent'`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      waitingCount: sql<number>`(count(*) filter (where ${waiting}))::int`,
      waitingCents: sql<number>`coalesce(sum(${payouts.netCents}) filter (where ${waiting}), 0)::bigint`.mapWith(Number),
    })
    .from(payouts)
    .where(eq(payouts.instrId, instrId));
  return row ?? { total: 0, waitingCount: 0, waitingCents: 0 };
}

export async function payoutsOf(db: Db, payee: Payee, now: Date, page: number): Promise<PayoutsAnswer> {
  const pageSize = payoutPageSize;
  const [items, counts, years, months, account, form, reasons] = await Promise.all([
    payoutItemsOf(db, payee.instrId, { page, pageSize }),
    countsOf(db, payee.instrId),
    yearTotalsOf(db, payee.instrId),
    monthTotalsOf(db, payee.instrId, now),
    payoutAccountOf(db, payee.instrId),
    currentTaxForm(db, payee.instrId),
    holdReasons(db, payee.instrId, now),
  ]);
  return {
    payeeName: payee.name,
    isAgency: payee.isAgency,
    canManage: payee.canManage,
    hasPayoutDetails: account !== null,
    taxForm: form ? summaryOf(form, now) : null,
    holdReasons: reasons,
    yearForm: form ? (form.formType === 'W-9' ? '1099-NEC' : '1042-S') : null,
    payouts: items,
    page,
    pageSize,
    ...counts,
    years,
    months,
  };
}
