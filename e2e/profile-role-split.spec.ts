/**
 * The role split: a talent holding a retired role is told on the dashboard, picks one of its new
 * roles (Next without a choice shows 'Select a New Role'), checks the new role in its editor and saves it; the prompt
 * is read again and closes because no retired role is left. (The same account's trainer-role prompt is the subject of
 * profile-roles.spec.ts: it is asked once, so only one journey may answer it.)
 */
import { expect, test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';
import { islandsReady } from './support/islands.ts';

test('a talent holding a retired role moves it to a new role', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/user/dashboard', 'talent.rolesplit@demo.example');
  const notice = page.getByRole('region', { name: 'Choose your new roles' });
  await expect(notice).toContainText('Retired: Instructional Designer / Developer.');
  await a11y.accessible();
  await notice.getByRole('link', { name: 'Choose new roles' }).click();

  await expect(page).toHaveURL(/\/profile\/roles$/);
  const prompt = page.getByRole('region', { name: 'Choose your new roles' });
  const choices = prompt.getByRole('group', { name: 'Instructional Designer / Developer' });
  await expect(choices.getByRole('radio')).toHaveCount(2);
  await expect(choices.getByLabel(/^Instructional Designer/)).not.toBeChecked();
  await a11y.accessible();
  await prompt.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('region', { name: 'Choose your new roles' }).getByText('Select a New Role')).toBeVisible();
  await a11y.accessible();

  await page.getByRole('region', { name: 'Choose your new roles' }).getByLabel(/^eLearning Developer/).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/profile\/roles\/\d+\?split=1$/);
  await islandsReady(page);
  await expect(page.getByRole('heading', { name: 'Edit eLearning Developer', level: 1 })).toBeVisible();
  await expect(page.getByText('Check the rate and skills of your new role, then save.')).toBeVisible();
  const form = page.getByRole('form', { name: 'eLearning Developer: rate and skills' });
  await expect(form.getByLabel('Minimum rate')).toHaveValue('65.00');
  await expect(form.getByRole('button', { name: 'Remove SCORM' })).toBeVisible();
  await a11y.accessible();
  await form.getByLabel('Maximum rate').fill('95');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/profile\/roles\?notice=Role%20saved$/);
  await expect(page.getByRole('region', { name: 'Choose your new roles' })).toHaveCount(0);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'eLearning Developer' }) });
  await expect(card).toContainText('$65.00 – $95.00/hr');
  await expect(page.getByRole('heading', { name: 'Instructional Designer / Developer' })).toHaveCount(0);
  await a11y.accessible();

  await page.goto('/user/dashboard');
  await expect(page.getByRole('region', { name: 'Choose your new roles' })).toHaveCount(0);
  await a11y.accessible();
});
