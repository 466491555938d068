/**
 * The shell for visitors: the plain-HTML top bar, its variants on talent profiles, testimonial
 * pages, the footer's legal pages, the not-found page, /lmiiwatta without the shell,
 * the crash page and the no-internet screen.
 */
import { expect, test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';

test('a visitor gets a plain-HTML bar with the main site, the help centre, Log in and Sign up', async ({ page, a11y }) => {
  await page.goto('/');
  await a11y.accessible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
  await expect(banner.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Main site', /^Help centre/, 'Log in', 'Sign up']);
  await expect(banner.getByRole('link', { name: /^Help centre/ })).toHaveAttribute('target', '_blank');
  await expect(page.locator('astro-island')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /account menu|Notifications/ })).toHaveCount(0);
});

test('public talent profiles show Log in and Sign up buttons; Log in comes back to the profile', async ({ page, a11y }) => {
  await page.goto('/talent/3');
  await a11y.accessible();
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Log in' })).toHaveClass(/button/);
  await expect(nav.getByRole('link', { name: 'Sign up' })).toHaveClass(/button/);
  await nav.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?nextPage=%2Ftalent%2F3$/);
  await a11y.accessible();
});

test('the testimonial pages show only the logo, linking to the main site', async ({ page, a11y }) => {
  for (const path of ['/submit-testimonial', '/submit-testimonial-confirm']) {
    await page.goto(path);
    await a11y.accessible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link')).toHaveCount(1);
    await expect(banner.getByRole('link')).toHaveAttribute('href', 'https://www.example.com');
    await expect(banner.getByRole('navigation')).toHaveCount(0);
  }
});

test('the footer leads to the Terms of Use, the Privacy Policy and the SMS Terms', async ({ page, a11y }) => {
  await page.goto('/');
  await a11y.accessible();
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
  for (const [link, heading, url] of [
    ['Terms of Use', 'Terms of Use', /\/termsAndConditions$/],
    ['Privacy Policy', 'Privacy Policy', /\/termsAndConditions\?privacy=True$/],
    ['SMS Terms', 'SMS Terms', /\/smsTermsAndConditions$/],
  ] as const) {
    await legal.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await a11y.accessible();
  }
});

test('unknown paths show the not-found page, also to a signed-in user', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await a11y.accessible();

  await signInAt(page, '/client-payment', 'client.admin@demo.example');
  await a11y.accessible();
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await a11y.accessible();
});

test('/lmiiwatta is shown without the shell', async ({ page, a11y }) => {
  await page.goto('/lmiiwatta');
  await a11y.accessible();
  await expect(page.getByRole('status')).toHaveText('Not signed in.');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('#offline-screen, [data-idle-logout-ms]')).toHaveCount(0);
});

test('the crash page offers contact support and go to home', async ({ page, a11y }) => {
  await page.goto('/500');
  await a11y.accessible();
  const crash = page.getByRole('region', { name: 'Something went wrong!' });
  await expect(crash.getByRole('heading', { level: 1 })).toHaveText('Something went wrong!');
  await expect(crash.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:support@localhost');
  await expect(crash.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
});

test('the no-internet screen covers the page while offline and leaves when back online', async ({ page, context, a11y }) => {
  await page.goto('/sign-up');
  await a11y.accessible();
  const screen = page.getByRole('dialog', { name: 'No Internet Connection!' });
  await expect(screen).toBeHidden();
  await context.setOffline(true);
  await expect(screen).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(screen).toBeVisible();
  await screen.getByRole('button', { name: 'Try Again' }).click();
  await expect(screen.getByRole('status')).toHaveText('Still no connection. Check your network and try again.');
  await a11y.accessible();
  await context.setOffline(false);
  await expect(screen).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
