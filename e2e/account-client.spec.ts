/**
 * A client contact's account pages: the overview, contact details kept after a reload,
 * e-mail and password pages, e-mail subscriptions; the company's access requests for administrators only.
 */
import { expect, test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';
import { islandsReady } from './support/islands.ts';
import { accountTexts } from '#domain/account.ts';
import { authTexts } from '#domain/auth.ts';
import { settingsSaved } from '../src/islands/notification-settings-form/settings-kinds.ts';

test('a client contact keeps contact details and e-mail subscriptions, and reaches every account page', async ({ page, a11y }) => {
  await signInAt(page, '/client-profile/client-profile-account', 'client2.standard@demo.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Account overview' })).toBeVisible();
  await expect(page.getByText('Bluepeak Health Systems')).toBeVisible();
  await a11y.accessible();

  const nav = page.getByRole('navigation', { name: 'Account settings' });
  await expect(nav.getByRole('link', { name: 'Access requests' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'My information' }).click();
  await expect(page).toHaveURL(/\/client-profile\/myinformation-account$/);
  await islandsReady(page);
  await a11y.accessible();

  const form = page.getByRole('form', { name: 'Contact details' });
  await form.getByLabel('Phone').fill('call me');
  await form.getByLabel('Job title').fill('Learning lead');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert').filter({ hasText: accountTexts.phoneInvalid })).toBeVisible();
  await expect(form.getByLabel('Job title')).toHaveValue('Learning lead');
  await form.getByLabel('Phone').fill('+1 (555) 010-2000');
  await form.getByLabel('Department').selectOption({ index: 1 });
  const department = await form.getByLabel('Department').inputValue();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText(accountTexts.informationSaved);
  await a11y.accessible();

  await page.goto('/client-profile/my-information');
  await islandsReady(page);
  const reloaded = page.getByRole('form', { name: 'Contact details' });
  await expect(reloaded.getByLabel('Phone')).toHaveValue('+1 (555) 010-2000');
  await expect(reloaded.getByLabel('Job title')).toHaveValue('Learning lead');
  await expect(reloaded.getByLabel('Department')).toHaveValue(department);
  await a11y.accessible();

  await nav.getByRole('link', { name: 'Change email' }).click();
  await expect(page).toHaveURL(/\/client-profile\/changeemail$/);
  await islandsReady(page);
  const emailForm = page.getByRole('form', { name: 'Email address' });
  await emailForm.getByLabel('New email address').fill('client2.standard@demo.example');
  await emailForm.getByLabel('Current password').fill('Demo#2026pass');
  await emailForm.getByRole('button', { name: 'Change email address' }).click();
  await expect(emailForm.getByRole('alert').filter({ hasText: authTexts.sameEmail })).toBeVisible();
  await a11y.accessible();

  await nav.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/client-profile\/changepassword$/);
  await expect(page.getByRole('form', { name: 'Password' })).toBeVisible();
  await a11y.accessible();

  await nav.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL(/\/client-profile\/notification-settings\/1$/);
  await islandsReady(page);
  await a11y.accessible();
  const settings = page.getByRole('form', { name: 'Email subscriptions' });
  await settings.getByLabel('New proposals on my jobs').uncheck();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText(settingsSaved);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Email subscriptions' }).getByLabel('New proposals on my jobs')).not.toBeChecked();
  await expect(page.getByRole('form', { name: 'Email subscriptions' }).getByLabel('New messages')).toBeChecked();
  await a11y.accessible();

  await page.goto('/client-profile/client-contact-account');
  await expect(page.getByText(authTexts.notCompanyAdministrator)).toBeVisible();
  await a11y.accessible();
});

test('a company administrator sees the requests to join the company', async ({ page, a11y }) => {
  await signInAt(page, '/client-profile/client-contact-account', 'client.admin@demo.example');
  const requests = page.getByRole('list', { name: 'Requests waiting for an answer' });
  await expect(requests.getByRole('listitem').filter({ hasText: 'Mia Evans' })).toBeVisible();
  await expect(requests.getByRole('button', { name: 'Approve Mia Evans' })).toBeEnabled();
  await expect(requests.getByRole('button', { name: 'Reject Mia Evans' })).toBeEnabled();
  await a11y.accessible();
});
