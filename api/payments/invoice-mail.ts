/**
 * The invoice and the receipt as e-mails to the billing contacts (decision record 320): what a finance department
 * needs to file or pay it (number, job, amount, due date, PO number) and the link to its PDF. No tax id, no card
 * number: a card shows only as its brand and last four.
 */
import type { OutgoingMail } from '../mail/outbox.ts';
import { renderMail } from '../mail/templates/layout.ts';
import { formatCents, formatDate, formatInvoiceNumber } from '#domain/format.ts';

export interface InvoiceFacts {
  number: number;
  companyName: string;
  jobTitle: string;
  talentName: string;
  totalCents: number;
  dueAt: Date;
  poNumber: string | null;
}

interface MailInput {
  to: string;
  productName: string;
  invoice: InvoiceFacts;
  /** The signed link to the PDF. */
  pdfLink: string;
  /** The invoice's page, for administrators who pay by card. */
  pageLink: string;
}

const factLines = (invoice: InvoiceFacts) => [
  `Invoice: ${formatInvoiceNumber(invoice.number)}`,
  `Job: ${invoice.jobTitle} (${invoice.talentName})`,
  `Amount: ${formatCents(invoice.totalCents)}`,
  ...(invoice.poNumber ? [`PO number: ${invoice.poNumber}`] : []),
];

export function invoiceIssuedMail({ to, productName, invoice, pdfLink, pageLink }: MailInput): OutgoingMail {
  const number = formatInvoiceNumber(invoice.number);
  const rendered = renderMail({
    productName,
    subject: `Invoice ${number} from ${productName}: ${formatCents(invoice.totalCents)} due ${formatDate(invoice.dueAt)}`,
    greeting: `Hello ${invoice.companyName} billing team,`,
    paragraphs: [`${productName} issued an invoice for work delivered on ${invoice.jobTitle}.`, ...factLines(invoice), `Due date: ${formatDate(invoice.dueAt)}`],
    action: { label: 'Download the invoice (PDF)', url: pdfLink },
    afterAction: [
      `Pay by card: an administrator of ${invoice.companyName} can log in and pay at ${pageLink}`,
      'To pay by ACH transfer or check, quote the invoice number with your payment.',
    ],
  });
  return { to, ...rendered };
}

export function receiptMail({ to, productName, invoice, pdfLink, pageLink, paid }: MailInput & { paid: { on: Date; how: string } }): OutgoingMail {
  const number = formatInvoiceNumber(invoice.number);
  const rendered = renderMail({
    productName,
    subject: `Receipt: invoice ${number} is paid`,
    greeting: `Hello ${invoice.companyName} billing team,`,
    paragraphs: [
      `We received ${formatCents(invoice.totalCents)} for invoice ${number} on ${formatDate(paid.on)} (${paid.how}). Thank you.`,
      ...factLines(invoice),
    ],
    action: { label: 'Download the paid invoice (PDF)', url: pdfLink },
    afterAction: [`The invoice and its payments: ${pageLink}`],
  });
  return { to, ...rendered };
}
