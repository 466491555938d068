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

/** The sha256 sources of the page's inline scripts and styles, as the browser parsed them (JSON-LD is data, not run). */
const inlineHashesIn = (page: Page) =>
  page.evaluate(async () => {
    const elements = document.querySelectorAll('script:not([src]):not([type="application/ld+json"]), style');
    const digests = await Promise.all(
      [...elements].map(async (element) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(element.textContent ?? '')))),
    );
    return [...new Set(digests.map((digest) => `'sha256-${btoa(String.fromCharCode(...digest))}'`))].sort();
  });

/**
 * Opens the page until the answer comes from the cache: its policy then names exactly the page's own inline scripts
 * and styles, where a rendered answer names every one of the build. Returns those hashes.
 */
async function openFromTheCache(page: Page, path: string): Promise<string[]> {
  let kept: string[] = [];
  await expect(async () => {
    const answer = await page.goto(path);
    kept = hashesOf(answer?.headers()['content-security-policy']).sort();
    expect(kept, `${path} answered from the cache`).toEqual(await inlineHashesIn(page));
  }).toPass({ timeout: 30_000 });
  return kept;
}

test('a visitor’s login page from the cache runs its scripts and signs in', async ({ page, a11y }) => {
  await watchViolations(page);
  expect(await openFromTheCache(page, '/login')).not.toHaveLength(0);
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
  await openFromTheCache(page, '/user/dashboard');
  await expect(page.locator('astro-island[client="load"]').first()).toBeAttached();
  await expect(page.locator('astro-island[client="load"][ssr]')).toHaveCount(0);
  expect(await violationsOn(page)).toEqual([]);
  await a11y.accessible();
});
