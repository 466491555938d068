/**
 * Reviews and professional references (issue 11 items 6 and 7): a client administrator reviews the talent hired on a
 * completed job with the star radio group (a refused post keeps what was typed), the review shows on the talent's
 * public /reviews/ page and on their own list.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signOut } from './support/sign-out.ts';
import { signInAt } from './account-helpers.ts';
import { reviewTexts } from '../src/domain/reviews.ts';

const workday = 'Workday HCM Manager Self-Service';

const reviewForm = (page: Page) => page.getByRole('form', { name: 'Review Maya Chen' });

test('a client reviews the talent hired on a completed job, and the review appears on the talent’s public reviews page', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  await signInAt(page, a11y, '/client-job/jobstatussection/4', 'client2.admin@demo.example');
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
  await a11y.accessible();

  await signInAt(page, a11y, '/manage-reviews', 'talent.good@demo.example');
  await expect(page.getByRole('region', { name: 'Reviews from clients' }).getByRole('listitem')).toContainText(workday);
  await a11y.accessible();
});
