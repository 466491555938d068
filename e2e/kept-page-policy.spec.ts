/**
 * A page answered from the page cache carries a Content-Security-Policy that names only the inline scripts and styles
 * it holds (edge/page-csp.ts). In the browser nothing on such a page is refused: the login page a visitor gets from
 * the cache and the dashboard kept for its viewer run every script, and their islands hydrate.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { solveCaptcha } from './support/captcha.ts';
import { signInByPost } from './support/sign-in.ts';

const hashesOf = (policy: string | undefined) => (policy ?? '').match(/'sha256-[^']+'/g) ?? [];

/** Every policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective}: ${event.blockedURI || 'inline'}`));
  });
}

const violationsOn = (page: Page) => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);

/** Opens a page once rendered, waits until the cache answers it with its narrowed policy, and opens it from there. */
async function openFromTheCache(page: Page, path: string): Promise<{ rendered: string[]; kept: string[] }> {
  const rendered = hashesOf((await page.goto(path))?.headers()['content-security-policy']);
  let kept: string[] = [];
  await expect
    .poll(async () => {
      kept = hashesOf((await page.request.get(path)).headers()['content-security-policy']);
      return kept.length;
    }, `${path} answered from the cache`)
    .toBeLessThan(rendered.length);
  const answer = await page.goto(path);
  expect(hashesOf(answer?.headers()['content-security-policy'])).toEqual(kept);
  return { rendered, kept };
}

test('a visitor’s login page from the cache runs its scripts and signs in', async ({ page, a11y }) => {
  await watchViolations(page);
  const { rendered, kept } = await openFromTheCache(page, '/login');
  expect(kept.length).toBeGreaterThan(0);
  for (const hash of kept) expect(rendered).toContain(hash);
  await a11y.accessible();

  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email address').fill('talent.good@demo.example');
  await form.getByLabel('Password').fill('Demo#2026pass');
  // The captcha widget loads as the form is first used, and solves its proof of work in a worker of our origin.
  await solveCaptcha(form);
  await expect(form.getByRole('button', { name: 'Log in' })).toBeEnabled();
  expect(await violationsOn(page)).toEqual([]);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await a11y.accessible();
});

test('a dashboard kept for its viewer hydrates its islands with nothing refused', async ({ page, a11y }) => {
  await watchViolations(page);
  await signInByPost(page, 'talent.good@demo.example', 'Demo#2026pass', '/user/dashboard');
  const { rendered, kept } = await openFromTheCache(page, '/user/dashboard');
  for (const hash of kept) expect(rendered).toContain(hash);
  await expect(page.locator('astro-island[client="load"]').first()).toBeAttached();
  await expect(page.locator('astro-island[client="load"][ssr]')).toHaveCount(0);
  expect(await violationsOn(page)).toEqual([]);
  await a11y.accessible();
});
