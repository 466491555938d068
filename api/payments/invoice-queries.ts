/**
 * Reading invoices (decision record 320): the pages of /client-payment in index order (newest number first, by
 * keyset, so a page costs the same with ten or ten thousand invoices), the summary of what is owed and the spend per
 * month, and one invoice with its lines and payments. A Standard User reads only the invoices of their jobs.
 */
import { and, asc, desc, eq, exists, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instructors, invoiceLines, invoices, payments, projectContacts, projects } from '../db/schema/index.ts';
import { isAdministrator, type ClientContact } from '../access/client-job.ts';
import type { InvoiceReaderActor } from '../access/invoice.ts';

export type InvoiceOfJob = Pick<InvoiceReaderActor, 'invoice' | 'project'>;
import { INVOICE_PAGE_SIZE, type InvoiceListItem, type InvoiceListPage, type InvoiceListQuery, type InvoiceSummary, type InvoiceView } from '#domain/invoices.ts';

/** The invoices a contact may read: the company's, or a Standard User's jobs' only. */
export function readableInvoices(db: Db, contact: ClientContact): SQL {
  const ofCompany = eq(invoices.companyId, contact.companyId);
  if (isAdministrator(contact)) return ofCompany;
  const mine = db.select({ id: projectContacts.projectId }).from(projectContacts).where(eq(projectContacts.contactId, contact.id));
  return and(ofCompany, inArray(invoices.projectId, mine)) as SQL;
}

function filtersOf(db: Db, contact: ClientContact, query: Pick<InvoiceListQuery, 'status' | 'projectId'>, now: Date): SQL {
  const conditions = [readableInvoices(db, contact)];
  if (query.projectId !== undefined) conditions.push(eq(invoices.projectId, query.projectId));
  if (query.status === 'overdue') conditions.push(eq(invoices.status, 'open'), lt(invoices.dueAt, now));
  else if (query.status) conditions.push(eq(invoices.status, query.status));
  return and(...conditions) as SQL;
}

const listColumns = {
  invoiceId: invoices.id,
  number: invoices.number,
  projectId: invoices.projectId,
  jobTitle: projects.title,
  firstName: instructors.firstName,
  lastName: instructors.lastName,
  status: invoices.status,
  issuedAt: invoices.issuedAt,
  dueAt: invoices.dueAt,
  paidAt: invoices.paidAt,
  totalCents: invoices.totalCents,
};

interface ListRow {
  invoiceId: number;
  number: number;
  projectId: number;
  jobTitle: string;
  firstName: string;
  lastName: string;
  status: InvoiceListItem['status'];
  issuedAt: Date;
  dueAt: Date;
  paidAt: Date | null;
  totalCents: number;
}

const itemOf = (row: ListRow, now: Date): InvoiceListItem => ({
  invoiceId: row.invoiceId,
  number: row.number,
  projectId: row.projectId,
  jobTitle: row.jobTitle,
  talentName: `${row.firstName} ${row.lastName}`,
  status: row.status,
  overdue: row.status === 'open' && row.dueAt < now,
  issuedAt: row.issuedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  totalCents: row.totalCents,
});

/** One page of invoices in number order: newest first, or oldest first from `after` (the page before). */
export function invoicePageQuery(db: Db, contact: ClientContact, query: InvoiceListQuery, now: Date) {
  const filters = filtersOf(db, contact, query, now);
  const cursor = query.after !== undefined ? gt(invoices.number, query.after) : query.before !== undefined ? lt(invoices.number, query.before) : undefined;
  return db
    .select(listColumns)
    .from(invoices)
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .innerJoin(instructors, eq(instructors.id, invoices.instrId))
    .where(cursor ? and(filters, cursor) : filters)
    .orderBy(query.after === undefined ? desc(invoices.number) : asc(invoices.number))
    .limit(INVOICE_PAGE_SIZE + 1);
}

export async function invoicePage(db: Db, contact: ClientContact, query: InvoiceListQuery, now: Date): Promise<InvoiceListPage> {
  const filters = filtersOf(db, contact, query, now);
  const newerFirst = query.after === undefined;
  const rows = await invoicePageQuery(db, contact, query, now);
  const more = rows.length > INVOICE_PAGE_SIZE;
  const page = rows.slice(0, INVOICE_PAGE_SIZE);
  if (!newerFirst) page.reverse();
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(invoices).where(filters);
  const first = page[0]?.number ?? null;
  const last = page.at(-1)?.number ?? null;
  return {
    items: page.map((row) => itemOf(row, now)),
    total: count?.total ?? 0,
    older: (newerFirst ? more : page.length > 0) ? last : null,
    newer: (newerFirst ? query.before !== undefined : more) ? first : null,
  };
}

