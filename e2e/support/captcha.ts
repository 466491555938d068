/**
 * The ALTCHA widget: the product's widgets start the proof of work as soon as they load (auto="onload"), so a
 * person only waits until the widget reports itself verified.
 */
import { expect, type Locator } from '@playwright/test';

export async function solveCaptcha(form: Locator): Promise<void> {
  await expect(form.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
}
