/**
 * The smaller walls of a first run: the visitor's bar on a phone, the profile's tabs and skill chips on a wide
 * screen and its tabs on a phone, the interface constants (tooltip delay, dropdown height, clamped lines, the role
 * copy dialog's breakpoint), a login form that does not move when its captcha loads, counters under limited text
 * areas, the time-zone filter, and a video form that says what it requires.
 */
import { expect, test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';
import { islandsReady } from './support/islands.ts';
import { interfaceConstants, limits } from '#domain/constants.ts';
import { portfolioTexts } from '#domain/portfolio.ts';

test('on a phone the visitor bar keeps one row and its Menu opens the site links', async ({ page, a11y }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ['/', '/talent/3']) {
    await page.goto(path);
    await a11y.accessible();
    const bar = page.locator('.site-header .bar');
    const login = bar.getByRole('link', { name: 'Log in' });
    const menu = bar.getByText('Menu', { exact: true });
    // One row: Log in, Sign up and Menu sit on the logo's line.
    const [logoBox, loginBox, menuBox] = await Promise.all([bar.locator('.brand').boundingBox(), login.boundingBox(), menu.boundingBox()]);
    expect(Math.abs((loginBox?.y ?? 0) + (loginBox?.height ?? 0) / 2 - ((logoBox?.y ?? 0) + (logoBox?.height ?? 0) / 2))).toBeLessThan(8);
    expect(Math.abs((menuBox?.y ?? 0) - (loginBox?.y ?? 0))).toBeLessThan(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(bar.getByRole('link', { name: 'Main site', exact: true })).toBeHidden();
    await menu.click();
    await expect(bar.getByRole('link', { name: 'Main site', exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: /Help centre/ })).toBeVisible();
    await a11y.accessible();
  }
});

test('the login form does not move when its captcha loads: the link under it stays where it was pressed', async ({ page, a11y }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    await a11y.accessible();
    const forgot = page.getByRole('link', { name: 'Forgot password?' });
    const before = await forgot.boundingBox();
    // The widget loads when the person turns to the form.
    await page.getByLabel('Email address').focus();
    await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
    expect((await forgot.boundingBox())?.y).toBe(before?.y);
  }
});

test('on a wide screen every profile tab is in sight, skills are readable chips, and the trust badge explains itself after the tooltip delay', async ({ page, a11y }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAt(page, '/profile', 'talent.best@demo.example');
  await a11y.accessible();
  const tabs = page.getByRole('navigation', { name: 'Your profile' }).getByRole('link');
  const box = await page.getByRole('navigation', { name: 'Your profile' }).boundingBox();
  for (const tab of await tabs.all()) {
    const tabBox = await tab.boundingBox();
    expect((tabBox?.x ?? 0) + (tabBox?.width ?? 0), await tab.innerText()).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0) + 1);
  }
  const chip = page.locator('li.chip').first();
  expect(await chip.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(14);
  expect(await chip.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(27, 31, 42)');

  await page.goto('/talent/3');
  await a11y.accessible();
  const tooltip = page.locator('[role="tooltip"]');
  expect(await tooltip.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
  await page.locator('.tooltip-host').hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Earned');
  expect(await tooltip.evaluate((el) => getComputedStyle(el).transitionDelay)).toContain(`${interfaceConstants.tooltipDelayMs / 1000}s`);
  expect(await page.locator('p.clamp').first().evaluate((el) => getComputedStyle(el).lineHeight)).toBe(`${interfaceConstants.textClampLineHeightPx}px`);
});

test('on a phone the profile’s row of tabs opens scrolled to the open page’s tab, and the page itself stays at its top', async ({ page, a11y }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAt(page, '/profile/resume', 'talent.best@demo.example');
  await a11y.accessible();
  const nav = page.getByRole('navigation', { name: 'Your profile' });
  const [navBox, tabBox] = await Promise.all([nav.boundingBox(), nav.getByRole('link', { name: 'Resume' }).boundingBox()]);
  expect(tabBox?.x ?? -1).toBeGreaterThanOrEqual(navBox?.x ?? 0);
  expect((tabBox?.x ?? 0) + (tabBox?.width ?? 0)).toBeLessThanOrEqual((navBox?.x ?? 0) + (navBox?.width ?? 0) + 1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('skill search results stay within the dropdown height, and the role copy dialog is a sheet on a phone and a modal from 760 px', async ({ page, a11y }) => {
  await signInAt(page, '/profile/roles', 'talent.best@demo.example');
  await a11y.accessible();
  await page.getByRole('link', { name: /^Edit / }).first().click();
  await islandsReady(page);
  await a11y.accessible();
  await page.getByLabel('Search skills').fill('a');
  const results = page.getByRole('list', { name: 'Matching skills' });
  expect(await results.evaluate((el) => getComputedStyle(el).maxHeight)).toBe(`${interfaceConstants.dropdownMaxHeightPx}px`);
  expect((await results.boundingBox())?.height).toBeLessThanOrEqual(interfaceConstants.dropdownMaxHeightPx);

  for (const [width, sheet] of [
    [interfaceConstants.roleCopyBreakpointPx - 1, true],
    [interfaceConstants.roleCopyBreakpointPx, false],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole('button', { name: 'Add Skills from Other Roles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Skills from Other Roles' });
    await expect(dialog).toBeVisible();
    const dialogBox = await dialog.boundingBox();
    expect((dialogBox?.width ?? 0) >= width - 1, `full width at ${width}`).toBe(sheet);
    await a11y.accessible();
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
});

test('limited text areas count their characters, the time-zone filter lists few labelled zones, and the video form says what it requires', async ({ page, a11y }) => {
  await signInAt(page, '/job/submit-proposal/14', 'talent.good@demo.example');
  await a11y.accessible();
  const comment = page.getByLabel('Rate comment (optional)');
  await comment.fill('Travel included');
  await expect(page.locator(`#${await comment.getAttribute('id')}-counter`)).toHaveText(`15/${limits.rateCommentMax} characters`);

  await page.goto('/jobcenter/6');
  await a11y.accessible();
  const zones = page.getByLabel('Time zone').locator('option');
  const count = await zones.count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThan(40);
  await expect(zones.nth(1)).toHaveText(/^\(UTC[−+]\d{2}:\d{2}\) /);

  await page.goto('/profile/portfolio/edit?type=video');
  await a11y.accessible();
  await expect(page.getByRole('form', { name: 'Add a video' })).toContainText(portfolioTexts.allRequired);
  const description = page.getByRole('textbox', { name: /^Description/ });
  await description.fill('Two minutes');
  await expect(page.locator('#field-description-counter')).toHaveText(`11/${limits.portfolioDescriptionMax} characters`);
});
