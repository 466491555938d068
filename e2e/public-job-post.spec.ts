/**
 * The public job post: found through the sitemap, plain HTML whose only executable
 * script is the login dialog's starter, JobPosting data and social tags in the head, the login dialog for visitors,
 * Job Not Found for an altered link, and robots.txt naming the sitemap.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

async function firstJobPost(request: APIRequestContext): Promise<URL> {
  const index = await request.get('/sitemap.xml');
  expect(index.ok()).toBe(true);
  expect(index.headers()['content-type']).toContain('application/xml');
  expect(index.headers()['cache-control']).toBe('public, no-cache');
  const jobsPart = locs(await index.text()).find((loc) => /\/sitemap-jobs-1\.xml$/.test(loc));
  expect(jobsPart).toBeTruthy();
  const part = await request.get(new URL(jobsPart ?? '').pathname);
  expect(part.headers()['content-type']).toContain('xml');
  const jobs = locs(await part.text());
  expect(jobs.length).toBeGreaterThan(10);
  return new URL(jobs[0] ?? '');
}

const scriptTags = (html: string) => [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? '');

test('a job post from the sitemap is plain HTML with JobPosting data, social tags and the login prompt', async ({ page, request, a11y }) => {
  const url = await firstJobPost(request);
  expect(url.pathname).toMatch(/^\/view-job-details\/\d+\/[\w-]{22,}$/);

  const raw = await request.get(url.pathname);
  expect(raw.status()).toBe(200);
  expect(raw.headers()['cache-control']).toBe('public, no-cache');
  const html = await raw.text();
  const scripts = scriptTags(html);
  expect(scripts).toHaveLength(2);
  expect(scripts[0]).toMatch(/type="application\/ld\+json"/);
  expect(scripts[1]).toMatch(/src="\/_astro\/LoginPrompt\.[^"]+\.js"/);

  await page.goto(url.pathname);
  await a11y.accessible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url.toString());
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url.toString());
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
  const card = await request.get(image.pathname + image.search);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');

  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
  expect(ld['@type']).toBe('JobPosting');
  expect(ld.title).toBe(title);
  expect(ld.description).toEqual(expect.any(String));
  expect(ld.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(ld.hiringOrganization).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
  expect(ld.employmentType).toBe('CONTRACTOR');
  expect(ld.directApply).toBe(false);
  expect(ld.identifier).toMatchObject({ '@type': 'PropertyValue', value: url.pathname.split('/')[2] });
  if (ld.jobLocationType) expect(ld.jobLocationType).toBe('TELECOMMUTE');
  else expect(ld.jobLocation).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress' } });

  await expect(page.getByRole('heading', { level: 2, name: 'Job details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'TTA Team and Company Contacts' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Contact' }).click();
  const prompt = page.getByRole('dialog', { name: 'Please login for full access' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('form', { name: 'Please login for full access' }).getByLabel('Email address')).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  await a11y.accessible();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
});

test('a visitor on the shared post without a valid c is asked to log in from the top bar; a forged c changes nothing', async ({ page, request, a11y }) => {
  const canonical = await firstJobPost(request);
  const [, , jobId, hash] = canonical.pathname.split('/');
  const shared = `/client-job/jobpost/${jobId}?hash=${hash}`;

  await page.goto(shared);
  await a11y.accessible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link')).toHaveCount(0);
  await banner.getByRole('button', { name: 'Sign up' }).click();
  const prompt = page.getByRole('dialog', { name: 'Please login for full access' });
  await expect(prompt).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/client-job/jobpost/${jobId}\\?hash=`));
  await a11y.accessible();
  await prompt.getByRole('button', { name: 'Close' }).click();
  await expect(prompt).toBeHidden();

  await page.goto(`${shared}&c=forged.value`);
  await a11y.accessible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('an altered link shows Job Not Found with status 404, and robots.txt names the sitemap', async ({ page, request, a11y }) => {
  const canonical = await firstJobPost(request);
  const altered = canonical.pathname.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
  const res = await page.goto(altered);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible();
  await a11y.accessible();

  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(robots.headers()['cache-control']).toBe('public, no-cache');
  const text = await robots.text();
  expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', canonical).toString()}`);
  expect(text).toContain('Disallow: /jobcenter');
});
