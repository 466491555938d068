/**
 * The ALTCHA widget: the product's widgets load when the person first focuses the form and start the proof of
 * work at once (auto="onload"), so a person who has filled in the form only waits until it reports itself verified.
 */
import { expect, type Locator } from '@playwright/test';

export async function solveCaptcha(form: Locator): Promise<void> {
  await expect(form.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
}
