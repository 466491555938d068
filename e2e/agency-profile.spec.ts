/**
 * Agencies: the owner chooses a member in the member switcher, edits that member's headline and one
 * of their roles, and the member sees both on their own profile; a member cannot switch and cannot reach another member's profile, neither
 * by the page's forms nor by the API. The owner adds a member, opens their profile, removes them, and saves the
 * company information that members read. Each new page is looked at 360 and 1280 px wide.
 */
import type { Page } from '@playwright/test';
import { profileSectionTexts } from '#domain/profile-sections.ts';
import { expect, test } from './support/fixtures.ts';
import { expectAccessible, picture, signInAt, signInElsewhere } from './account-helpers.ts';
import { islandsReady } from './support/islands.ts';

const OWNER = 'agency.owner@demo.example';
const MEMBER = 'agency.member@demo.example';

/** Chooses in the switcher and waits for the page to come back editing that profile (`shown`). */
async function choose(page: Page, label: string, shown = label) {
  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await page.getByLabel('Profile you are editing').selectOption({ label });
  await reloaded;
  await page.waitForLoadState('load');
  await islandsReady(page);
  await expect(page.getByLabel('Profile you are editing').locator('option:checked')).toHaveText(shown);
}

/** Screenshots at phone and desktop width, and no page wider than the window. */
async function lookAt(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
}