const MONTHS = 12;
const monthKey = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

export async function invoiceSummary(db: Db, contact: ClientContact, now: Date): Promise<InvoiceSummary> {
  const readable = readableInvoices(db, contact);
  const cents = (condition: SQL) => sql<number>`coalesce(sum(${invoices.totalCents}) filter (where ${condition}), 0)::bigint`.mapWith(Number);
  const count = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const open = sql`${invoices.status} = 'open'`;
  const overdue = sql`${invoices.status} = 'open' and ${invoices.dueAt} < ${now}`;
  const [totals] = await db
    .select({ openCents: cents(open), openCount: count(open), overdueCents: cents(overdue), overdueCount: count(overdue) })
    .from(invoices)
    .where(and(readable, eq(invoices.status, 'open')));
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1), 1));
  const month = sql<string>`to_char(${invoices.issuedAt} at time zone 'UTC', 'YYYY-MM')`;
  const spent = await db
    .select({ month, paidCents: cents(sql`${invoices.status} = 'paid'`), openCents: cents(open) })
    .from(invoices)
    .where(and(readable, gte(invoices.issuedAt, from)))
    .groupBy(month);
  const byMonth = new Map(spent.map((row) => [row.month, row]));
  const spend = Array.from({ length: MONTHS }, (_, i) => {
    const key = monthKey(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1)));
    return { month: key, paidCents: byMonth.get(key)?.paidCents ?? 0, openCents: byMonth.get(key)?.openCents ?? 0 };
  });
  // The company's jobs that have an invoice the contact may read: a look-up per job, not a pass over every invoice.
  const jobs = await db
    .select({ projectId: projects.id, title: projects.title })
    .from(projects)
    .where(and(eq(projects.companyId, contact.companyId), exists(db.select({ one: sql`1` }).from(invoices).where(and(eq(invoices.projectId, projects.id), readable)))))
    .orderBy(asc(projects.title), asc(projects.id));
  return {
    openCents: totals?.openCents ?? 0,
    openCount: totals?.openCount ?? 0,
    overdueCents: totals?.overdueCents ?? 0,
    overdueCount: totals?.overdueCount ?? 0,
    spend,
    jobs,
    isAdministrator: isAdministrator(contact),
  };
}

const billToLines = (b: Record<string, string | null>) =>
  [b.line1, b.line2, [b.city, [b.stateCode, b.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', '), b.countryCode].filter((line): line is string => Boolean(line));

/** The invoice as its reader sees it; `payer`: the reader is an administrator of its company, who may pay it. */
export async function invoiceView(db: Db, { invoice, project, payer }: InvoiceOfJob & { payer: boolean }, now: Date): Promise<InvoiceView> {
  const [talent, lines, attempts] = await Promise.all([
    db.select({ firstName: instructors.firstName, lastName: instructors.lastName }).from(instructors).where(eq(instructors.id, invoice.instrId)),
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id)).orderBy(asc(invoiceLines.position)),
    db.select().from(payments).where(eq(payments.invoiceId, invoice.id)).orderBy(desc(payments.createdAt), desc(payments.id)),
  ]);
  const paymentPending = attempts.some((p) => p.status === 'pending');
  const bill = invoice.billTo;
  return {
    ...itemOf({ ...invoice, invoiceId: invoice.id, jobTitle: project.title, firstName: talent[0]?.firstName ?? '', lastName: talent[0]?.lastName ?? '' }, now),
    voidedAt: invoice.voidedAt?.toISOString() ?? null,
    poNumber: invoice.poNumber,
    billTo: { companyName: bill.companyName ?? '', contactName: bill.contactName ?? null, lines: billToLines(bill), taxIdLast4: bill.taxIdLast4 ?? null },
    lines: lines.map((line) => ({ description: line.description, amountCents: line.amountCents })),
    payments: attempts.map((p) => ({
      paymentId: p.id,
      method: p.method,
      status: p.status,
      amountCents: p.amountCents,
      cardBrand: p.cardBrand,
      cardLast4: p.cardLast4,
      reference: p.reference,
      failureMessage: p.failureMessage,
      createdAt: p.createdAt.toISOString(),
      settledAt: p.settledAt?.toISOString() ?? null,
    })),
    paymentPending,
    canPay: payer && invoice.status === 'open' && !paymentPending,
  };
}
