/**
 * Reviews and professional references (issue 11 items 6 and 7): a client administrator reviews the talent hired on a
 * completed job with the star radio group (a refused post keeps what was typed), the review shows on the talent's
 * public /reviews/ page and on their own list. A talent adds a reference (a refused save keeps what was typed); the
 * referee opens the mailed link in a fresh browser without JavaScript and confirms; the talent sees it confirmed.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signOut } from './support/sign-out.ts';
import { signInAt } from './account-helpers.ts';
import { reviewTexts } from '#domain/reviews.ts';
import { referenceTexts } from '#domain/references.ts';

const workday = 'Workday HCM Manager Self-Service';

const reviewForm = (page: Page) => page.getByRole('form', { name: 'Review Maya Chen' });

test('a client reviews the talent hired on a completed job, and the review appears on the talent’s public reviews page', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/client-job/jobstatussection/4', 'client2.admin@demo.example');
  await a11y.accessible();
  await page.getByRole('link', { name: workday }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(workday);
  await expect(page.getByRole('heading', { name: 'Review your talent' })).toBeVisible();
  await a11y.accessible();

  // No stars chosen: refused with the message, and the text typed is kept.
  await reviewForm(page).getByLabel('Your review').fill('Clear demos and patient with every question.');
  await reviewForm(page).getByRole('button', { name: 'Submit review' }).click();
  await expect(reviewForm(page).getByRole('alert').filter({ hasText: reviewTexts.ratingRequired })).toBeVisible();
  await expect(reviewForm(page).getByLabel('Your review')).toHaveValue('Clear demos and patient with every question.');
  await a11y.accessible();

  // The stars are a radio group: reached by keyboard, moved with the arrow keys.
  const stars = reviewForm(page).getByRole('group', { name: 'Rating' });
  await stars.getByRole('radio', { name: '1 out of 5 stars' }).focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 out of 5 stars' })).toBeChecked();
  await reviewForm(page).getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('status').filter({ hasText: reviewTexts.reviewSaved })).toBeVisible();
  const done = page.getByRole('article', { name: 'Your review of Maya Chen' });
  await expect(done.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(reviewForm(page)).toHaveCount(0);
  await a11y.accessible();

  await done.getByRole('link', { name: 'All reviews of Maya Chen' }).click();
  await expect(page).toHaveURL(/\/reviews\/\?instrId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews of Maya Chen' })).toBeVisible();
  await a11y.accessible();
  const publicUrl = page.url();

  // A visitor reads the same page: plain HTML with no script at all.
  await page.goBack();
  await signOut(page);
  await a11y.accessible();
  await page.goto(publicUrl);
  await expect(page.locator('script')).toHaveCount(0);
  const list = page.getByRole('region', { name: 'Reviews of Maya Chen' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Clear demos and patient with every question.');
  await expect(list.getByRole('listitem').first()).toContainText('Isabella M., Bluepeak Health Systems');
  await expect(list.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(page.getByText('4 out of 5 · 1 review')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', publicUrl);
  const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
  expect((await page.request.get(image.pathname + image.search)).headers()['content-type']).toBe('image/png');
  await a11y.accessible();

  await signInAt(page, '/manage-reviews', 'talent.good@demo.example');
  await expect(page.getByRole('region', { name: 'Reviews from clients' }).getByRole('listitem')).toContainText(workday);
  await a11y.accessible();
});

test('a talent adds a professional reference, the referee confirms it through the mailed link, and the talent sees it confirmed', async ({ page, a11y, browser }) => {
  test.setTimeout(120_000);
  const email = `referee.${Date.now()}@reference.example`;
  await signInAt(page, '/manage-reference', 'talent.best@demo.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Professional references' })).toBeVisible();
  await a11y.accessible();

  await page.getByRole('link', { name: 'Add a reference' }).click();
  await expect(page).toHaveURL(/\/add-professional-reference$/);
  const form = page.getByRole('form', { name: 'Add a reference' });
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Add and send request' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'First Name is Required' })).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await a11y.accessible();
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Company Name').fill('Analytical Engines Ltd');
  await form.getByLabel('Relationship').fill('Former manager');
  await form.getByRole('button', { name: 'Add and send request' }).click();
  await expect(page).toHaveURL(/\/manage-reference\?notice=/);
  await expect(page.getByRole('status').filter({ hasText: referenceTexts.added })).toBeVisible();
  const item = page.getByRole('region', { name: 'Your references' }).getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
  await expect(item).toContainText('Waiting for confirmation');
  await a11y.accessible();

  // The referee: the link from the mail, in a fresh browser with JavaScript off and no account.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await a11y.accessible();
  await page.getByRole('listitem').filter({ hasText: email }).first().getByRole('link').click();
  const link = page.getByRole('region', { name: 'Links in this message' }).getByRole('link').filter({ hasText: '/confirm-reference' }).first();
  await a11y.accessible();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('The mail carries no confirmation link.');
  await page.goto(href);
  await expect(page.getByRole('button', { name: 'Confirm I am a reference' })).toBeVisible();
  await a11y.accessible();
  const referee = await browser.newContext({ javaScriptEnabled: false });
  const refereePage = await referee.newPage();
  await refereePage.goto(href);
  await expect(refereePage.getByRole('heading', { level: 1, name: 'Confirm a professional reference' })).toBeVisible();
  await expect(refereePage.getByText('Former manager')).toBeVisible();
  await refereePage.getByRole('button', { name: 'Confirm I am a reference' }).click();
  await expect(refereePage.getByRole('heading', { level: 1, name: 'Reference confirmed' })).toBeVisible();
  await expect(refereePage.getByRole('status')).toHaveText(referenceTexts.confirmed);
  await referee.close();
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: 'Reference confirmed' })).toBeVisible();
  await a11y.accessible();

  await page.goto('/settings/manage-reference');
  await expect(page.getByRole('listitem').filter({ hasText: 'Ada Lovelace' })).toContainText('Confirmed on');
  await expect(page.getByRole('button', { name: 'Ask again for Ada Lovelace' })).toHaveCount(0);
  await a11y.accessible();

  // A new phone number keeps the confirmation.
  await page.getByRole('link', { name: 'Edit Ada Lovelace' }).click();
  await expect(page).toHaveURL(/\/edit-professional-reference\/\d+$/);
  await a11y.accessible();
  await page.getByRole('form', { name: 'Edit Ada Lovelace' }).getByLabel('Phone').fill('+44 20 7946 0018');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: referenceTexts.savedNoRequest })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Ada Lovelace' })).toContainText('Confirmed on');
  await a11y.accessible();
});
