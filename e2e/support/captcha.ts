/** The ALTCHA widget: starts the proof of work when it does not start by itself, then waits until it is solved. */
import { expect, type Locator } from '@playwright/test';

export async function solveCaptcha(form: Locator): Promise<void> {
  const widget = form.locator('altcha-widget');
  await expect(widget).toBeAttached();
  const auto = await widget.getAttribute('auto');
  if (auto !== 'onload') {
    await form.getByRole('checkbox', { name: "I'm not a robot" }).check();
  }
  await expect(form.getByText('Verified', { exact: true })).toBeVisible();
}
