/** Journey (c): a visitor opening a signed-in page is sent to /login and comes back to that page after signing in. */
import { expect, test } from './support/fixtures.ts';
import { submitLogin } from './support/sign-in.ts';

test('a visitor is sent to log in and returns to the page asked for', async ({ page, a11y }) => {
  // Tab 2 of the dashboard, not the plain /client-dashboard this contact lands on by default.
  await page.goto('/client-dashboard/2');
  await expect(page).toHaveURL(/\/login\?nextPage=%2Fclient-dashboard%2F2$/);
  await a11y.accessible();
  await submitLogin(page, 'client.standard@demo.example', 'Demo#2026pass');
  await expect(page).toHaveURL(/\/client-dashboard\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All new proposals' })).toBeVisible();
  await a11y.accessible();
});
