/** Signing out as a person does: the account menu of the top bar, then Logout. */
import { expect, type Page } from '@playwright/test';

export async function signOut(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: /account menu$/ });
  // The menu opens once its island is hydrated; a click on the server-rendered button before that does nothing.
  await expect(page.locator('astro-island[ssr]').filter({ has: menu })).toHaveCount(0);
  await menu.click();
  await page.getByRole('link', { name: 'Logout' }).click();
}
