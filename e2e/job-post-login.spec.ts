/**
 * The public job post's 'Please login for full access' dialog holds the login form: a visitor signs in
 * from it and stays on the job post; a refused login shows the form again on the post with its message and the
 * e-mail kept. The post carries no script but the dialog's starter until the dialog opens.
 */
import { expect, test } from './support/fixtures.ts';
import { solveCaptcha } from './support/captcha.ts';

async function firstJobPost(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const part = await request.get('/sitemap-jobs-1.xml');
  const first = /<loc>([^<]+)<\/loc>/.exec(await part.text())?.[1] ?? '';
  return new URL(first).pathname;
}

test('the login dialog signs a visitor in on the job post, and a refused login stays there with its message', async ({ page, request, a11y }) => {
  const post = await firstJobPost(request);
  const loaded: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') loaded.push(new URL(req.url()).pathname);
  });
  await page.goto(post);
  await a11y.accessible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(loaded.filter((path) => !/LoginPrompt|loader/.test(path)), 'scripts before the dialog opens').toEqual([]);

  await page.getByRole('button', { name: 'Add Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please login for full access' });
  await expect(dialog).toBeVisible();
  const form = dialog.getByRole('form', { name: 'Please login for full access' });
  await form.getByLabel('Email address').fill('talent.good@demo.example');
  await form.getByLabel('Password', { exact: true }).fill('Not-the-password#1');
  await solveCaptcha(form);
  await expect(dialog.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgetpassword');
  await expect(dialog.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  await a11y.accessible();
  await form.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(post);
  const again = page.getByRole('region', { name: 'Please login for full access' });
  await expect(again.getByText('Invalid email or password.')).toBeVisible();
  await expect(again.getByLabel('Email address')).toHaveValue('talent.good@demo.example');
  await expect(again.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await a11y.accessible();

  await again.getByLabel('Password', { exact: true }).fill('Demo#2026pass');
  await solveCaptcha(again);
  await again.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(post);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('region', { name: 'Please login for full access' })).toHaveCount(0);
  await a11y.accessible();
});
