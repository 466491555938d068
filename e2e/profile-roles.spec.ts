/**
 * The roles of a talent profile: a new talent adds a role with skills found by search and by
 * browsing, a refused save shows the spec's message and keeps what was typed and chosen, the role shows on
 * /profile/roles; editing it removes a skill; the Add Skill dialog checks its fields and closes with Escape; the
 * role is deleted.
 */
import { expect, test } from './support/fixtures.ts';
import { demoPassword, signInAt } from './account-helpers.ts';
import { profileGuideTexts } from '#domain/profile-progress.ts';
import { freshAccount, freshPassword } from './shell-support.ts';
import { islandsReady } from './support/islands.ts';

test('a new talent adds a role with skills, edits it and deletes it', async ({ page, a11y, request }) => {
  test.setTimeout(240_000);
  const email = await freshAccount(request, 'talent', 'Rosa');
  await signInAt(page, '/profile/roles', email, freshPassword);
  await expect(page.getByRole('heading', { name: 'Roles and skills', level: 1 })).toBeVisible();
  await expect(page.getByText('You have not added a role yet.')).toBeVisible();
  await a11y.accessible();

  await page.getByRole('link', { name: 'Add a role' }).click();
  await expect(page).toHaveURL(/\/profile\/roles\/new$/);
  await a11y.accessible();
  await page.getByRole('link', { name: 'Instructional Designer', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/roles\/\d+$/);
  await islandsReady(page);
  await expect(page.getByRole('heading', { name: 'Add Instructional Designer' })).toBeVisible();
  await a11y.accessible();

  const form = page.getByRole('form', { name: 'Instructional Designer: rate and skills' });
  await form.getByLabel('Start year').selectOption('2015');
  await form.getByLabel('Rate type').selectOption('Hourly');
  await form.getByLabel('Minimum rate').fill('90');
  await form.getByLabel('Maximum rate').fill('50');

  await form.getByLabel('Search skills').fill('stor');
  const results = form.getByRole('list', { name: 'Matching skills' }).getByRole('button');
  await expect(results).toHaveText(['Storyboarding', 'Articulate Storyline']);
  await results.filter({ hasText: 'Storyboarding' }).click();
  await expect(form.getByRole('button', { name: 'Storyboarding', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await form.getByRole('button', { name: 'Browse & Select Skills' }).click();
  const browse = page.getByRole('dialog', { name: 'Browse & Select Skills' });
  await browse.getByRole('button', { name: 'Articulate', exact: true }).click();
  await browse.getByRole('button', { name: 'Articulate Rise 360' }).click();
  await expect(browse.getByRole('button', { name: 'Articulate Rise 360' })).toHaveAttribute('aria-pressed', 'true');
  await a11y.accessible();
  await browse.getByRole('button', { name: 'Done' }).click();
  await expect(browse).toBeHidden();

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Maximum Rate should be greater than Minimum Rate')).toBeVisible();
  await expect(form.getByLabel('Minimum rate')).toHaveValue('90');
  await expect(form.getByLabel('Maximum rate')).toHaveValue('50');
  await expect(form.getByLabel('Start year')).toHaveValue('2015');
  await expect(form.getByRole('button', { name: 'Remove Storyboarding' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove Articulate Rise 360' })).toBeVisible();
  await a11y.accessible();

  await form.getByLabel('Maximum rate').fill('120.50');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile\/roles\?notice=Role%20added$/);
  await expect(page.getByRole('status').filter({ hasText: 'Role added' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Instructional Designer' }) });
  await expect(card.getByRole('list', { name: 'Skills for Instructional Designer' }).getByRole('listitem')).toHaveText(['Articulate Rise 360', 'Storyboarding']);
  await expect(card).toContainText('2015');
  await expect(card).toContainText('$90.00 – $120.50/hr');
  await a11y.accessible();

  await card.getByRole('link', { name: 'Edit Instructional Designer' }).click();
  await islandsReady(page);
  await expect(page.getByRole('heading', { name: 'Edit Instructional Designer' })).toBeVisible();
  await a11y.accessible();
  const editForm = page.getByRole('form', { name: 'Instructional Designer: rate and skills' });
  await expect(editForm.getByLabel('Maximum rate')).toHaveValue('120.50');

  const addSkill = editForm.getByRole('button', { name: 'Add Skill' });
  await addSkill.click();
  const dialog = page.getByRole('dialog', { name: 'Add Skill' });
  await expect(dialog.getByLabel('Skill name')).toBeFocused();
  await dialog.getByLabel('Skill name').fill('Moodle Administration');
  await dialog.getByRole('button', { name: 'Add Skill' }).click();
  await expect(dialog.getByText('Please Select Skill Type')).toBeVisible();
  await dialog.getByLabel('Skill type').selectOption('Technical');
  await dialog.getByRole('button', { name: 'Add Skill' }).click();
  await expect(dialog.getByText('Please Select Vendor')).toBeVisible();
  await dialog.getByLabel('Vendor', { exact: true }).selectOption('Other');
  await dialog.getByRole('button', { name: 'Add Skill' }).click();
  await expect(dialog.getByText('Please Add Vendor Name')).toBeVisible();
  await dialog.getByLabel('Vendor name').fill('Mo');
  await expect(dialog.getByText('Vendor Name length should be greater than 3 characters.')).toBeVisible();
  await a11y.accessible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addSkill).toBeFocused();

  await editForm.getByRole('button', { name: 'Remove Storyboarding' }).click();
  await expect(editForm.getByText('Removed when you save: Storyboarding')).toBeVisible();
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile\/roles\?notice=Role%20saved$/);
  await expect(card.getByRole('list', { name: 'Skills for Instructional Designer' }).getByRole('listitem')).toHaveText(['Articulate Rise 360']);
  await a11y.accessible();

  page.once('dialog', (confirm) => void confirm.accept());
  await card.getByRole('button', { name: 'Delete Instructional Designer' }).click();
  await expect(page).toHaveURL(/\/profile\/roles\?notice=Role%20deleted$/);
  await expect(page.getByText('You have not added a role yet.')).toBeVisible();
  await a11y.accessible();
});

test('a talent asked for the trainer role is offered it once on Roles and skills', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/profile/roles', 'talent.rolesplit@demo.example', demoPassword);
  const prompt = page.getByRole('region', { name: 'Add the Trainer role?' });
  await expect(prompt).toContainText(profileGuideTexts.trainerRolePrompt);
  await a11y.accessible();
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('status').filter({ hasText: profileGuideTexts.trainerRoleLater })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Add the Trainer role?' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Roles and skills', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Add the Trainer role?' })).toHaveCount(0);
  await a11y.accessible();
});
