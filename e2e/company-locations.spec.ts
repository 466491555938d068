/**
 * Company locations: an administrator adds a location on the plain form (a refused save keeps what
 * was typed and names the fields), sees it listed as the primary location, fills a new job's place from it in the
 * job wizard, and deletes it.
 */
import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';
import { islandsReady } from './support/islands.ts';
import { accountTexts } from '#domain/account.ts';
import { companyLocationTexts } from '#domain/company-locations.ts';

test('an administrator adds a company location, sees it listed as primary, fills a job from it, and deletes it', async ({ page, a11y }) => {
  // A name of its own, so a retry never meets the location an interrupted first attempt left behind.
  const name = `Memphis Depot ${Date.now() % 100_000}`;
  await signInAt(page, '/client-profile/client-location-account', 'client3.admin@demo.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Company locations' })).toBeVisible();
  await a11y.accessible();

  const form = page.getByRole('form', { name: 'Add a location' });
  await form.getByLabel('City').fill('Memphis');
  await form.getByRole('button', { name: 'Add location' }).click();
  await expect(form.getByRole('alert').filter({ hasText: companyLocationTexts.nameRequired })).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: accountTexts.countryRequired })).toBeVisible();
  await expect(form.getByLabel('City')).toHaveValue('Memphis');
  await a11y.accessible();

  await form.getByLabel('Location Name').fill(name);
  await form.getByLabel('State code').fill('TN');
  await form.getByLabel('Country').selectOption({ label: 'United States' });
  await form.getByLabel('This is the primary location').check();
  await form.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByRole('status').filter({ hasText: companyLocationTexts.added })).toBeVisible();
  const item = page.getByRole('region', { name: "Your company's locations" }).getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Primary');
  await expect(item).toContainText('Memphis, TN, United States');
  await a11y.accessible();

  // The job wizard fills an onsite job's place from the saved location.
  await page.goto('/client-profile-job/job-details');
  await islandsReady(page);
  await page.getByRole('radio', { name: 'Onsite' }).check();
  await page.getByLabel('Use a company location (optional)').selectOption({ label: `${name}, Memphis` });
  await expect(page.getByLabel('Location name (optional)')).toHaveValue(name);
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Memphis');
  await expect(page.getByLabel('Country')).toHaveValue('US');
  await expect(page.getByLabel('State')).toHaveValue('TN');
  await a11y.accessible();

  await page.goto('/client-profile/client-location-account');
  await item.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: companyLocationTexts.deleted })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await a11y.accessible();
});
