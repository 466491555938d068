/**
 * A company administrator finds the company's invoices, opens an open one, tries a card the test gateway declines
 * (its message shows, what was typed stays, the invoice stays open), pays with a test card in the gateway's own
 * frame, and finds the invoice paid with its PDF; a Standard User sees only the invoices of their jobs and cannot pay.
 */
import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';
import { turnOffAuthenticatorApp, turnOnAuthenticatorApp } from './support/two-factor.ts';
import { readPdfText } from '#api/pdf/read-pdf-text.ts';
import { paymentTexts } from '#domain/payments.ts';

const onboarding = 'New Hire Onboarding Facilitation';

test('an administrator sees a declined card’s message, pays an open invoice by card and finds it paid with its PDF', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/client-payment', 'client.admin@demo.example');
  await a11y.accessible();
  // Paying asks for a second factor: the administrator turns on an authenticator app first.
  await turnOnAuthenticatorApp(page, a11y);
  await page.goto('/client-payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'What you owe' });
  await expect(totals).toContainText('$8,820.00');
  await expect(totals).toContainText('$4,800.00');
  await expect(page.getByRole('img', { name: /^Spend per month over the last 12 months/ })).toBeVisible();

  // Filter to what is overdue, then back to all, and open the onboarding invoice.
  await page.getByLabel('Status').selectOption('overdue');
  await page.getByRole('button', { name: 'Show invoices' }).click();
  await expect(page).toHaveURL(/status=overdue/);
  await a11y.accessible();
  await expect(page.getByRole('table', { name: 'Invoices, newest first' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: 'Clear filters' }).click();
  const row = page.getByRole('row').filter({ hasText: onboarding });
  await expect(row).toContainText('Open');
  await row.getByRole('link', { name: 'INV-00003' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Invoice INV-00003');
  await a11y.accessible();
  await expect(page.getByRole('region', { name: 'Bill to' })).toContainText('Northwind Learning Group');
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('Travel Fee: New Hire Onboarding Facilitation');

  await page.getByRole('link', { name: 'Pay $4,020.00 by card' }).click();
  await expect(page).toHaveURL(/\/paytrace\?invoiceId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay invoice INV-00003' })).toBeVisible();
  const fields = page.frameLocator('iframe[title="Card details"]');
  await fields.getByLabel('Card number').fill('4000 0000 0000 0002');
  await fields.getByLabel('Expiry (MM/YY)').fill('12/34');
  await fields.getByLabel('Security code').fill('123');
  await a11y.accessible();
  const form = page.getByRole('form', { name: 'Pay by card' });
  await form.getByRole('button', { name: 'Pay $4,020.00' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(fields.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/paytrace\?invoiceId=/);
  await a11y.accessible();

  await fields.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Pay $4,020.00' }).click();
  await expect(page).toHaveURL(/\/invoice-summary\?invoiceId=\d+&notice=/);
  await expect(page.getByRole('status').filter({ hasText: paymentTexts.paid })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Paid');
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('row').filter({ hasText: 'Visa •••• 4242' })).toContainText('Paid');
  await expect(payments.getByRole('row').filter({ hasText: 'Not paid: Your card was declined.' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /by card/ })).toHaveCount(0);
  await a11y.accessible();

  const pdf = await page.request.get((await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await readPdfText(new Uint8Array(await pdf.body()));
  expect(text).toContain('Invoice INV-00003');
  expect(text).toContain('PAID on');
  expect(text).toContain('$4,020.00');
  await turnOffAuthenticatorApp(page);
});

test('a Standard User sees only the invoices of their jobs and cannot pay them', async ({ page, a11y }) => {
  await signInAt(page, '/client-payment', 'client.standard@demo.example');
  await a11y.accessible();
  const rows = page.getByRole('table', { name: 'Invoices, newest first' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('First-Time Manager Essentials');
  await expect(page.getByText('Cybersecurity Awareness Rollout')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Billing information' })).toHaveCount(0);
  await rows.nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Overdue');
  await a11y.accessible();
  await expect(page.getByRole('link', { name: /by card/ })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Record an offline payment' })).toHaveCount(0);
  const href = new URL(page.url());
  await page.goto(`/paytrace?invoiceId=${href.searchParams.get('invoiceId')}`);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await a11y.accessible();
});

test('an administrator keeps the billing information, and the tax ID shows as its last four only', async ({ page, a11y }) => {
  await signInAt(page, '/client-profile/billing-info', 'client.admin@demo.example');
  await a11y.accessible();
  const form = page.getByRole('form', { name: 'Invoices for Northwind Learning Group' });
  await form.getByLabel('Billing email addresses').fill('ap@northwind.example, not an address');
  await form.getByLabel('Tax ID').fill('12-3456789');
  await form.getByLabel('PO number').fill('PO-4410');
  await form.getByRole('button', { name: 'Save billing information' }).click();
  await expect(form.getByRole('alert').filter({ hasText: '“not” is not a valid email address.' })).toBeVisible();
  await expect(form.getByLabel('PO number')).toHaveValue('PO-4410');
  await a11y.accessible();
  await form.getByLabel('Billing email addresses').fill('ap@northwind.example');
  await form.getByLabel('Tax ID').fill('12-3456789');
  await form.getByRole('button', { name: 'Save billing information' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Billing information saved.' })).toBeVisible();
  await expect(form.getByText('On file: •••• 6789.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('3456789');
  await a11y.accessible();
});
