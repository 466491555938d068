/**
 * The public talent page: found through the sitemap, plain HTML without executable
 * script, ProfilePage data, social tags with a preview card that answers, public data only; an Incomplete profile
 * is not indexed.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
const scriptTags = (html: string) => [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? '');

async function talentPages(request: APIRequestContext): Promise<URL[]> {
  const part = await request.get('/sitemap-talent-1.xml');
  expect(part.ok()).toBe(true);
  const xml = await part.text();
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  return locs(xml).map((loc) => new URL(loc));
}

async function pageOf(request: APIRequestContext, pages: URL[], name: string): Promise<URL> {
  for (const url of pages) {
    const html = await (await request.get(url.pathname)).text();
    if (html.includes(`<h1>${name}</h1>`) || html.includes(`>${name}</h1>`)) return url;
  }
  throw new Error(`${name} is not in the talent sitemap.`);
}

test('a talent page from the sitemap is plain HTML with ProfilePage data, a preview card and public data only', async ({ page, request, a11y }) => {
  test.setTimeout(120_000);
  const pages = await talentPages(request);
  const url = await pageOf(request, pages, 'Sofia Martinez');
  expect(url.pathname).toMatch(/^\/talent\/\d+$/);

  const raw = await request.get(url.pathname);
  expect(raw.status()).toBe(200);
  expect(raw.headers()['cache-control']).toBe('public, no-cache');
  const html = await raw.text();
  const scripts = scriptTags(html);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/type="application\/ld\+json"/);
  expect(html).not.toContain('name="robots"');
  // A private testimonial and the private sections never reach a visitor.
  expect(html).not.toContain('Thorough and precise');
  for (const hidden of ['Your Notes', 'Supporting Documents', 'Project Experiences']) expect(html).not.toContain(hidden);

  await page.goto(url.pathname);
  await a11y.accessible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sofia Martinez' })).toBeVisible();
  await expect(page).toHaveTitle(/^Sofia Martinez \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url.toString());
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url.toString());
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Sofia Martinez');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
  const card = await request.get(image.pathname + image.search);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');

  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: url.toString(),
    mainEntity: { '@type': 'Person', name: 'Sofia Martinez', givenName: 'Sofia', familyName: 'Martinez' },
  });

  for (const section of ['Roles & Skills', 'Languages', 'Testimonials', 'Reviews']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText('The best facilitator our supervisors have had.')).toBeVisible();

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/talent-page-${width}.png`, fullPage: true });
  }
});

test('an Incomplete profile is not indexed and is left out of the sitemap; an unknown one is Talent Not Found', async ({ page, request, a11y }) => {
  test.setTimeout(120_000);
  const listed = new Set((await talentPages(request)).map((u) => u.pathname));
  let incomplete: string | null = null;
  for (let id = 1; id <= 120 && !incomplete; id++) {
    const res = await request.get(`/talent/${id}`);
    if (res.status() === 200 && (await res.text()).includes('<meta name="robots" content="noindex">')) incomplete = `/talent/${id}`;
  }
  expect(incomplete).not.toBeNull();
  expect(listed.has(incomplete ?? '')).toBe(false);
  await page.goto(incomplete ?? '');
  await a11y.accessible();

  const missing = await page.goto('/talent/987654');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Talent Not Found' })).toBeVisible();
  await a11y.accessible();
});
