/**
 * A talent chooses who can see the profile: hidden, the public page answers Talent Not Found to visitors and leaves
 * the sitemap while the talent still opens it; only signed-in clients, a client opens it and a visitor does not;
 * public again, everyone does.
 */
import { expect, test } from './support/fixtures.ts';
import { demoPassword, expectAccessible, signInAt } from './account-helpers.ts';
import { submitLogin } from './support/sign-in.ts';
import { visibilityTexts } from '#domain/profile-visibility.ts';
import { reviewTexts } from '#domain/reviews.ts';

const inSitemap = async (request: import('@playwright/test').APIRequestContext, path: string) =>
  (await (await request.get('/sitemap-talent-1.xml')).text()).includes(`${path}</loc>`);

test('the visibility setting hides the public page from visitors and the sitemap, or shows it to signed-in clients only', async ({ page, a11y, browser, request }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/profile', 'talent.pool03@demo.example');
  await a11y.accessible();
  const publicPath = (await page.getByRole('link', { name: 'Open your public page' }).getAttribute('href')) ?? '';
  expect(publicPath).toMatch(/^\/talent\/\d+$/);
  const form = page.getByRole('form', { name: 'Who can see your profile' });
  await expect(form.getByRole('radio', { name: /^Public/ })).toBeChecked();

  await form.getByRole('radio', { name: /^Hidden/ }).check();
  await form.getByRole('button', { name: 'Save who can see it' }).click();
  await expect(page.getByRole('status').filter({ hasText: visibilityTexts.saved })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Who can see your profile' }).getByRole('radio', { name: /^Hidden/ })).toBeChecked();
  await a11y.accessible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const hidden = await visitorPage.goto(publicPath);
  expect(hidden?.status()).toBe(404);
  await expect(visitorPage.getByRole('heading', { level: 1, name: reviewTexts.talentNotFound })).toBeVisible();
  await expectAccessible(visitorPage);
  expect(await inSitemap(request, publicPath)).toBe(false);

  // The talent still opens the page, told who sees it.
  await page.goto(publicPath);
  await expect(page.getByRole('status')).toContainText('Hidden');
  await a11y.accessible();

  await page.goto('/profile');
  await page.getByRole('form', { name: 'Who can see your profile' }).getByRole('radio', { name: /^Only signed-in clients/ }).check();
  await page.getByRole('button', { name: 'Save who can see it' }).click();
  await expect(page.getByRole('status').filter({ hasText: visibilityTexts.saved })).toBeVisible();
  await a11y.accessible();
  expect((await visitorPage.goto(publicPath))?.status()).toBe(404);
  expect(await inSitemap(request, publicPath)).toBe(false);
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await clientPage.goto(`/login?nextPage=${encodeURIComponent(publicPath)}`);
  await expectAccessible(clientPage);
  await submitLogin(clientPage, 'client.admin@demo.example', demoPassword);
  await expect(clientPage).toHaveURL(new RegExp(`${publicPath}$`));
  await expect(clientPage.getByRole('heading', { level: 1 })).not.toHaveText(reviewTexts.talentNotFound);
  await expectAccessible(clientPage);
  await clientContext.close();

  await page.goto('/profile');
  await page.getByRole('form', { name: 'Who can see your profile' }).getByRole('radio', { name: /^Public/ }).check();
  await page.getByRole('button', { name: 'Save who can see it' }).click();
  await expect(page.getByRole('status').filter({ hasText: visibilityTexts.saved })).toBeVisible();
  await a11y.accessible();
  expect((await visitorPage.goto(publicPath))?.status()).toBe(200);
  await expectAccessible(visitorPage);
  await visitor.close();
});
