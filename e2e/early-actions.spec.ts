/**
 * What is done on an island before its script has loaded is not lost: the island's module is held back, the
 * server-rendered page is used, and the action takes effect once the module arrives and the island hydrates.
 */
import type { Page } from '@playwright/test';
import { accountTexts } from '#domain/account.ts';
import { makePdf } from '#api/seed/demo-files.ts';
import { expect, test } from './support/fixtures.ts';
import { submitLogin } from './support/sign-in.ts';
import { islandsReady } from './support/islands.ts';
import { signInAt } from './account-helpers.ts';
import { freshAccount, freshPassword } from './shell-support.ts';

/** Holds back the module of one island; the returned function checks that the page asked for it and lets it through. */
async function holdIsland(page: Page, component: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(new RegExp(`/_astro/${component}\\.[\\w-]+\\.js$`), async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return () => {
    expect(asked, `the page asked for ${component}'s module`).toBe(true);
    release();
  };
}

async function signIn(page: Page, email: string, a11y: { accessible(): Promise<void> }) {
  await page.goto('/login');
  await a11y.accessible();
  await submitLogin(page, email, 'Demo#2026pass');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await a11y.accessible();
}

test('the account menu clicked before its island hydrates opens once it does', async ({ page, a11y }) => {
  await signIn(page, 'talent.good@demo.example', a11y);
  const release = await holdIsland(page, 'UserMenu');
  await page.reload({ waitUntil: 'domcontentloaded' });

  const menu = page.getByRole('button', { name: /account menu$/ });
  const island = page.locator('astro-island').filter({ has: menu });
  await expect(island).toHaveAttribute('ssr', '');
  await menu.click();
  await menu.click();
  await menu.click();
  await expect(page.getByRole('link', { name: 'Logout' })).toBeHidden();

  release();
  await expect(island).not.toHaveAttribute('ssr');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
  await a11y.accessible();
});

test('a form saved before its island hydrates is saved with what was typed once it does', async ({ page, a11y }) => {
  await signIn(page, 'talent.pool01@demo.example', a11y);
  const release = await holdIsland(page, 'TalentInformationForm');
  await page.goto('/settings/my-information', { waitUntil: 'domcontentloaded' });

  const form = page.getByRole('form', { name: 'Profile details' });
  const island = page.locator('astro-island').filter({ has: form });
  await expect(island).toHaveAttribute('ssr', '');
  // Marks this document: a form sent natively would replace it with a new one.
  await page.evaluate(() => document.documentElement.setAttribute('data-before-save', ''));
  await form.getByLabel('Nickname').fill('Early Bird');
  await form.getByRole('button', { name: 'Save' }).click();

  release();
  await expect(island).not.toHaveAttribute('ssr');
  await expect(form.getByRole('status')).toHaveText(accountTexts.informationSaved);
  await expect(form.getByLabel('Nickname')).toHaveValue('Early Bird');
  await expect(page.locator('html')).toHaveAttribute('data-before-save', '');
  await a11y.accessible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Profile details' }).getByLabel('Nickname')).toHaveValue('Early Bird');
  await expect(page.getByRole('button', { name: /account menu$/ })).toContainText('Early Bird');
});

test('a skill search typed before its island hydrates finds the skills once it does', async ({ page, a11y, request }) => {
  const email = await freshAccount(request, 'talent', 'Early');
  await signInAt(page, '/profile/roles/new', email, freshPassword);
  await a11y.accessible();
  const release = await holdIsland(page, 'RoleEditor');
  await page.getByRole('link', { name: 'Instructional Designer', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/roles\/\d+$/);

  const form = page.getByRole('form', { name: 'Instructional Designer: rate and skills' });
  const island = page.locator('astro-island').filter({ has: form });
  await expect(island).toHaveAttribute('ssr', '');
  // The search's value is React state: without the early-actions script the field keeps "stor" and finds nothing.
  await form.getByLabel('Search skills').fill('stor');

  release();
  await expect(island).not.toHaveAttribute('ssr');
  await expect(form.getByRole('list', { name: 'Matching skills' }).getByRole('button')).toHaveText(['Storyboarding', 'Articulate Storyline']);
  await expect(form.getByLabel('Search skills')).toHaveValue('stor');
  await form.getByLabel('Search skills').press('End');
  await form.getByLabel('Search skills').press('y');
  await expect(form.getByRole('list', { name: 'Matching skills' }).getByRole('button')).toHaveText(['Storyboarding', 'Articulate Storyline']);
  await a11y.accessible();
});

test('a file chosen and uploaded before its island hydrates is uploaded once it does', async ({ page, a11y }) => {
  await signIn(page, 'talent.pool02@demo.example', a11y);
  const release = await holdIsland(page, 'TrustBadgeSection');
  await page.goto('/profile/certifications', { waitUntil: 'domcontentloaded' });

  const form = page.getByRole('form', { name: 'Certification documents' });
  const island = page.locator('astro-island').filter({ has: form });
  await expect(island).toHaveAttribute('ssr', '');
  await expect(form.getByRole('listitem')).toHaveCount(1);
  await expect(form.getByRole('listitem')).not.toContainText('early-certificate.pdf');
  // The chosen file is React state: without the early-actions script the upload would ask for a file.
  await form.getByLabel('Certification document').setInputFiles({ name: 'early-certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf('Certificate', ['Early'])) });
  await form.getByRole('button', { name: 'Upload document' }).click();

  release();
  await expect(island).not.toHaveAttribute('ssr');
  await expect(form.getByRole('listitem')).toHaveText([/: early-certificate\.pdf$/]);
  await a11y.accessible();
});

test('a box ticked before its island hydrates stays ticked once it does, through the next change and the save', async ({ page, a11y, request }) => {
  const email = await freshAccount(request, 'talent', 'Early');
  await signInAt(page, '/profile/roles/new', email, freshPassword);
  await a11y.accessible();
  await page.getByRole('link', { name: 'Trainer', exact: true }).click();
  await islandsReady(page);
  const added = page.getByRole('form', { name: 'Trainer: rate and skills' });
  await added.getByLabel('Start year').selectOption('2015');
  await added.getByLabel('Technical instructor').check();
  await added.getByLabel('Rate type').selectOption('Daily');
  await added.getByLabel('Minimum rate').fill('600');
  await added.getByLabel('Maximum rate').fill('900');
  await added.getByLabel('Search skills').fill('stor');
  await added.getByRole('list', { name: 'Matching skills' }).getByRole('button', { name: 'Storyboarding' }).click();
  await added.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile\/roles\?notice=Role%20added$/);
  await a11y.accessible();

  const release = await holdIsland(page, 'RoleEditor');
  await page.getByRole('link', { name: 'Edit Trainer' }).click();
  const form = page.getByRole('form', { name: 'Trainer: rate and skills' });
  const island = page.locator('astro-island').filter({ has: form });
  await expect(island).toHaveAttribute('ssr', '');
  const certified = form.getByRole('checkbox', { name: 'I am certified to teach' });
  const material = form.getByRole('checkbox', { name: 'I have my own course material' });
  // The skill's flags are React state: without the early-actions script the next change would untick this box.
  await certified.check();

  release();
  await expect(island).not.toHaveAttribute('ssr');
  await material.check();
  await expect(certified).toBeChecked();
  await a11y.accessible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile\/roles\?notice=/);
  await page.getByRole('link', { name: 'Edit Trainer' }).click();
  await expect(certified).toBeChecked();
  await expect(material).toBeChecked();
  await a11y.accessible();
});
