/**
 * The profile builder (issue 10): a talent who has just signed up follows the guided first run, writes a headline
 * and an About me, picks industries and a language, adds and edits work experience and fills a portfolio, on plain
 * forms that keep what was typed when the server refuses it; the overview and the guide then show what is left.
 */
import { expect, test } from './support/fixtures.ts';
import { picture, signInAt } from './account-helpers.ts';
import { signOut } from './support/sign-out.ts';
import { submitLogin } from './support/sign-in.ts';
import { freshAccount, freshPassword } from './shell-support.ts';
import { messages } from '#domain/messages.ts';
import { profileSectionTexts } from '#domain/profile-sections.ts';
import { portfolioTexts } from '#domain/portfolio.ts';
import { resumeTexts } from '#domain/resume.ts';
import { makePdf } from '#api/seed/demo-files.ts';
import type { APIRequestContext, Page } from '@playwright/test';

/** A talent who has just signed up, signed in on the way to `path`. */
async function newTalent(page: Page, request: APIRequestContext, path: string): Promise<{ email: string }> {
  const email = await freshAccount(request, 'talent', 'Priya');
  await signInAt(page, path, email, freshPassword);
  return { email };
}

test('the guide leads a new talent to the introduction page, saved in one go, keeping what was typed when refused and asking before leaving it unsaved', async ({ page, a11y, request }) => {
  test.setTimeout(120_000);
  const priya = await newTalent(page, request, '/profile/welcome-user');
  await expect(page.getByRole('heading', { level: 1, name: 'Build your profile, Priya' })).toBeVisible();
  await expect(page.getByText('0 of 5 steps done')).toBeVisible();
  await a11y.accessible();

  await page.getByRole('link', { name: 'Continue: Add your photo' }).click();
  await expect(page).toHaveURL(/\/profile\/my-information$/);
  await a11y.accessible();
  const guide = page.getByRole('complementary', { name: 'Profile guide' });
  await expect(guide).toContainText('On this page: Add your photo.');
  await guide.getByRole('link', { name: 'Introduce yourself: About me, languages and industries' }).click();
  await expect(page).toHaveURL(/\/profile\/about-me$/);
  await a11y.accessible();

  const form = page.getByRole('form', { name: 'Your introduction' });
  await form.getByRole('textbox', { name: /^Headline/ }).fill('Cloud trainer and AWS instructor');
  await form.getByRole('textbox', { name: /^About me/ }).fill('I teach cloud architecture to engineering teams.');
  await form.getByRole('checkbox').nth(0).check();
  await form.getByRole('checkbox').nth(2).check();
  // A level without a language: refused, and nothing typed in the other parts is lost.
  await form.getByLabel('Proficiency').selectOption({ label: 'Fluent' });
  await form.getByRole('button', { name: 'Save' }).click();
  const again = page.getByRole('form', { name: 'Your introduction' });
  await expect(again.getByRole('alert').filter({ hasText: messages.language.selectLanguage })).toBeVisible();
  await expect(again.getByRole('textbox', { name: /^Headline/ })).toHaveValue('Cloud trainer and AWS instructor');
  await expect(again.getByRole('textbox', { name: /^About me/ })).toHaveValue('I teach cloud architecture to engineering teams.');
  await expect(again.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(again.getByLabel('Proficiency')).toHaveValue('3');
  await a11y.accessible();

  await again.getByLabel('Language', { exact: true }).selectOption({ label: 'English' });
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: profileSectionTexts.introductionSaved })).toBeVisible();
  const saved = page.getByRole('form', { name: 'Your introduction' });
  await expect(saved.getByLabel('English level')).toHaveValue('3');
  await expect(saved.getByRole('checkbox', { name: /^Remove/ })).toHaveCount(1);

  // Removing the only language is refused; the level changed next to it is kept on the page.
  await saved.getByLabel('English level').selectOption({ label: 'Conversational' });
  await saved.getByRole('checkbox', { name: 'Remove English' }).check();
  await saved.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.language.lastOne })).toBeVisible();
  await expect(page.getByLabel('English level')).toHaveValue('2');
  await a11y.accessible();

  // Leaving with changes not saved asks first; staying keeps them.
  await page.goto('/profile/about-me');
  const edited = page.getByRole('form', { name: 'Your introduction' });
  await edited.getByRole('textbox', { name: /^Headline/ }).fill('Typed but not saved');
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('beforeunload');
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/profile\/about-me$/);
  await expect(edited.getByRole('textbox', { name: /^Headline/ })).toHaveValue('Typed but not saved');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Priya Shell' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile status: Incomplete' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Profile status/ }).getByRole('listitem')).toHaveText([
    'Add a role with its skills',
    'Add your work experience',
    'Sign the Independent Contractor Agreement',
  ]);
  await expect(page.getByText('Cloud trainer and AWS instructor')).toBeVisible();
  await a11y.accessible();

  await page.goto('/profile/welcome-user');
  await expect(page.getByText('1 of 5 steps done')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue: Add your photo' })).toBeVisible();
  await a11y.accessible();

  // Once the welcome splash has been seen, the next login lands on the last profile page the guide showed.
  await page.goto('/welcome');
  await a11y.accessible();
  await signOut(page);
  await expect(page.getByRole('heading', { name: 'Logged out' })).toBeVisible();
  await a11y.accessible();
  await page.goto('/login');
  await a11y.accessible();
  await submitLogin(page, priya.email, freshPassword);
  await expect(page).toHaveURL(/\/profile$/);
  await a11y.accessible();
});

