/** The dev mailbox at /dev/mailbox: opens the newest message to an address and returns the link it carries. */
import { expect, type Page } from '@playwright/test';
import type { Accessibility } from './fixtures.ts';

export async function linkFromNewestMail(page: Page, a11y: Accessibility, to: string, linkPath: string): Promise<string> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  await a11y.accessible();
  await page.getByRole('listitem').filter({ hasText: to }).first().getByRole('link').click();
  const links = page.getByRole('region', { name: 'Links in this message' });
  const link = links.getByRole('link').filter({ hasText: linkPath }).first();
  await expect(link).toBeVisible();
  await a11y.accessible();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`The newest mail to ${to} has no link to ${linkPath}.`);
  return href;
}
