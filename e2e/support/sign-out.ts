/** Signing out as a person does: the account menu of the top bar, then Logout. */
import type { Page } from '@playwright/test';

export async function signOut(page: Page): Promise<void> {
  // A click on the menu before its island hydrates is made again once it does (EarlyActions), from the moment the
  // page is parsed.
  await page.waitForLoadState('domcontentloaded');
  await page.getByRole('button', { name: /account menu$/ }).click();
  await page.getByRole('link', { name: 'Logout' }).click();
}