test('work experience is added, refused without losing what was typed, and edited', async ({ page, a11y, request }) => {
  await newTalent(page, request, '/profile/work-experience');
  await expect(page.getByText('No work experience yet.', { exact: false })).toBeVisible();
  await a11y.accessible();
  const add = page.getByRole('form', { name: 'Add work experience' });
  await add.getByLabel('Job Title').fill('Lead trainer');
  await add.getByLabel('Company Name').fill('Skyline Learning');
  await add.getByLabel('Start Date').fill('2019-03-01');
  await add.getByRole('button', { name: 'Add' }).click();
  const again = page.getByRole('form', { name: 'Add work experience' });
  await expect(again.getByRole('alert').filter({ hasText: profileSectionTexts.endDateRequired })).toBeVisible();
  await expect(again.getByLabel('Job Title')).toHaveValue('Lead trainer');
  await expect(again.getByLabel('Start Date')).toHaveValue('2019-03-01');
  await a11y.accessible();
  await again.getByLabel('I currently work here').check();
  await again.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').filter({ hasText: profileSectionTexts.entryAdded })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lead trainer, Skyline Learning' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit Lead trainer, Skyline Learning' }).click();
  await a11y.accessible();
  await page.getByLabel('Job Title').fill('Head of training');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/profile\/work-experience\?notice=/);
  await expect(page.getByRole('heading', { name: 'Head of training, Skyline Learning' })).toBeVisible();

});

test('the portfolio takes a link and a PDF with thumbnails, refuses a bad address, a file that is not a PDF and bad thumbnails, and deletes', async ({ page, a11y, request }) => {
  await newTalent(page, request, '/profile/portfolio');
  await expect(page.getByText(messages.proposal.noPortfolio)).toBeVisible();
  await a11y.accessible();
  await page.getByRole('link', { name: 'Add a link' }).click();
  await a11y.accessible();
  await page.getByLabel('Title').fill('My blog');
  await page.getByLabel('Web address').fill('not a web address');
  await page.getByLabel('Description').fill('Articles about cloud training');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByText(messages.portfolio.badUrl)).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('Articles about cloud training');
  await page.getByLabel('Web address').fill('https://priya.example/blog');
  await page.getByLabel('Thumbnail').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from(makePdf('Not a picture', ['x'])) });
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByText(messages.upload.typeNotAllowed)).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('Articles about cloud training');
  await a11y.accessible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/portfolio-link-thumbnail-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
  await page.getByLabel('Thumbnail').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await picture(page, 320, 200, 'image/png') });
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByRole('status').filter({ hasText: portfolioTexts.linkAdded })).toBeVisible();
  const shown = async (title: string) => {
    const thumb = page.getByRole('listitem').filter({ hasText: title }).locator('img.thumb');
    await expect(thumb).toHaveCount(1);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  };
  await shown('My blog');

  await page.getByRole('link', { name: 'Add a file' }).click();
  await a11y.accessible();
  const fileForm = page.getByRole('form', { name: 'Add a file' });
  await fileForm.getByLabel('Title').fill('Course outline');
  await fileForm.getByLabel('Description').fill('Three days of AWS architecture');
  await fileForm.getByLabel('File').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text, not a PDF') });
  await fileForm.getByRole('button', { name: 'Add file' }).click();
  await expect(fileForm.getByText(messages.portfolio.wrongDocumentType)).toBeVisible();
  await fileForm.getByLabel('File').setInputFiles({ name: 'outline.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf('Outline', ['Day 1'])) });
  await fileForm.getByLabel('Thumbnail').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff) });
  await fileForm.getByRole('button', { name: 'Add file' }).click();
  await expect(fileForm.getByText(messages.upload.tooLarge)).toBeVisible();
  await a11y.accessible();
  // Without a thumbnail of its own, the PDF's first page becomes its thumbnail.
  await fileForm.getByLabel('Thumbnail').setInputFiles([]);
  await fileForm.getByRole('button', { name: 'Add file' }).click();
  await expect(page.getByRole('status').filter({ hasText: portfolioTexts.itemAdded })).toBeVisible();
  await shown('Course outline');
  await expect(page.getByRole('link', { name: 'Course outline', exact: true })).toHaveAttribute('href', /entity=portfolio/);
  await page.getByRole('button', { name: 'Delete My blog' }).click();
  await expect(page.getByRole('status').filter({ hasText: portfolioTexts.linkDeleted })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My blog' })).toHaveCount(0);

});

