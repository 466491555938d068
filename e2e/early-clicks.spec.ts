/**
 * A click on an island before its script has loaded is not lost: the account menu's module is held back, the
 * server-rendered button is clicked, and the menu opens once the module arrives and the island hydrates.
 */
import { expect, test } from './support/fixtures.ts';
import { submitLogin } from './support/sign-in.ts';

test('the account menu clicked before its island hydrates opens once it does', async ({ page, a11y }) => {
  await page.goto('/login');
  await a11y.accessible();
  await submitLogin(page, 'talent.good@demo.example', 'Demo#2026pass');
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/_astro\/UserMenu\.[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.reload();

  const menu = page.getByRole('button', { name: /account menu$/ });
  const island = page.locator('astro-island').filter({ has: menu });
  await expect(island).toHaveAttribute('ssr', '');
  await expect.poll(() => asked).toBe(true);
  await menu.click();
  await menu.click();
  await menu.click();
  await expect(page.getByRole('link', { name: 'Logout' })).toBeHidden();

  release();
  await expect(island).not.toHaveAttribute('ssr');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
  await a11y.accessible();
});
