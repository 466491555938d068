/**
 * The done-when journey of issue 10: a brand-new talent signs up, verifies from the dev mailbox and is guided through
 * the profile (About me, an industry, a language, a role with skills from search, from the skill browser and one
 * custom skill, a rate, a work experience, a portfolio PDF and a YouTube link); in the middle a reload and a new
 * login bring them back where they left off; the status reaches Good (and they are told), they sign the ICA and send
 * a proposal that the job's client then sees in the Submission tab.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, type Accessibility } from './support/fixtures.ts';
import { solveCaptcha } from './support/captcha.ts';
import { followLinkInNewestMail } from './support/mailbox.ts';
import { submitLogin } from './support/sign-in.ts';
import { signOut } from './support/sign-out.ts';
import { islandsReady } from './support/islands.ts';
import { signInAt } from './account-helpers.ts';
import { makePdf } from '../api/db/seed/demo-files.ts';
import { messages } from '../src/domain/messages.ts';
import { portfolioTexts } from '../src/domain/portfolio.ts';
import { profileSectionTexts } from '../src/domain/profile-sections.ts';

const job = 'Articulate Storyline Onboarding Course Build';
const password = 'Journey#2026ok';

async function signUpAndVerify(page: Page, a11y: Accessibility, email: string): Promise<void> {
  await page.goto('/sign-up/talent');
  await a11y.accessible();
  const form = page.getByRole('form', { name: 'Sign up as talent' });
  await form.getByLabel('First name').fill('Amara');
  await form.getByLabel('Last name').fill('Diallo');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check();
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/letsGetStartedConfirmScreen$/);
  await a11y.accessible();
  await followLinkInNewestMail(page, a11y, email, '/emailverification?token=');
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await a11y.accessible();
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/welcome$/);
  await a11y.accessible();
}

/** On the guide: Continue opens the first step not done. */
async function continueGuide(page: Page, a11y: Accessibility, done: number, step: string, url: RegExp): Promise<void> {
  await page.goto('/profile/welcome-user');
  await expect(page.getByText(`${done} of 5 steps done`)).toBeVisible();
  await a11y.accessible();
  await page.getByRole('button', { name: `Continue: ${step}` }).click();
  await expect(page).toHaveURL(url);
  await a11y.accessible();
}

