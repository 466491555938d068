/**
 * The company profile: an administrator fills in about, industry, web site and size on the plain
 * form (a refused save keeps what was typed), uploads a logo (a file that is not a picture is refused in place), and
 * a visitor sees the company's logo and about on its public job post, plain HTML with no executable script; once the
 * administrator removes the logo, the post shows none.
 */
import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signOut } from './support/sign-out.ts';
import { picture, signInAt } from './account-helpers.ts';
import { accountTexts } from '#domain/account.ts';
import { companyProfileTexts } from '#domain/company-profile-texts.ts';
import { messages } from '#domain/messages.ts';

const about = 'We move freight across the Mid-South and train our dispatch and warehouse crews every season.';

test('an administrator completes the company profile with a logo, and the public job post shows them', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/client-profile/company-profile', 'client3.admin@demo.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Company profile' })).toBeVisible();
  await a11y.accessible();

  const form = page.getByRole('form', { name: 'Company details' });
  const name = await form.getByLabel('Company Name').inputValue();
  expect(name).not.toBe('');
  await form.getByLabel('Company Name').fill(' ');
  await form.getByLabel('About the company').fill(about);
  await form.getByLabel('Website').fill('freight.example.com');
  await form.getByRole('button', { name: 'Save company profile' }).click();
  await expect(form.getByRole('alert').filter({ hasText: accountTexts.companyNameRequired })).toBeVisible();
  await expect(form.getByLabel('About the company')).toHaveValue(about);
  await expect(form.getByLabel('Website')).toHaveValue('freight.example.com');
  await a11y.accessible();

  await form.getByLabel('Company Name').fill(name);
  await form.getByLabel('Industry').selectOption({ label: 'Logistics and Transportation' });
  await form.getByLabel('Company size').selectOption({ label: '201-500 employees' });
  await form.getByRole('button', { name: 'Save company profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: companyProfileTexts.saved })).toBeVisible();
  await expect(form.getByLabel('About the company')).toHaveValue(about);
  await expect(form.getByLabel('Website')).toHaveValue('https://freight.example.com');
  await expect(form.getByLabel('Company size')).toHaveValue('201-500');
  await a11y.accessible();

  const logoForm = page.getByRole('form', { name: 'Logo' });
  await logoForm.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(logoForm.getByRole('alert').filter({ hasText: messages.upload.typeNotAllowed })).toBeVisible();
  await a11y.accessible();
  const png = await picture(page, 320, 120, 'image/png');
  await logoForm.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(logoForm.getByRole('img', { name: 'The chosen logo, not uploaded yet' })).toBeVisible();
  await logoForm.getByRole('button', { name: 'Upload logo' }).click();
  await expect(logoForm.getByRole('status')).toHaveText(companyProfileTexts.logoSaved);
  const logo = logoForm.getByRole('img', { name: `${name} logo` });
  await expect(logo).toBeVisible();
  await a11y.accessible();

  // The company's job: its client page links the public post.
  await page.goto('/client-job/jobstatussection/1');
  await a11y.accessible();
  await page.getByRole('link', { name: 'SAP S/4HANA Warehouse Training' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('SAP S/4HANA Warehouse Training');
  await a11y.accessible();
  const publicPath = await page.getByRole('link', { name: 'Public job post' }).getAttribute('href');
  if (!publicPath) throw new Error('The job page links no public post.');
  await signOut(page);
  await a11y.accessible();

  await page.goto(publicPath);
  await expect(page.getByRole('heading', { level: 1, name: 'SAP S/4HANA Warehouse Training' })).toBeVisible();
  // Besides the JobPosting data, a visitor's post carries one script: the login dialog's starter.
  await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(1);
  const panel = page.getByRole('region', { name: `About ${name}` });
  await expect(panel).toContainText(about);
  await expect(panel).toContainText('Logistics and Transportation · 201-500 employees');
  await expect(panel.getByRole('link', { name: /freight\.example\.com/ })).toHaveAttribute('href', 'https://freight.example.com');
  const shown = panel.getByRole('img', { name: `${name} logo` });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  const src = await shown.getAttribute('src');
  const served = await page.request.get(src ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await a11y.accessible();

  // The administrator removes the logo: the public post shows none from then on.
  await signInAt(page, '/client-profile/company-profile', 'client3.admin@demo.example');
  await logoForm.getByRole('button', { name: 'Remove logo' }).click();
  await expect(logoForm.getByRole('status')).toHaveText(companyProfileTexts.logoRemoved);
  await expect(logoForm.getByText('No logo yet.')).toBeVisible();
  await expect(logoForm.getByRole('button', { name: 'Remove logo' })).toHaveCount(0);
  await a11y.accessible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
  await signOut(page);
  await page.goto(publicPath);
  await expect(panel).toContainText(about);
  await expect(panel.getByRole('img')).toHaveCount(0);
  expect((await page.request.get(src ?? '')).status()).toBe(404);
  await a11y.accessible();
});

test('a Standard User has no company profile page', async ({ page, a11y }) => {
  await signInAt(page, '/client-profile/client-location-account', 'client3.standard@demo.example');
  await a11y.accessible();
  await expect(page.getByRole('link', { name: 'Company profile' })).toHaveCount(0);
  await page.goto('/client-profile/company-profile');
  await expect(page).not.toHaveURL(/company-profile/);
  await a11y.accessible();
});
