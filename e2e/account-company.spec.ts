/**
 * Company onboarding: a new contact without a company creates one and lands on the client
 * dashboard; a new client finds a company, asks to join (and can cancel), waits on the pending page, and moves
 * to the dashboard by itself when the company's administrator approves in another browser.
 */
import { expect, test } from './support/fixtures.ts';
import { expectAccessible, signUpClient, signInElsewhere } from './account-helpers.ts';
import { islandsReady } from './support/islands.ts';
import { accountTexts } from '#domain/account.ts';
import { messages } from '#domain/messages.ts';

// A contact who signed up just now, not the demo contact.nocompany: the shell journeys that run after this file
// still need that demo account without a company.
test('a contact without a company creates one and lands on the client dashboard', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  const client = await signUpClient(page, a11y, 'Lucas', 'Marchetti');
  await a11y.accessible();

  const form = page.getByRole('form', { name: 'Create your company' });
  await form.getByRole('button', { name: 'Create company' }).click();
  await expect(form.getByRole('alert').filter({ hasText: accountTexts.companyNameRequired })).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: accountTexts.countryRequired })).toBeVisible();
  await form.getByLabel('Company name').fill('Lumen Training Co');
  await form.getByLabel('Website (optional)').fill('lumen-training.example');
  await form.getByLabel('Country').selectOption({ label: 'United States' });
  await form.getByLabel('State or province').selectOption({ label: 'Texas' });
  await form.getByLabel('City (optional)').fill('Austin 78701');
  await form.getByRole('button', { name: 'Create company' }).click();
  await expect(form.getByRole('alert').filter({ hasText: messages.city.invalid })).toBeVisible();
  await expect(form.getByLabel('Company name')).toHaveValue('Lumen Training Co');
  await a11y.accessible();

  await form.getByLabel('City (optional)').fill('Austin');
  await form.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${client.firstName}` })).toBeVisible();
  await a11y.accessible();

  await page.goto('/clientCompany');
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.goto('/client-profile/client-profile-account');
  await expect(page.getByText('Lumen Training Co')).toBeVisible();
  await expect(page.getByText('Administrator')).toBeVisible();
  await a11y.accessible();
});

test('a new client asks to join a company and reaches its dashboard when the administrator approves', async ({ page, a11y, browser }) => {
  test.setTimeout(120_000);
  const client = await signUpClient(page, a11y, 'Rosa', 'Lindgren');
  await a11y.accessible();
  await page.getByRole('link', { name: 'Find your company' }).click();
  await expect(page).toHaveURL(/\/companyRequest$/);
  await islandsReady(page);
  await a11y.accessible();

  const search = page.getByRole('search', { name: 'Find your company' });
  await search.getByLabel('Company name').fill('N');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByRole('alert').filter({ hasText: accountTexts.searchTooShort })).toBeVisible();
  await search.getByLabel('Company name').fill('Northwind');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 company matches “Northwind”.' })).toBeVisible();
  await a11y.accessible();
  await page.getByRole('button', { name: 'Request to join Northwind Learning Group' }).click();
  await expect(page).toHaveURL(/\/companyPendingRequest$/);
  await islandsReady(page);
  await expect(page.getByText('Northwind Learning Group')).toBeVisible();
  await a11y.accessible();

  await page.getByRole('button', { name: 'Cancel request' }).click();
  await expect(page).toHaveURL(/\/clientCompany$/);
  await a11y.accessible();
  await page.goto('/companyRequest');
  await islandsReady(page);
  await page.getByRole('search', { name: 'Find your company' }).getByLabel('Company name').fill('northwind learning');
  await page.getByRole('search', { name: 'Find your company' }).getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Request to join Northwind Learning Group' }).click();
  await expect(page).toHaveURL(/\/companyPendingRequest$/);
  await expect(page.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  await page.goto('/clientCompany');
  await expect(page).toHaveURL(/\/companyPendingRequest$/);
  await islandsReady(page);
  await a11y.accessible();

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signInElsewhere(admin, '/client-profile/client-contact-account', 'client.admin@demo.example');
    const name = `${client.firstName} ${client.lastName}`;
    await expect(admin.getByRole('listitem').filter({ hasText: client.email })).toBeVisible();
    await expectAccessible(admin);
    await admin.getByRole('button', { name: `Approve ${name}` }).click();
    await expect(admin.getByRole('main').getByRole('status')).toHaveText(`${name}: ${accountTexts.joinRequestApproved}`);
    await expect(admin.getByRole('listitem').filter({ hasText: client.email })).toHaveCount(0);
    await expectAccessible(admin);
  } finally {
    await adminContext.close();
  }

  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${client.firstName}` })).toBeVisible();
  await a11y.accessible();
});
