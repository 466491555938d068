/** Signing out as a person does: the account menu of the top bar, then Logout. */
import type { Page } from '@playwright/test';

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu$/ }).click();
  await page.getByRole('link', { name: 'Logout' }).click();
}
