/**
 * The top navigation for each kind of viewer: the demo accounts (docs/demo-accounts.md), and a new
 * client contact without a company, sign in and find their links, avatar name and user menu, and the guards of the
 * route table on a sample of routes from every section (logged-out, talent, client): allowed pages open, the
 * others send the viewer home.
 */
import type { Page } from '@playwright/test';
import { displayName } from '#domain/format.ts';
import { expect, test, type Accessibility } from './support/fixtures.ts';
import { submitLogin } from './support/sign-in.ts';
import { freshAccount, freshPassword } from './shell-support.ts';
import { islandsReady } from './support/islands.ts';

const demoPassword = 'Demo#2026pass';

interface Viewer {
  who: string;
  /** A demo account, or 'new client': a contact signed up for this test, without a company. */
  email: string;
  home: string;
  links: (string | RegExp)[];
  menu: string[];
  calendar: boolean;
  /** Routes the viewer may open, from every section of the route table. */
  opens: string[];
  /** Routes that send the viewer home. */
  sentHome: string[];
}

const myJobs = /^My Jobs/;

const viewers: Viewer[] = [
  {
    who: 'a talent',
    email: 'talent.good@demo.example',
    home: '/user/dashboard',
    links: ['Job Center', myJobs, 'My Tasks', 'Profiles', 'Main site'],
    menu: ['Account Settings', 'Documents', 'Profile Builder', 'Payments', 'Logout'],
    calendar: true,
    opens: ['/termsAndConditions', '/jobcenter/6', '/profile/about-me', '/notificationviewall'],
    sentHome: ['/client-dashboard', '/client-profile-job/create-new-job', '/clientCompany'],
  },
  {
    who: 'an agency member',
    email: 'agency.member@demo.example',
    home: '/user/dashboard',
    links: ['Job Center', myJobs, 'Tasks', 'My Profile', 'Main site'],
    menu: ['Account Settings', 'Documents', 'Payments', 'Logout'],
    calendar: true,
    opens: ['/smsTermsAndConditions', '/settings/company-informations', '/all-payments'],
    sentHome: ['/client-profile/company-profile', '/talents'],
  },
  {
    who: 'a company administrator',
    email: 'client.admin@demo.example',
    home: '/client-dashboard',
    links: ['Jobs', myJobs, 'Post a Job', 'My Talent', 'Main site'],
    menu: [
      'Account Settings', 'Documents', 'Company Profile', 'Company Contacts', 'Company Locations', 'Billing Information',
      'Legal Documents', 'Notification Settings', 'Logout',
    ],
    calendar: false,
    opens: ['/welcome', '/paytrace', '/client-profile/billing-info', '/documents/1'],
    sentHome: ['/jobcenter/6', '/calendar-view', '/companyRequest'],
  },
  {
    who: 'a standard user',
    email: 'client.standard@demo.example',
    home: '/client-dashboard',
    links: ['Jobs', myJobs, 'Post a Job', 'My Talent', 'Main site'],
    menu: ['Account Settings', 'Logout'],
    calendar: false,
    opens: ['/talents', '/client-job/jobstatussection/1'],
    sentHome: ['/paytrace', '/client-profile/company-profile', '/user/dashboard'],
  },
  {
    who: 'a contact without a company',
    email: 'new client',
    home: '/clientCompany',
    links: ['Your company', 'Main site'],
    menu: ['Logout'],
    calendar: false,
    opens: ['/companyRequest'],
    sentHome: ['/client-dashboard', '/user/dashboard', '/notificationviewall', '/termsAndConditions'],
  },
];

async function signIn(page: Page, a11y: Accessibility, email: string, password = demoPassword): Promise<void> {
  await page.goto('/login');
  await a11y.accessible();
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await islandsReady(page);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

for (const viewer of viewers) {
  test(`${viewer.who} finds their navigation, user menu and guards`, async ({ page, a11y, request }) => {
    if (viewer.email === 'new client') await signIn(page, a11y, await freshAccount(request, 'client', 'Lena'), freshPassword);
    else await signIn(page, a11y, viewer.email);
    await expect(page).toHaveURL(new RegExp(`${viewer.home}$`));
    await a11y.accessible();

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /home$/ })).toHaveAttribute('href', viewer.home);
    await expect(banner.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(viewer.links);
    await expect(banner.getByRole('link', { name: 'Calendar: today' })).toHaveCount(viewer.calendar ? 1 : 0);
    if (viewer.calendar) await expect(banner.getByRole('link', { name: 'Calendar: today' })).toHaveAttribute('href', '/calendar-view?view=day');
    await expect(banner.getByRole('button', { name: /^Notifications/ })).toBeVisible();

    const me = await page.evaluate(async () => (await fetch('/api/User/Session')).json() as Promise<{ nickname: string | null; firstName: string }>);
    const menuButton = banner.getByRole('button', { name: /account menu$/ });
    await expect(menuButton).toHaveText(new RegExp(`${displayName(me.nickname, me.firstName)}\\s*account menu$`));
    await menuButton.click();
    const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
    await expect(menu.getByRole('link')).toHaveText(viewer.menu);
    await expect(menu.getByRole('link').first()).toBeFocused();
    await a11y.accessible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    for (const path of viewer.opens) {
      await page.goto(path);
      expect(pathOf(page), `${viewer.who} may open ${path}`).toBe(path.split('?')[0]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await a11y.accessible();
    }
    for (const path of viewer.sentHome) {
      await page.goto(path);
      expect(pathOf(page), `${viewer.who} is sent home from ${path}`).toBe(viewer.home);
      await a11y.accessible();
    }
  });
}

test('My Tasks opens the calendar, and its list view once there; My Jobs asks before opening the classic view', async ({ page, a11y }) => {
  await signIn(page, a11y, 'talent.better@demo.example');
  await a11y.accessible();
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Tasks' })).toHaveAttribute('href', '/calendar-view');
  await nav.getByRole('link', { name: 'My Tasks' }).click();
  await expect(page).toHaveURL(/\/calendar-view$/);
  await islandsReady(page);
  await a11y.accessible();
  await expect(nav.getByRole('link', { name: 'My Tasks' })).toHaveAttribute('href', '/calendar-view?view=list');

  await nav.getByRole('link', { name: myJobs }).click();
  const confirm = page.getByRole('dialog', { name: 'Switch to the classic view?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Close' })).toBeFocused();
  await a11y.accessible();
  await confirm.getByRole('button', { name: 'Stay here' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/calendar-view$/);

  await nav.getByRole('link', { name: myJobs }).click();
  const opened = page.context().waitForEvent('page');
  await confirm.getByRole('button', { name: 'Open the classic view' }).click();
  const classic = await opened;
  expect(classic.url()).toMatch(/\/jobcenter\/4$/);
  await classic.close();
});

test('on a narrow screen the hamburger menu opens a drawer with the same links, by keyboard', async ({ page, a11y }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, a11y, 'agency.member@demo.example');
  await a11y.accessible();
  await islandsReady(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const hamburger = banner.getByRole('button', { name: 'Menu' });
  await hamburger.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(drawer.getByRole('navigation', { name: 'Site links' }).getByRole('link')).toHaveText(['Job Center', myJobs, 'Tasks', 'My Profile', 'Main site']);
  await expect(drawer.getByRole('navigation', { name: 'Your account' }).getByRole('link')).toHaveText(['Account Settings', 'Documents', 'Payments', 'Logout']);
  await a11y.accessible();
  await page.keyboard.press('Tab');
  await expect(drawer.getByRole('link', { name: 'Job Center' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(hamburger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/company-informations$/);
  await a11y.accessible();
});
