/** Signing out as a person does: the account menu of the top bar, then Logout. */
import { expect, type Page } from '@playwright/test';

export async function signOut(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: /account menu$/ });
  // The menu opens once its island is hydrated; a click on the server-rendered button before that does nothing.
  await expect(page.locator('astro-island[ssr]').filter({ has: menu })).toHaveCount(0);
  const logout = page.getByRole('link', { name: 'Logout' });
  // A click in the moment its island hydrates can be lost: the menu is clicked again until it shows Logout.
  await expect(async () => {
    if (!(await logout.isVisible())) await menu.click();
    await expect(logout).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await logout.click();
}
