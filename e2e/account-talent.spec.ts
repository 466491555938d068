/**
 * A talent's account pages: My information with country, state and a cropped photo, the
 * password change (then a login with the new password), notification settings signed in and through the signed
 * link of an e-mail (an altered link is refused).
 */
import { expect, test } from './support/fixtures.ts';
import { followLinkInNewestMail } from './support/mailbox.ts';
import { submitLogin } from './support/sign-in.ts';
import { demoPassword, picture, signInAt } from './account-helpers.ts';
import { islandsReady } from './support/islands.ts';
import { messages } from '#domain/messages.ts';
import { accountTexts } from '#domain/account.ts';
import { authTexts } from '#domain/auth.ts';
import { notificationTexts } from '#domain/notifications.ts';
import { settingsSaved } from '../src/islands/notification-settings-form/settings-kinds.ts';

test('a talent changes nickname, country and state, uploads and crops a photo, and sees it all after a reload', async ({ page, a11y }) => {
  await signInAt(page, '/settings/my-information', 'talent.pool21@demo.example');
  await expect(page.getByRole('heading', { level: 1, name: 'My information' })).toBeVisible();
  await a11y.accessible();

  const form = page.getByRole('form', { name: 'Profile details' });
  const firstName = form.getByLabel('First name');
  const originalFirstName = await firstName.inputValue();
  await firstName.fill('A'.repeat(21));
  await firstName.blur();
  await expect(form.getByRole('alert').filter({ hasText: `First Name ${messages.names.tooLong}` })).toBeVisible();
  await firstName.fill(`  ${originalFirstName}  `);
  await firstName.blur();
  await expect(firstName).toHaveValue(originalFirstName);

  await form.getByLabel('Nickname').fill('Sunny');
  await form.getByLabel('Country').selectOption({ label: 'Canada' });
  const state = form.getByLabel('State or province');
  await expect(state).toBeEnabled();
  await state.selectOption({ label: 'Ontario' });

  // The photo is a form of its own, saved from the crop dialog whatever the other fields hold.
  const photoForm = page.getByRole('form', { name: 'Photo' });
  const chooser = photoForm.getByLabel(/^Choose (a|another) photo$/);
  await chooser.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(photoForm.getByRole('alert').filter({ hasText: messages.upload.typeNotAllowed })).toBeVisible();
  const tooLarge = Buffer.alloc(5 * 1024 * 1024 + 1);
  tooLarge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await chooser.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: tooLarge });
  await expect(photoForm.getByRole('alert').filter({ hasText: messages.upload.tooLarge })).toBeVisible();

  await chooser.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await picture(page, 300, 200, 'image/png') });
  const dialog = page.getByRole('dialog', { name: 'Crop Photo' });
  await expect(dialog).toBeVisible();
  await a11y.accessible();
  await dialog.getByLabel('Zoom').fill('2');
  await dialog.getByLabel('Horizontal position').fill('0');
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  await expect(dialog).toBeHidden();
  await expect(photoForm.getByRole('status')).toHaveText(accountTexts.photoSaved);
  await expect(photoForm.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', /^\/api\/Blob\/Photo\?id=/);
  await expect(photoForm.getByText(messages.upload.typeNotAllowed)).toBeHidden();

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText(accountTexts.informationSaved);
  await a11y.accessible();

  await page.reload();
  await islandsReady(page);
  const reloaded = page.getByRole('form', { name: 'Profile details' });
  await expect(reloaded.getByLabel('Nickname')).toHaveValue('Sunny');
  await expect(reloaded.getByLabel('Country')).toHaveValue('CA');
  await expect(reloaded.getByLabel('State or province')).toHaveValue('ON');
  const photo = page.getByRole('form', { name: 'Photo' }).getByRole('img', { name: 'Your photo' });
  await expect(photo).toBeVisible();
  // 200 pixels high, zoomed twice: a 100-pixel square from the left edge, which is all red.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(100);
  const corner = await photo.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    context?.drawImage(img, 0, 0);
    return Array.from(context?.getImageData(img.naturalWidth - 2, 50, 1, 1).data ?? []);
  });
  expect(corner.slice(0, 3)).toEqual([0xc0, 0x39, 0x2b]);
  await a11y.accessible();
});

