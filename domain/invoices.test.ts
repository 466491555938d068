import { describe, expect, it } from 'vitest';
import { invoiceIdQuery, invoiceListQuery, invoiceTexts, sharedInvoiceQuery } from './invoices.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('the list of invoices', () => {
  it('reads blank filters and cursors as none', () => {
    expect(invoiceListQuery.parse({ status: '', projectId: '', before: '', after: null })).toEqual({});
  });

  it('narrows by a status, a job and a page cursor', () => {
    expect(invoiceListQuery.parse({ status: 'overdue', projectId: '4', before: '12' })).toEqual({ status: 'overdue', projectId: 4, before: 12 });
  });

  it('refuses an unknown status and a page that cannot exist', () => {
    expect(messagesOf(invoiceListQuery.safeParse({ status: 'late' }))).toEqual([invoiceTexts.statusInvalid]);
    for (const cursor of ['abc', '1.5', '0']) expect(messagesOf(invoiceListQuery.safeParse({ after: cursor })), cursor).toEqual([invoiceTexts.cursorInvalid]);
    expect(messagesOf(invoiceListQuery.safeParse({ projectId: 'x' }))).toEqual([invoiceTexts.notFound]);
  });
});

describe('one invoice', () => {
  it('is found by a positive whole number, and any other id answers Invoice Not Found', () => {
    expect(invoiceIdQuery.parse({ invoiceId: '8' })).toEqual({ invoiceId: 8 });
    for (const id of ['x', '0', '2.5', '9999999999']) expect(messagesOf(invoiceIdQuery.safeParse({ invoiceId: id })), id).toEqual([invoiceTexts.notFound]);
  });

  it('opens by the signed link of its e-mail, and a broken link says so', () => {
    expect(sharedInvoiceQuery.parse({ invoiceId: '8', expires: '1790000000', sig: 'abc' })).toEqual({ invoiceId: 8, expires: 1790000000, sig: 'abc' });
    expect(messagesOf(sharedInvoiceQuery.safeParse({ invoiceId: '8', expires: 'soon', sig: '' }))).toEqual([invoiceTexts.linkInvalid, invoiceTexts.linkInvalid]);
    expect(messagesOf(sharedInvoiceQuery.safeParse({ invoiceId: '8', expires: '-1', sig: 'x'.repeat(201) }))).toEqual([invoiceTexts.linkInvalid, invoiceTexts.linkInvalid]);
    expect(messagesOf(sharedInvoiceQuery.safeParse({ invoiceId: '8', expires: '1790000000' }))).toEqual([invoiceTexts.linkInvalid]);
  });
});

describe('the talent told that the client paid', () => {
  it("names the agency's talent whose work was paid, or the talent's own work", () => {
    expect(invoiceTexts.talentPaidText('Maya Chen', 'Excel course', '$900.00')).toBe(
      "The client paid the invoice for Maya Chen's work on Excel course. $900.00 is on its way to you as a payout.",
    );
    expect(invoiceTexts.talentPaidText(null, 'Excel course', '$900.00')).toBe('The client paid the invoice for your work on Excel course. $900.00 is on its way to you as a payout.');
  });
});
