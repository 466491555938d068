/** The dev mailbox at /dev/mailbox: opens the newest message to an address and follows the link it carries. */
import { expect, type Page } from '@playwright/test';
import type { Accessibility } from './fixtures.ts';

export async function followLinkInNewestMail(page: Page, a11y: Accessibility, to: string, linkPath: string): Promise<void> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  await a11y.accessible();
  await page.getByRole('listitem').filter({ hasText: to }).first().getByRole('link').click();
  const link = page.getByRole('region', { name: 'Links in this message' }).getByRole('link').filter({ hasText: linkPath }).first();
  await expect(link).toBeVisible();
  await a11y.accessible();
  await link.click();
}
