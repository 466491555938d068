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
