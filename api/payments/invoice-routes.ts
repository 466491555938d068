/**
 * The Invoice controller (decision record 320): the company's invoices as /client-payment lists them, one invoice as
 * /invoice-summary shows it, and its PDF, for the contacts who may see its job (`invoice-reader`); the PDF also behind
 * the signed link of the invoice e-mail, for billing contacts without an account.
 */
import { route } from '../contract/route.ts';
import { clientContact, visitor } from '../access/people.ts';
import { invoiceReader } from '../access/invoice.ts';
import { forbidden } from '../http/errors.ts';
import {
  invoiceAnswer,
  invoiceIdQuery,
  invoiceListAnswer,
  invoiceListQuery,
  invoiceSummaryAnswer,
  invoiceTexts,
  sharedInvoiceQuery,
} from '#domain/invoices.ts';
import { isAdministrator } from '../access/client-job.ts';
import { invoicePage, invoiceSummary, invoiceView } from './invoice-queries.ts';
import { invoicePdf, sharedInvoicePdf } from './invoice-pdf.ts';
import { invoiceLinkValid } from './invoice-link.ts';

export const invoiceRoutes = [
  route({
    method: 'get',
    path: '/api/Invoice/List',
    summary: 'One page of the invoices the caller may read, newest first (status open, overdue, paid or void; projectId; before/after: the number cursors): { items, total, older, newer }',
    access: clientContact,
    query: invoiceListQuery,
    response: invoiceListAnswer,
    handler: ({ deps, actor, query }) => invoicePage(deps.db, actor.contact, query, deps.now()),
  }),
  route({
    method: 'get',
    path: '/api/Invoice/Summary',
    summary: 'What the caller’s readable invoices leave open and overdue, their spend per month over twelve months, and the jobs that have invoices',
    access: clientContact,
    response: invoiceSummaryAnswer,
    handler: ({ deps, actor }) => invoiceSummary(deps.db, actor.contact, deps.now()),
  }),
  route({
    method: 'get',
    path: '/api/Invoice/Get',
    summary: 'One invoice with its bill-to, lines, payments (an offline payment with its reference) and whether the caller may pay it',
    access: invoiceReader,
    query: invoiceIdQuery,
    response: invoiceAnswer,
    handler: ({ deps, actor }) => invoiceView(deps.db, { ...actor, payer: isAdministrator(actor.contact) }, deps.now()),
  }),
  route({
    method: 'get',
    path: '/api/Invoice/Pdf',
    summary: 'The invoice as a PDF to file',
    access: invoiceReader,
    query: invoiceIdQuery,
    response: 'file',
    handler: ({ deps, actor }) => invoicePdf(deps, actor),
  }),
  route({
    method: 'get',
    path: '/api/Invoice/SharedPdf',
    summary: 'The invoice PDF behind the signed link of the invoice e-mail (expires, sig); 403 for a link that is not valid or has expired',
    access: visitor,
    query: sharedInvoiceQuery,
    response: 'file',
    handler: ({ deps, query }) => {
      if (!invoiceLinkValid(deps, query, deps.now())) throw forbidden(invoiceTexts.linkInvalid);
      return sharedInvoicePdf(deps, query.invoiceId);
    },
  }),
];
