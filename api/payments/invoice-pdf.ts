/**
 * The invoice as a PDF a finance department can file (decision record 320): who bills whom (the company's billing
 * name, address and the last four of its tax id as they were at issue), the invoice number, dates and PO number,
 * the lines and the total, what was paid and when, and how to pay. Drawn on request from what the invoice froze at
 * issue, so every copy of it reads the same; only its status line follows payments.
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { invoices, projects } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import { pdfResponse } from '../legal/pdf-response.ts';
import { maskedLast4 } from '#domain/billing.ts';
import { formatCents, formatDate, formatInvoiceNumber } from '#domain/format.ts';
import { invoiceTexts, type InvoiceView } from '#domain/invoices.ts';
import { offlineMethodLabels } from '#domain/payments.ts';
import { invoiceView, type InvoiceOfJob } from './invoice-queries.ts';

function statusLine(view: InvoiceView): string {
  const paid = view.payments.find((p) => p.status === 'succeeded');
  if (view.status === 'paid' && paid) {
    const how = paid.method === 'card' ? `${paid.cardBrand ?? 'card'} ${maskedLast4(paid.cardLast4 ?? '????')}` : `${offlineMethodLabels[paid.method]} ${paid.reference ?? ''}`;
    return `PAID on ${formatDate(paid.settledAt ?? paid.createdAt)} (${how.trim()}).`;
  }
  if (view.status === 'void') return `VOID since ${formatDate(view.voidedAt ?? view.issuedAt)}. Nothing is owed on this invoice.`;
  return view.overdue ? `OVERDUE: ${formatCents(view.totalCents)} was due on ${formatDate(view.dueAt)}.` : `Open: ${formatCents(view.totalCents)} due on ${formatDate(view.dueAt)}.`;
}

export async function invoicePdf(deps: Deps, invoice: InvoiceOfJob): Promise<Response> {
  const view = await invoiceView(deps.db, { ...invoice, payer: false }, deps.now());
  const number = formatInvoiceNumber(view.number);
  const bytes = await renderPdf({
    title: `Invoice ${number}`,
    paragraphs: [
      `From: ${deps.config.productName}, on behalf of ${view.talentName}`,
      `Bill to: ${[view.billTo.companyName, view.billTo.contactName ? `Attn. ${view.billTo.contactName}` : null, ...view.billTo.lines].filter(Boolean).join(', ')}`,
      ...(view.billTo.taxIdLast4 ? [`Customer tax ID: ${maskedLast4(view.billTo.taxIdLast4)}`] : []),
      `Invoice number: ${number}    Invoice date: ${formatDate(view.issuedAt)}    Due date: ${formatDate(view.dueAt)}`,
      ...(view.poNumber ? [`PO number: ${view.poNumber}`] : []),
      `Job: ${view.jobTitle} (job ${view.projectId})`,
    ],
    rows: [
      ...view.lines.map((line, i) => ({ label: line.description, amount: formatCents(line.amountCents), ruleBefore: i === 0 })),
      { label: 'Total due (USD)', amount: formatCents(view.totalCents), strong: true, ruleBefore: true },
    ],
    closing: [statusLine(view), `Pay by card online, or by ACH transfer or check quoting ${number}.`],
  });
  return pdfResponse(bytes, `${number}.pdf`);
}

/** The PDF behind the signed link of the invoice e-mail: read as the company's own records, without a session. */
export async function sharedInvoicePdf(deps: Deps, invoiceId: number): Promise<Response> {
  const [found] = await deps.db
    .select({ invoice: invoices, project: projects })
    .from(invoices)
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .where(eq(invoices.id, invoiceId));
  if (!found) throw notFound(invoiceTexts.notFound);
  return invoicePdf(deps, found);
}