test('a talent changes the password and logs in with the new one; the settings link of the notice e-mail works, an altered one is refused', async ({
  page,
  a11y,
}) => {
  const email = 'talent.pool22@demo.example';
  const newPassword = 'Changed#2026ok';
  await signInAt(page, '/settings/my-information', email);
  await a11y.accessible();

  const form = page.getByRole('form', { name: 'Password' });
  await form.getByLabel('Current password').fill('Wrong#2026pass');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill('Different#2026ok');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert').filter({ hasText: messages.auth.confirmPasswordMismatch })).toBeVisible();
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert').filter({ hasText: authTexts.currentPasswordWrong })).toBeVisible();
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue(newPassword);
  await a11y.accessible();

  await form.getByLabel('Current password').fill(demoPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(messages.shell.passwordChanged);
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await a11y.accessible();

  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Logged out' })).toBeVisible();
  await a11y.accessible();
  await page.goto('/login');
  await a11y.accessible();
  await submitLogin(page, email, newPassword);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await a11y.accessible();

  await page.goto('/logout');
  await a11y.accessible();
  await followLinkInNewestMail(page, a11y, email, '/notification-settings?');
  await expect(page).toHaveURL(/\/notification-settings\?/);
  await islandsReady(page);
  const link = page.url();
  await expect(page.getByText(`Choose which emails we send to ${email}.`)).toBeVisible();
  const settings = page.getByRole('form', { name: 'Email subscriptions' });
  const newsletter = settings.getByLabel('News and tips (newsletter)');
  await expect(newsletter).toBeChecked();
  await newsletter.uncheck();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText(settingsSaved);
  await a11y.accessible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Email subscriptions' }).getByLabel('News and tips (newsletter)')).not.toBeChecked();
  await a11y.accessible();

  const altered = new URL(link);
  altered.searchParams.set('email', 'someone.else@demo.example');
  const refused = await page.goto(altered.toString());
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('alert')).toHaveText(notificationTexts.linkInvalid);
  await expect(page.getByRole('form', { name: 'Email subscriptions' })).toHaveCount(0);
  await a11y.accessible();
});

test('a talent saves e-mail subscriptions and account notifications and finds them after a reload', async ({ page, a11y }) => {
  await signInAt(page, '/settings/notification-settings/1', 'talent.pool23@demo.example');
  await a11y.accessible();
  const email = page.getByRole('form', { name: 'Email subscriptions' });
  await email.getByLabel('Changes to my proposals').uncheck();
  await email.getByRole('button', { name: 'Save settings' }).click();
  await expect(email.getByRole('status')).toHaveText(settingsSaved);

  await page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Account notifications' }).click();
  await expect(page).toHaveURL(/\/settings\/notification-settings\/2$/);
  await islandsReady(page);
  await a11y.accessible();
  const account = page.getByRole('form', { name: 'Account notifications' });
  await account.getByLabel('Documents to sign').uncheck();
  await account.getByRole('button', { name: 'Save settings' }).click();
  await expect(account.getByRole('status')).toHaveText(settingsSaved);

  await page.reload();
  await expect(page.getByRole('form', { name: 'Account notifications' }).getByLabel('Documents to sign')).not.toBeChecked();
  await expect(page.getByRole('form', { name: 'Account notifications' }).getByLabel('Jobs that match my profile')).toBeChecked();
  await a11y.accessible();
  await page.goto('/settings/notification-settings/1');
  await expect(page.getByRole('form', { name: 'Email subscriptions' }).getByLabel('Changes to my proposals')).not.toBeChecked();
  await expect(page.getByRole('form', { name: 'Email subscriptions' }).getByLabel('New messages')).toBeChecked();
  await a11y.accessible();

  await page.goto('/settings/notification-settings/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await a11y.accessible();
});
