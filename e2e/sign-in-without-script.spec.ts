/**
 * The sign-in pages work as plain forms in a browser without JavaScript (decision record 313): a post is answered
 * with the same messages under their fields and the e-mail kept. The captcha's proof of work runs in the browser, so
 * the login form says that the check needs JavaScript and the server answers 'Captcha is Required'; asking for a
 * password-reset link needs no check and goes through. The sign-up form shows the password rule (decision record 351).
 */
import { expect, test } from './support/fixtures.ts';

test.use({ javaScriptEnabled: false });

test('without JavaScript the login form posts, answers with its messages and says the check needs JavaScript', async ({ page, a11y }) => {
  await page.goto('/login?nextPage=%2Fjobcenter%2F6');
  await a11y.accessible();
  const form = page.getByRole('form', { name: 'Log in' });
  await expect(form.getByText('The check that you are a person runs in your browser and needs JavaScript.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Log in' })).toBeEnabled();

  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByText('Email address is Required.')).toBeVisible();
  await expect(form.getByText('Password is Required')).toBeVisible();
  await expect(form.getByText('Captcha is Required')).toBeVisible();
  await a11y.accessible();

  await form.getByLabel('Email address').fill('talent.good@demo.example');
  await form.getByLabel('Password', { exact: true }).fill('Demo#2026pass');
  await form.getByLabel('Remember me').check();
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?nextPage=%2Fjobcenter%2F6$/);
  await expect(form.getByText('Captcha is Required')).toBeVisible();
  await expect(form.getByText('Email address is Required.')).toHaveCount(0);
  await expect(form.getByLabel('Email address')).toHaveValue('talent.good@demo.example');
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Remember me')).toBeChecked();
  await a11y.accessible();
});

test('without JavaScript a password-reset link is asked for, and a bad address is refused in place', async ({ page, a11y }) => {
  await page.goto('/forgetpassword');
  await a11y.accessible();
  await page.getByLabel('Email address').fill('not-an-address');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Invalid email format.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('not-an-address');
  await a11y.accessible();
  await page.getByLabel('Email address').fill('talent.good@demo.example');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/forgotPasswordConfirmationBox$/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await a11y.accessible();
});

test('the sign-up form says the password rule before anyone types, and refuses a long passphrase with it in view', async ({ page, a11y }) => {
  await page.goto('/sign-up/talent');
  const password = page.getByLabel('Password', { exact: true });
  await expect(page.getByText('Use 8 to 32 characters with no spaces.')).toBeVisible();
  await expect(page.getByText('Include an uppercase letter, a lowercase letter, a number and a special character.')).toBeVisible();
  // Nothing cuts a password manager's long suggestion short: the server answers it with the rule's message.
  await expect(password).not.toHaveAttribute('maxlength');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email address').fill('grace.hopper@example.com');
  await password.fill('correct horse battery staple and a much longer tail 2026 !');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Invalid password format.')).toBeVisible();
  await expect(page.getByText('Use 8 to 32 characters with no spaces.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await a11y.accessible();
});