async function addRole(page: Page, a11y: Accessibility): Promise<void> {
  await page.getByRole('link', { name: 'Add a role' }).click();
  await expect(page).toHaveURL(/\/profile\/roles\/new$/);
  await a11y.accessible();
  await page.getByRole('link', { name: 'Instructional Designer', exact: true }).click();
  await islandsReady(page);
  const form = page.getByRole('form', { name: 'Instructional Designer: rate and skills' });
  await form.getByLabel('Start year').selectOption('2016');
  await form.getByLabel('Rate type').selectOption('Hourly');
  await form.getByLabel('Minimum rate').fill('70');
  await form.getByLabel('Maximum rate').fill('95');
  await form.getByLabel('Search skills').fill('stor');
  await form.getByRole('list', { name: 'Matching skills' }).getByRole('button', { name: 'Articulate Storyline' }).click();
  await form.getByRole('button', { name: 'Browse & Select Skills' }).click();
  const browse = page.getByRole('dialog', { name: 'Browse & Select Skills' });
  await browse.getByRole('button', { name: 'Articulate', exact: true }).click();
  await browse.getByRole('button', { name: 'Articulate Rise 360' }).click();
  await browse.getByRole('button', { name: 'Done' }).click();
  await expect(browse).toBeHidden();
  await form.getByRole('button', { name: 'Add Skill' }).click();
  const custom = page.getByRole('dialog', { name: 'Add Skill' });
  await custom.getByLabel('Skill name').fill('Moodle Course Design');
  await custom.getByLabel('Skill type').selectOption('Technical');
  await custom.getByLabel('Vendor', { exact: true }).selectOption('Other');
  await custom.getByLabel('Vendor name').fill('Moodle HQ');
  await a11y.accessible();
  await custom.getByRole('button', { name: 'Add Skill' }).click();
  await expect(custom).toBeHidden();
  await expect(form.getByRole('button', { name: 'Remove Moodle Course Design' })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile\/roles\?notice=Role%20added$/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Instructional Designer' }) });
  await expect(card.getByRole('list', { name: 'Skills for Instructional Designer' }).getByRole('listitem')).toHaveText([
    'Articulate Rise 360',
    'Articulate Storyline',
    'Moodle Course Design',
  ]);
}

test('a new talent builds a profile to Good with the guide, picks up where they left off, signs the ICA and sends a proposal the client sees', async ({ page, a11y }) => {
  test.setTimeout(240_000);
  const email = `amara.${randomBytes(4).toString('hex')}@journey.example`;
  await signUpAndVerify(page, a11y, email);
  await page.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(/\/profile\/welcome-user$/);

  await continueGuide(page, a11y, 0, 'Write your About me', /\/profile\/about-me$/);
  await page.getByRole('form', { name: 'About me' }).getByLabel('About me').fill('I design e-learning that people finish.');
  await page.getByRole('button', { name: 'Save About me' }).click();
  await expect(page.getByRole('status').filter({ hasText: profileSectionTexts.aboutMeSaved })).toBeVisible();

  // A reload in the middle keeps what was saved; a new login lands on the page the guide went on to.
  await page.reload();
  await expect(page.getByRole('form', { name: 'About me' }).getByLabel('About me')).toHaveValue('I design e-learning that people finish.');
  await signOut(page);
  await expect(page.getByRole('heading', { name: 'Logged out' })).toBeVisible();
  await a11y.accessible();
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/profile\/about-me$/);
  await a11y.accessible();

  const industries = page.getByRole('form', { name: 'Industries' });
  await industries.getByRole('checkbox').nth(0).check();
  await industries.getByRole('button', { name: 'Save industries' }).click();
  await expect(page.getByRole('status').filter({ hasText: profileSectionTexts.preferencesSaved })).toBeVisible();
  await page.getByRole('form', { name: 'Add a language' }).getByLabel('Language').selectOption({ label: 'English' });
  await page.getByRole('form', { name: 'Add a language' }).getByLabel('Proficiency').selectOption({ label: 'Fluent' });
  await page.getByRole('button', { name: 'Add language' }).click();
  await expect(page.getByRole('status').filter({ hasText: profileSectionTexts.languageAdded })).toBeVisible();

  await continueGuide(page, a11y, 3, 'Add a role with its skills', /\/profile\/roles$/);
  await addRole(page, a11y);

  await continueGuide(page, a11y, 4, 'Add your work experience', /\/profile\/work-experience$/);
  const work = page.getByRole('form', { name: 'Add work experience' });
  await work.getByLabel('Job Title').fill('Learning designer');
  await work.getByLabel('Company Name').fill('Northwind Learning');
  await work.getByLabel('Start Date').fill('2018-05-01');
  await work.getByLabel('I currently work here').check();
  await work.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').filter({ hasText: profileSectionTexts.entryAdded })).toBeVisible();

  await page.goto('/profile/welcome-user');
  await expect(page.getByText('5 of 5 steps done')).toBeVisible();
  await expect(page.getByText('Your profile is Good: you can send proposals.', { exact: false })).toBeVisible();
  await a11y.accessible();
  await page.goto('/notificationviewall');
  await expect(page.getByText('Your profile is now Good').first()).toBeVisible();
  await a11y.accessible();

  await page.goto('/profile/portfolio/edit?type=file');
  await islandsReady(page);
  const file = page.getByRole('form', { name: 'Add a file' });
  await a11y.accessible();
  await file.getByLabel('Title').fill('Onboarding storyboard');
  await file.getByLabel('Description').fill('A storyboard for a retail onboarding course');
  await file.getByLabel('File').setInputFiles({ name: 'storyboard.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf('Storyboard', ['Scene 1'])) });
  await file.getByRole('button', { name: 'Add file' }).click();
  await expect(page.getByRole('status').filter({ hasText: portfolioTexts.itemAdded })).toBeVisible();
  await a11y.accessible();
  await page.getByRole('link', { name: 'Add a video' }).click();
  await page.getByLabel('Title').fill('Course trailer');
  await page.getByLabel('Video link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByLabel('Description').fill('Two minutes from the course');
  await page.getByRole('button', { name: 'Add video' }).click();
  await expect(page.getByRole('status').filter({ hasText: portfolioTexts.linkAdded })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile status: Good' })).toBeVisible();
  await a11y.accessible();
  await page.goto('/profile/welcome-user');
  await page.getByRole('button', { name: 'Finish and find jobs' }).click();
  await expect(page).toHaveURL(/\/jobcenter\/6$/);
  await a11y.accessible();

  await page.goto('/sign-document?docType=ICA&returnTo=%2Fjobcenter%2F6');
  const sign = page.getByRole('form', { name: 'Sign Independent Contractor Agreement' });
  await a11y.accessible();
  await sign.getByLabel('Type your full name').fill('Amara Diallo');
  await sign.getByRole('checkbox', { name: /I have read/ }).check();
  await sign.getByRole('button', { name: 'Sign' }).click();
  await expect(page).toHaveURL(/\/jobcenter\/6$/);

  await page.goto('/jobcenter/6?keyword=storyline');
  await page.getByRole('link', { name: new RegExp(`^\\d+ - ${job}$`) }).click();
  await expect(page).toHaveURL(/\/view-job-details\/\d+$/);
  await a11y.accessible();
  await page.getByRole('link', { name: 'Submit Proposal' }).click();
  await islandsReady(page);
  const proposal = page.getByRole('form', { name: 'Your Proposal' });
  await proposal.getByLabel('Description').fill('I storyboard and build Storyline courses, with a Moodle hand-off.');
  await proposal.getByLabel('Rate (US Dollars)').fill('80');
  await proposal.getByRole('button', { name: 'Submit Proposal' }).click();
  const submitted = page.getByRole('dialog', { name: messages.job.submitted });
  await expect(submitted).toBeVisible();
  await a11y.accessible();
  await submitted.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/jobcenter\/3$/);
  await a11y.accessible();

  // The job's client finds the proposal in the Submission tab.
  await signOut(page);
  await signInAt(page, a11y, '/client-job/jobstatussection/1', 'client.admin@demo.example');
  await a11y.accessible();
  await page.getByRole('link', { name: new RegExp(`- ${job}$`) }).click();
  await islandsReady(page);
  await expect(page.getByRole('navigation', { name: 'Proposals' }).getByRole('link', { name: /^Submission \(/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'Proposals' }).getByRole('link', { name: 'Amara Diallo', exact: true })).toBeVisible();
  await a11y.accessible();
});
