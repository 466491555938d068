/**
 * Notifications, feedback and the crash boundary of the shell. A fresh talent (signed up
 * and activated through the API) watches the bell while a second browser context changes the account's e-mail
 * address, which notifies the account: the count changes live, the popup and /notificationviewall show it, opening
 * a notification (by keyboard or click) goes to its page and marks it read, and read, delete and clear all work.
 * Without script the list still opens (a plain link that marks read on the server), marks read and deletes (plain forms).
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { submitLogin } from './support/sign-in.ts';
import { confirmLink, freshAccount, freshPassword as password, solvedCaptcha, uniqueEmail } from './shell-support.ts';
import { islandsReady } from './support/islands.ts';

/** The second browser context: signed in through the API with its own cookies, changing the account's e-mail. */
async function changeEmailFrom(context: BrowserContext, origin: string, request: APIRequestContext, newEmail: string): Promise<void> {
  const res = await context.request.post('/api/User/ChangeEmail', { headers: { origin }, data: { newEmail, password } });
  expect(res.status()).toBe(200);
  await confirmLink(request, newEmail);
}

test('the bell counts a notification live, and the list reads, deletes and clears them', async ({ page, a11y, browser, request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const email = await freshAccount(request, 'talent', 'Bella');

  await page.goto('/login');
  await a11y.accessible();
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/welcome$/);
  await islandsReady(page);
  await a11y.accessible();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  const popup = page.locator(`[id="${await bell.getAttribute('aria-controls')}"]`);
  await expect(popup.getByText('No New Notifications')).toBeVisible();
  await expect(popup.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/notificationviewall');
  await a11y.accessible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(bell).toBeFocused();

  const second = await browser.newContext({ baseURL: origin });
  const login = await second.request.post('/api/User/login', {
    headers: { origin },
    data: { email, password, rememberMe: false, captcha: await solvedCaptcha(second.request) },
  });
  expect(login.status()).toBe(200);
  const firstChange = uniqueEmail('moved');
  await changeEmailFrom(second, origin, request, firstChange);

  await expect(bell).toHaveAccessibleName('Notifications 1 unread');
  await bell.click();
  await expect(popup.getByRole('listitem')).toHaveCount(1);
  await expect(popup.getByRole('listitem')).toContainText('Your email address was changed');
  await expect(popup.getByRole('listitem')).toContainText('just now');
  await a11y.accessible();
  // Opening a notification, here from the keyboard, goes to the page it is about and marks it read.
  const notice = popup.getByRole('link', { name: 'Your email address was changed' });
  await expect(notice).toHaveAttribute('href', /^\/notificationviewall\/\d+$/);
  await notice.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/my-information$/);
  await islandsReady(page);
  await a11y.accessible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  const popupHere = page.locator(`[id="${await bell.getAttribute('aria-controls')}"]`);
  await expect(popupHere.getByText('No New Notifications')).toBeVisible();
  await popupHere.getByRole('link', { name: 'View All' }).click();

  await expect(page).toHaveURL(/\/notificationviewall$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await islandsReady(page);
  const list = page.getByRole('main');
  await expect(list.getByRole('status')).toHaveText('1 notification, 0 unread.');
  await expect(list.getByRole('article')).toContainText(firstChange);
  await expect(list.getByRole('article').getByRole('link', { name: 'Your email address was changed' })).toHaveAttribute('href', /^\/notificationviewall\/\d+$/);
  await a11y.accessible();

  // Deleted meanwhile elsewhere (a read one: the unread count does not change, so this list does not reload).
  const deletedElsewhere = await page.evaluate(async () => {
    const answer = (await (await fetch('/api/Notification/Get?notificationType=T')).json()) as { notifications: { notificationId: number }[] };
    const id = answer.notifications[0]?.notificationId;
    return (await fetch(`/api/Notification/DeleteNotification?notificationId=${id}`, { method: 'PUT' })).status;
  });
  expect(deletedElsewhere).toBe(200);
  await list.getByRole('button', { name: /^Delete/ }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'That did not work. Please try again.' });
  await expect(toast).toBeVisible();
  await expect(list.getByRole('status')).toHaveText('You have no notifications.');
  await a11y.accessible();
  await expect(toast).toBeHidden();

  await changeEmailFrom(second, origin, request, uniqueEmail('again'));
  await expect(list.getByRole('status')).toHaveText('1 notification, 1 unread.');
  await changeEmailFrom(second, origin, request, uniqueEmail('once-more'));
  await expect(list.getByRole('status')).toHaveText('2 notifications, 2 unread.');
  await expect(bell).toHaveAccessibleName('Notifications 2 unread');
  await list.getByRole('button', { name: /^Mark as read/ }).first().click();
  await expect(list.getByRole('status')).toHaveText('2 notifications, 1 unread.');
  await expect(bell).toHaveAccessibleName('Notifications 1 unread');
  // A click on the other one opens its page and marks it read too.
  await list.getByRole('article').last().getByRole('link', { name: 'Your email address was changed' }).click();
  await expect(page).toHaveURL(/\/settings\/my-information$/);
  await islandsReady(page);
  await a11y.accessible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.goto('/notificationviewall');
  await islandsReady(page);
  await a11y.accessible();
  await expect(list.getByRole('status')).toHaveText('2 notifications, 0 unread.');
  await list.getByRole('button', { name: /^Delete/ }).last().click();
  await expect(list.getByRole('status')).toHaveText('1 notification, 0 unread.');
  await list.getByRole('button', { name: 'Clear all' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear all notifications?' });
  await expect(confirm).toBeVisible();
  await a11y.accessible();
  await confirm.getByRole('button', { name: 'Clear all' }).click();
  await expect(list.getByRole('status')).toHaveText('You have no notifications.');
  await expect(bell).toHaveAccessibleName('Notifications');
  await a11y.accessible();
  await second.close();
});

test('without script, the list opens a notification by a plain link that marks it read, and marks read and deletes by plain forms', async ({ browser, request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const email = await freshAccount(request, 'talent', 'Nora');
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
  const login = await context.request.post('/api/User/login', {
    headers: { origin },
    data: { email, password, rememberMe: false, captcha: await solvedCaptcha(context.request) },
  });
  expect(login.status()).toBe(200);
  await changeEmailFrom(context, origin, request, uniqueEmail('plain'));
  await changeEmailFrom(context, origin, request, uniqueEmail('plain-again'));

  const page = await context.newPage();
  await page.goto('/notificationviewall');
  const list = page.getByRole('main');
  await expect(list.getByRole('status')).toHaveText('2 notifications, 2 unread.');
  const open = list.getByRole('article').first().getByRole('link', { name: 'Your email address was changed' });
  await expect(open).toHaveAttribute('href', /^\/notificationviewall\/\d+$/);
  await open.click();
  await expect(page).toHaveURL(/\/settings\/my-information$/);
  await page.goto('/notificationviewall');
  await expect(list.getByRole('status')).toHaveText('2 notifications, 1 unread.');
  await list.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(page).toHaveURL(/\/notificationviewall$/);
  await expect(list.getByRole('status')).toHaveText('2 notifications, 0 unread.');
  await list.getByRole('button', { name: /^Delete/ }).first().click();
  await expect(list.getByRole('status')).toHaveText('1 notification, 0 unread.');
  // axe needs script, so it looks at this markup in the test above, where the same page runs with script.
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test('the feedback modal checks its fields, counts characters and confirms', async ({ page, a11y }) => {
  await page.goto('/login');
  await a11y.accessible();
  await submitLogin(page, 'client2.standard@demo.example', 'Demo#2026pass');
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await islandsReady(page);
  await a11y.accessible();

  const open = page.getByRole('contentinfo').getByRole('button', { name: 'Send feedback' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please fill all the fields')).toBeVisible();
  await expect(dialog.getByText('Category is Required')).toBeVisible();
  await expect(dialog.getByText('A description is Required for the feedback you are providing')).toBeVisible();
  await a11y.accessible();

  await dialog.getByLabel('Category').selectOption('Suggestions');
  await dialog.getByLabel('Description').fill('A calendar export would help.');
  await expect(dialog.getByText('29/500')).toBeVisible();
  await expect(dialog.getByLabel('Description')).toHaveAttribute('maxlength', '500');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const received = page.getByRole('dialog', { name: 'Feedback Received' });
  await expect(received).toBeVisible();
  await a11y.accessible();
  await received.getByRole('button', { name: 'Done' }).click();
  await expect(received).toBeHidden();
  await expect(open).toBeFocused();
});

test('an island that fails shows the crash screen in its place and the page lives on', async ({ page, a11y }) => {
  await page.goto('/login');
  await a11y.accessible();
  await submitLogin(page, 'talent.noica@demo.example', 'Demo#2026pass');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await islandsReady(page);
  await a11y.accessible();
  // A malformed answer (a date that is not one) stands in for a server fault the bell cannot render.
  await page.route('**/api/Notification/Get?*', (route) =>
    route.fulfill({
      json: { unreadCount: 1, totalCount: 1, notifications: [{ notificationId: 1, subject: 'Broken', body: '', read: false, notificationDate: 'not a date' }] },
    }),
  );
  await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  const crash = page.getByRole('banner').getByRole('alert');
  await expect(crash.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
  await expect(crash.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:support@localhost');
  await expect(crash.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/user/dashboard');
  await expect(page.getByRole('banner').getByRole('button', { name: /account menu$/ })).toBeVisible();
  await a11y.accessible();
});
