/**
 * npm run screenshots -- scripts/screenshots/profiles.spec.ts: the talent profile as its three viewers see it (the
 * public page, a client's candidate view on a job, the owner's own profile) and both dashboards, at 360 and 1280 px,
 * full length, into docs/screenshots/<SCREENSHOTS_SET>/ ("after" unless the variable says otherwise), so a change of
 * these pages is shown before and after, taken the same way.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { submitLogin } from '../../e2e/support/sign-in.ts';

const set = process.env.SCREENSHOTS_SET ?? 'after';
const out = path.join(import.meta.dirname, '..', '..', 'docs', 'screenshots', set);
const demoPassword = 'Demo#2026pass';
const widths = [360, 1280] as const;

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
  await page.evaluate(() => document.fonts.ready);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
  }
}

/** The candidate view of Sofia Martinez on a job she proposed to, reached as a client does: job, proposal, name. */
async function openCandidate(page: Page): Promise<void> {
  await page.goto('/client-job/jobstatussection/1');
  await page.getByRole('link', { name: /- Leading Through Change: Manager Workshop Series$/ }).click();
  await page.getByRole('navigation', { name: 'Proposals' }).getByRole('link', { name: /^Interview \(/ }).click();
  await page.getByRole('region', { name: 'Proposals' }).getByRole('link', { name: 'Sofia Martinez', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: 'Sofia Martinez' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/candidate\?/);
}

test('screenshots of the talent profile and the dashboards', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: widths[1], height: 900 });

  await signIn(page, 'talent.good@demo.example');
  await page.goto('/profile');
  await shoot(page, 'owner-profile');
  await page.goto('/user/dashboard');
  await shoot(page, 'talent-dashboard');

  await page.context().clearCookies();
  await signIn(page, 'talent.best@demo.example');
  await page.goto('/profile');
  const publicHref = await page.getByRole('link', { name: 'Open your public page' }).or(page.getByRole('link', { name: 'Public page' })).first().getAttribute('href');
  if (!publicHref) throw new Error('The profile links to no public page.');

  const visitor = await browser.newPage({ viewport: { width: widths[1], height: 900 } });
  await visitor.goto(publicHref);
  await shoot(visitor, 'public-talent-page');
  await visitor.close();

  await page.context().clearCookies();
  await signIn(page, 'client.admin@demo.example');
  await page.goto('/client-dashboard');
  await shoot(page, 'client-dashboard');
  await openCandidate(page);
  await shoot(page, 'candidate-view');
});