test('an agency owner edits a member’s profile through the switcher; a member edits only their own', async ({ page, a11y, browser }) => {
  test.setTimeout(180_000);
  await signInAt(page, '/profile/about-me', OWNER);
  const switcher = page.getByLabel('Profile you are editing');
  await expect(switcher.locator('option:checked')).toHaveText('Hannah Brooks (You) (Owner)');
  const labels = await switcher.locator('option').allTextContents();
  expect(labels.slice(0, 2)).toEqual(['Everyone', 'Company Profile']);
  const people = labels.slice(2);
  expect(people).toEqual([...people].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  expect(people).toEqual(expect.arrayContaining(['Hannah Brooks (You) (Owner)', 'Marcus Lee']));
  await a11y.accessible();
  const hannahId = await switcher.locator('option', { hasText: 'Hannah Brooks' }).getAttribute('value');
  await lookAt(page, 'profile-switcher');

  await choose(page, 'Marcus Lee');
  const headline = page.getByRole('form', { name: 'Your introduction' }).getByRole('textbox', { name: /^Headline/ });
  await headline.fill('Sales enablement coach at Brightpath');
  await page.getByRole('form', { name: 'Your introduction' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('p.notice')).toHaveText(profileSectionTexts.introductionSaved);
  await expect(headline).toHaveValue('Sales enablement coach at Brightpath');
  await a11y.accessible();

  // The owner edits one of Marcus's roles as well.
  await page.goto('/profile/roles');
  await expect(page.getByLabel('Profile you are editing').locator('option:checked')).toHaveText('Marcus Lee');
  await a11y.accessible();
  const editRole = page.getByRole('link', { name: /^Edit / }).first();
  const roleName = ((await editRole.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
  await editRole.click();
  await islandsReady(page);
  const roleForm = page.getByRole('form', { name: `${roleName}: rate and skills` });
  await roleForm.getByLabel('Minimum rate').fill('41.50');
  await roleForm.getByLabel('Maximum rate').fill('187.25');
  await a11y.accessible();
  await roleForm.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile\/roles\?notice=/);
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: roleName }) })).toContainText('$187.25');
  await a11y.accessible();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInElsewhere(member, '/profile/about-me', MEMBER);
  await expect(member.getByLabel('Profile you are editing')).toHaveCount(0);
  await expect(member.getByText('You are editing your own profile: Marcus Lee (You).')).toBeVisible();
  await expect(member.getByRole('form', { name: 'Your introduction' }).getByRole('textbox', { name: /^Headline/ })).toHaveValue('Sales enablement coach at Brightpath');
  await member.goto('/profile/roles');
  await expect(member.getByRole('listitem').filter({ has: member.getByRole('heading', { name: roleName }) })).toContainText('$187.25');
  await expectAccessible(member);

  // A member who is not the owner: no switcher, no Edit profile, and the API refuses another member's profile.
  await member.goto('/manage-members');
  await expect(member.getByRole('list', { name: 'Members of your agency' })).toContainText('Hannah Brooks (Owner)');
  await expect(member.getByRole('button', { name: /^Edit profile/ })).toHaveCount(0);
  await expectAccessible(member);
  const refused = await member.request.get(`/api/TrainerProfile/Get?instrId=${hannahId}`);
  expect(refused.status()).toBe(403);
  const switched = await member.request.post('/api/Agency/SelectMember', { data: { instrId: Number(hannahId) }, headers: { origin: new URL(member.url()).origin } });
  expect(switched.status()).toBe(403);
  await member.goto('/profile/about-me');
  await expect(member.getByRole('form', { name: 'Your introduction' }).getByRole('textbox', { name: /^Headline/ })).toHaveValue('Sales enablement coach at Brightpath');
  await memberContext.close();

  // The owner adds a member, builds their profile through Edit profile, and removes them.
  await page.goto('/manage-members');
  await a11y.accessible();
  const addForm = page.getByRole('form', { name: 'Add Member' });
  await addForm.getByRole('button', { name: 'Add Member' }).click();
  await expect(addForm.getByText('First Name is Required')).toBeVisible();
  await addForm.getByLabel('Last name').fill('Duarte');
  await addForm.getByRole('button', { name: 'Add Member' }).click();
  await expect(addForm.getByLabel('Last name')).toHaveValue('Duarte');
  await addForm.getByLabel('First name').fill('Ines');
  await addForm.getByRole('button', { name: 'Add Member' }).click();
  await expect(page.locator('p.notice')).toHaveText('The member was added to your agency.');
  await a11y.accessible();
  await lookAt(page, 'manage-members');
  await page.getByRole('button', { name: 'Edit profile: Ines Duarte' }).click();
  await expect(page).toHaveURL(/\/profile(\?|$)/);
  await islandsReady(page);
  await expect(page.getByLabel('Profile you are editing').locator('option:checked')).toHaveText('Ines Duarte');
  await a11y.accessible();
  await page.goto('/manage-members');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Remove Ines Duarte' }).click();
  await expect(page.locator('p.notice')).toHaveText('The member was removed from your agency.');
  await expect(page.getByRole('list', { name: 'Members of your agency' })).not.toContainText('Ines Duarte');
  await expect(page.getByRole('button', { name: 'Remove Hannah Brooks (You) (Owner)' })).toHaveCount(0);
  await a11y.accessible();

  // The company information: the owner saves it, a refused save keeps what was typed.
  await page.goto('/settings/company-informations');
  await a11y.accessible();
  await page.getByLabel('Web site').fill('not a site');
  await page.getByLabel('About the company').fill('Trainers and designers for growing teams.');
  await page.getByRole('button', { name: 'Save company information' }).click();
  await expect(page.getByText('Please use a valid URL.')).toBeVisible();
  await expect(page.getByLabel('About the company')).toHaveValue('Trainers and designers for growing teams.');
  await a11y.accessible();
  await page.getByLabel('Web site').fill('brightpath.example');
  await page.getByRole('button', { name: 'Save company information' }).click();
  await expect(page.locator('p.notice')).toHaveText('Your company information was saved.');
  await expect(page.getByLabel('Web site')).toHaveValue('https://brightpath.example');
  // The logo: a file that is not a picture is refused without losing what was typed, a picture is shown at once.
  await page.getByLabel('City').fill('Madison');
  await page.getByLabel(/^(Replace the logo|Logo)/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await page.getByRole('button', { name: 'Save company information' }).click();
  await expect(page.getByText('File type not allowed')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Madison');
  await a11y.accessible();
  await page.getByLabel(/^(Replace the logo|Logo)/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await picture(page, 240, 240, 'image/png') });
  await page.getByRole('button', { name: 'Save company information' }).click();
  await expect(page.locator('p.notice')).toHaveText('Your company information was saved.');
  const logo = page.getByRole('img', { name: /^Logo of / });
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByLabel('Replace the logo')).toBeVisible();
  await a11y.accessible();
  await lookAt(page, 'company-informations');
  // Among the profile pages the agency's company information is a tab of its own.
  await page.goto('/profile');
  await a11y.accessible();
  await page.getByRole('navigation', { name: 'Your profile' }).getByRole('link', { name: 'Company information' }).click();
  await expect(page).toHaveURL(/\/profile\/company-information$/);
  await expect(page.getByRole('navigation', { name: 'Your profile' }).getByRole('link', { name: 'Company information' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('About the company')).toHaveValue('Trainers and designers for growing teams.');
  await a11y.accessible();
  await lookAt(page, 'profile-company-information');

  // A member's public page shows the agency with its logo; once the owner removes the logo, visitors see the name alone.
  const members = (await (await page.request.get('/api/Agency/GetMembers')).json()) as { members: { instrId: number; firstName: string; isAgency: boolean }[] };
  const marcus = members.members.find((m) => m.firstName === 'Marcus' && !m.isAgency);
  if (!marcus) throw new Error('Marcus Lee is not a member of the demo agency.');
  const agencyName = ((await page.locator('.company-name').textContent()) ?? '').trim();
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/talent/${marcus.instrId}`);
  const membership = visitor.locator('.agency-membership');
  await expect(membership).toHaveText(`Member of ${agencyName}`);
  await expect.poll(() => membership.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(visitor);
  await lookAt(visitor, 'talent-member-of-agency');
  await page.goto('/settings/company-informations');
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.locator('p.notice')).toHaveText('Your agency logo was removed.');
  await expect(page.getByRole('img', { name: /^Logo of / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove logo' })).toHaveCount(0);
  await expect(page.getByLabel(/^Logo/)).toBeVisible();
  await a11y.accessible();
  await lookAt(page, 'company-informations-no-logo');
  await visitor.reload();
  await expect(membership).toHaveText(`Member of ${agencyName}`);
  await expect(membership.locator('img')).toHaveCount(0);
  await expectAccessible(visitor);
  await visitorContext.close();
  await page.goto('/agency-welcome');
  await expect(page.getByRole('heading', { name: 'Welcome, Hannah', level: 1 })).toBeVisible();
  await a11y.accessible();
  await lookAt(page, 'agency-welcome');

  // Everyone goes back to the owner's own profile.
  await page.goto('/profile/about-me');
  await islandsReady(page);
  await choose(page, 'Everyone', 'Hannah Brooks (You) (Owner)');
  await expect(page.getByRole('form', { name: 'Your introduction' }).getByRole('textbox', { name: /^Headline/ })).not.toHaveValue('Sales enablement coach at Brightpath');
  await a11y.accessible();
});