test('courses are added, refused with the portfolio rules without losing what was typed, edited and deleted', async ({ page, a11y, request }) => {
  await newTalent(page, request, '/profile/courses/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await a11y.accessible();
  const add = page.getByRole('form', { name: 'Add course' });
  await add.getByLabel('Title').fill('AWS for architects');
  await add.getByLabel('Course Outline').fill('Day 1: compute');
  await add.getByRole('button', { name: 'Add' }).click();
  const again = page.getByRole('form', { name: 'Add course' });
  await expect(again.getByRole('alert').filter({ hasText: portfolioTexts.descriptionRequired })).toBeVisible();
  await expect(again.getByLabel('Title')).toHaveValue('AWS for architects');
  await expect(again.getByLabel('Course Outline')).toHaveValue('Day 1: compute');
  await a11y.accessible();
  await again.getByLabel('Description').fill('Three days of cloud architecture');
  await again.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').filter({ hasText: profileSectionTexts.entryAdded })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AWS for architects' })).toBeVisible();

  const twice = page.getByRole('form', { name: 'Add course' });
  await twice.getByLabel('Title').fill('aws for ARCHITECTS');
  await twice.getByLabel('Description').fill('Same title');
  await twice.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('form', { name: 'Add course' }).getByText(messages.portfolio.sameTitle)).toBeVisible();

  await page.getByRole('link', { name: 'Edit AWS for architects' }).click();
  await expect(page).toHaveURL(/\/profile\/courses\/edit\?id=\d+$/);
  await a11y.accessible();
  await page.getByLabel('Title').fill('AWS for solution architects');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: profileSectionTexts.entryUpdated })).toBeVisible();
  await page.getByRole('button', { name: 'Delete AWS for solution architects' }).click();
  await expect(page.getByRole('status').filter({ hasText: profileSectionTexts.entryDeleted })).toBeVisible();
  await expect(page.getByText('No courses yet.', { exact: false })).toBeVisible();
});

test('the resume page uploads a PDF, refuses another kind of file, deletes it and offers the profile as a PDF', async ({ page, a11y, request }) => {
  await newTalent(page, request, '/profile/resume');
  await expect(page.getByRole('heading', { level: 1, name: 'Resume' })).toBeVisible();
  await expect(page.getByText(resumeTexts.none)).toBeVisible();
  await a11y.accessible();
  const form = page.getByRole('form', { name: 'Upload your resume' });
  await form.getByLabel('Resume file').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text, not a PDF') });
  await form.getByRole('button', { name: 'Upload resume' }).click();
  await expect(form.getByText(resumeTexts.wrongType)).toBeVisible();
  await a11y.accessible();
  await form.getByLabel('Resume file').setInputFiles({ name: 'priya-resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf('Priya', ['Trainer'])) });
  await form.getByRole('button', { name: 'Upload resume' }).click();
  await expect(page.getByRole('status').filter({ hasText: resumeTexts.uploaded })).toBeVisible();
  await expect(page.getByRole('link', { name: 'priya-resume.pdf' })).toHaveAttribute('href', '/api/TrainerProfile/DownloadResume');
  await expect(page.getByRole('form', { name: 'Replace your resume' })).toBeVisible();
  const pdf = await page.request.get('/api/TrainerProfile/ProfilePdf');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await page.getByRole('button', { name: 'Delete priya-resume.pdf' }).click();
  await expect(page.getByRole('status').filter({ hasText: resumeTexts.deleted })).toBeVisible();
  await expect(page.getByText(resumeTexts.none)).toBeVisible();
});
