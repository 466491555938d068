/**
 * A client marks a closed job completed (after a confirmation), which moves it to the Completed list and opens the
 * review of the talent hired on it; the client writes, edits and withdraws the review, and the talent's public
 * reviews page follows each step.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';
import { clientJobTexts } from '#domain/client-job-texts.ts';
import { reviewTexts } from '#domain/reviews.ts';

const scrum = 'Agile Scrum for the Dispatch Tech Team';
const talent = 'Omar Haddad';

async function publicReviews(page: Page, url: string) {
  const visitor = await page.context().browser()?.newContext({ javaScriptEnabled: false });
  if (!visitor) throw new Error('No browser.');
  const reader = await visitor.newPage();
  await reader.goto(url);
  const text = (await reader.getByRole('main').textContent()) ?? '';
  await visitor.close();
  return text;
}

test('a client completes a job, then writes, edits and withdraws a review of the talent hired on it', async ({ page, a11y }) => {
  test.setTimeout(150_000);
  await signInAt(page, '/client-job/jobstatussection/3', 'client3.admin@demo.example');
  await a11y.accessible();
  await page.getByRole('link', { name: scrum }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(scrum);
  await a11y.accessible();

  await page.getByRole('button', { name: 'Mark job completed' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark this job completed?' });
  await expect(confirm).toBeVisible();
  await a11y.accessible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Mark job completed' }).click();
  await confirm.getByRole('button', { name: 'Yes, mark completed' }).click();
  await expect(page.getByRole('status').filter({ hasText: clientJobTexts.jobCompleted })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark job completed' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Review your talent' })).toBeVisible();
  await a11y.accessible();

  const form = page.getByRole('form', { name: `Review ${talent}` });
  await form.getByRole('group', { name: 'Rating' }).getByRole('radio', { name: '5 out of 5 stars' }).focus();
  await page.keyboard.press('Space');
  await form.getByLabel('Your review').fill('Ran the sprint games brilliantly.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('status').filter({ hasText: reviewTexts.reviewSaved })).toBeVisible();
  const done = page.getByRole('article', { name: `Your review of ${talent}` });
  await expect(done.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  const reviewsUrl = new URL((await done.getByRole('link', { name: `All reviews of ${talent}` }).getAttribute('href')) ?? '', page.url()).toString();
  expect(await publicReviews(page, reviewsUrl)).toContain('Ran the sprint games brilliantly.');
  await a11y.accessible();

  // Edit: a refused change keeps what was typed; a good one replaces the review everywhere.
  await done.getByText('Edit your review').click();
  const edit = page.getByRole('form', { name: `Edit your review of ${talent}` });
  await expect(edit.getByLabel('Your review')).toHaveValue('Ran the sprint games brilliantly.');
  await edit.getByLabel('Your review').fill(' ');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('alert').filter({ hasText: reviewTexts.feedbackRequired })).toBeVisible();
  await a11y.accessible();
  await edit.getByRole('group', { name: 'Rating' }).getByRole('radio', { name: '3 out of 5 stars' }).focus();
  await page.keyboard.press('Space');
  await expect(edit.getByRole('group', { name: 'Rating' }).getByRole('radio', { name: '3 out of 5 stars' })).toBeChecked();
  await edit.getByLabel('Your review').fill('Good sprint games; the retrospective ran long.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: reviewTexts.reviewUpdated })).toBeVisible();
  await expect(done.getByRole('img', { name: '3 out of 5 stars' })).toBeVisible();
  await expect(done).toContainText('Edited');
  const edited = await publicReviews(page, reviewsUrl);
  expect(edited).toContain('Good sprint games; the retrospective ran long.');
  expect(edited).not.toContain('Ran the sprint games brilliantly.');
  expect(edited).toContain('edited');
  await a11y.accessible();

  // Withdraw, after a confirmation.
  await done.getByRole('button', { name: `Withdraw review of ${talent}` }).click();
  const withdraw = page.getByRole('dialog', { name: `Withdraw your review of ${talent}?` });
  await expect(withdraw).toBeVisible();
  await a11y.accessible();
  await withdraw.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(page.getByRole('status').filter({ hasText: reviewTexts.reviewWithdrawn })).toBeVisible();
  await expect(page.getByRole('form', { name: `Review ${talent}` })).toBeVisible();
  expect(await publicReviews(page, reviewsUrl)).not.toContain('Good sprint games');
  await a11y.accessible();

  await page.goto('/client-job/jobstatussection/4');
  await expect(page.getByRole('link', { name: scrum }).first()).toBeVisible();
  await a11y.accessible();
  await page.goto('/client-job/jobstatussection/3');
  await expect(page.getByRole('link', { name: scrum })).toHaveCount(0);
  await a11y.accessible();
});
