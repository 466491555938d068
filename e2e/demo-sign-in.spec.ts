/** Journey (b): demo accounts (docs/demo-accounts.md) sign in through the browser and land on their home pages. */
import { expect, test } from './support/fixtures.ts';
import { submitLogin } from './support/sign-in.ts';

const demoPassword = 'Demo#2026pass';

const demos = [
  { who: 'a demo talent', email: 'talent.good@demo.example', home: '/user/dashboard', greeting: 'Hello, Maya' },
  { who: 'a demo client', email: 'client.admin@demo.example', home: '/client-dashboard', greeting: 'Hello, Olivia' },
];

for (const demo of demos) {
  test(`${demo.who} signs in and lands on ${demo.home}`, async ({ page, a11y }) => {
    await page.goto('/login');
    await a11y.accessible();
    await submitLogin(page, demo.email, demoPassword);
    await expect(page).toHaveURL(new RegExp(`${demo.home}$`));
    await expect(page.getByRole('heading', { level: 1, name: demo.greeting })).toBeVisible();
    await a11y.accessible();
  });
}

test('someone who types before the page’s script has loaded is still verified and signs in', async ({ page, a11y }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email address').fill('talent.good@demo.example');
  await form.getByLabel('Password').fill(demoPassword);
  release();
  await expect(form.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
  await a11y.accessible();
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await a11y.accessible();
});
