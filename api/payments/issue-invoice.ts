/**
 * Issuing one invoice (decision record 320), inside the caller's transaction: the company's next number under the
 * lock of its invoice_counters row (numbers run 1, 2, 3 … per company with no gap, as a number is taken only by an
 * invoice that is stored in the same transaction), the lines, the bill-to and PO number as they are today, the due
 * date from the payment terms, and the ledger entries of the issue. Issuing what `sourceKey` names twice returns
 * the invoice issued first.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { billingProfiles, companies, companyLocations, invoiceCounters, invoiceLines, invoices } from '../db/schema/index.ts';
import { DEFAULT_PAYMENT_TERMS } from '#domain/billing.ts';
import { issueLines, post } from '../ledger/ledger.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

export interface InvoiceDraft {
  companyId: number;
  projectId: number;
  instrId: number;
  proposalId: number | null;
  /** What the invoice bills, e.g. `hire:<proposalId>`: one invoice per source. */
  sourceKey: string;
  lines: { description: string; workDocumentId: number | null; amountCents: number }[];
  serviceChargeBps: number;
}

const DAY = 86_400_000;

/** Who the invoice is addressed to: the billing profile's name and address, else the company's primary location. */
async function billingOf(tx: Db, companyId: number) {
  const [row] = await tx
    .select({ company: companies.name, profile: billingProfiles })
    .from(companies)
    .leftJoin(billingProfiles, eq(billingProfiles.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`There is no company ${companyId} to invoice.`);
  const profile = row.profile;
  const hasAddress = Boolean(profile?.addressLine1 || profile?.city);
  const [location] = hasAddress
    ? []
    : await tx
        .select()
        .from(companyLocations)
        .where(eq(companyLocations.companyId, companyId))
        .orderBy(desc(companyLocations.isPrimary), asc(companyLocations.id))
        .limit(1);
  const billTo = {
    companyName: row.company,
    contactName: profile?.contactName ?? null,
    line1: hasAddress ? (profile?.addressLine1 ?? null) : (location?.address ?? null),
    line2: hasAddress ? (profile?.addressLine2 ?? null) : null,
    city: hasAddress ? (profile?.city ?? null) : (location?.city ?? null),
    stateCode: hasAddress ? (profile?.stateCode ?? null) : (location?.stateCode ?? null),
    postalCode: hasAddress ? (profile?.postalCode ?? null) : (location?.postalCode ?? null),
    countryCode: hasAddress ? (profile?.countryCode ?? null) : (location?.countryCode ?? null),
    taxIdLast4: profile?.taxIdLast4 ?? null,
  };
  return { billTo, poNumber: profile?.poNumber ?? null, termsDays: profile?.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS };
}

export async function issueInvoice(tx: Db, draft: InvoiceDraft, now: Date): Promise<{ invoice: InvoiceRow; created: boolean }> {
  const totalCents = draft.lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (totalCents <= 0 || draft.lines.some((line) => !Number.isSafeInteger(line.amountCents))) {
    throw new Error(`An invoice for ${draft.sourceKey} needs lines in whole cents that add up to more than zero.`);
  }
  // Every issue for the company waits here for the one before it to commit or roll back.
  await tx.insert(invoiceCounters).values({ companyId: draft.companyId }).onConflictDoNothing();
  await tx.select().from(invoiceCounters).where(eq(invoiceCounters.companyId, draft.companyId)).for('update');
  const [existing] = await tx.select().from(invoices).where(eq(invoices.sourceKey, draft.sourceKey));
  if (existing) return { invoice: existing, created: false };

  const [counter] = await tx
    .update(invoiceCounters)
    .set({ lastNumber: sql`${invoiceCounters.lastNumber} + 1` })
    .where(eq(invoiceCounters.companyId, draft.companyId))
    .returning({ number: invoiceCounters.lastNumber });
  if (!counter) throw new Error(`The invoice counter of company ${draft.companyId} was not found.`);
  const { billTo, poNumber, termsDays } = await billingOf(tx, draft.companyId);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      companyId: draft.companyId,
      projectId: draft.projectId,
      instrId: draft.instrId,
      proposalId: draft.proposalId,
      sourceKey: draft.sourceKey,
      number: counter.number,
      status: 'open',
      issuedAt: now,
      dueAt: new Date(now.getTime() + termsDays * DAY),
      poNumber,
      billTo,
      totalCents,
      serviceChargeBps: draft.serviceChargeBps,
    })
    .returning();
  if (!invoice) throw new Error(`The invoice for ${draft.sourceKey} was not stored.`);
  await tx.insert(invoiceLines).values(draft.lines.map((line, i) => ({ invoiceId: invoice.id, position: i + 1, ...line })));
  await post(tx, 'invoice', { companyId: invoice.companyId, instrId: invoice.instrId, invoiceId: invoice.id }, issueLines(totalCents, invoice.serviceChargeBps));
  return { invoice, created: true };
}

/** The invoice row, locked for the rest of the transaction. */
export async function lockInvoice(tx: Db, invoiceId: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  return row;
}
