/**
 * A brand-new talent from sign-up to a first proposal, as a person walks it, counting every form submission from the
 * activation e-mail on (at most 8): confirm the address, log in, the guide (a photo saved from the crop dialog, the
 * introduction page in one save, a role, work experience), then a job: the proposal form says the agreement is
 * missing and links to it, signing comes back to the form with the draft kept, and the proposal is sent. The photo
 * shows on the public page to a visitor, and the job's client finds the proposal.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, type Accessibility } from './support/fixtures.ts';
import { solveCaptcha } from './support/captcha.ts';
import { followLinkInNewestMail } from './support/mailbox.ts';
import { submitLogin } from './support/sign-in.ts';
import { signOut } from './support/sign-out.ts';
import { islandsReady } from './support/islands.ts';
import { expectAccessible, picture, signInAt } from './account-helpers.ts';
import { accountTexts } from '#domain/account.ts';
import { firstProposalTexts } from '#domain/first-proposal.ts';
import { messages } from '#domain/messages.ts';
import { profileSectionTexts } from '#domain/profile-sections.ts';

const job = 'Articulate Storyline Onboarding Course Build';
const password = 'Journey#2026ok';

/**
 * Every submission that reaches the server, in order: what a page form posts and what an island form sends (any
 * request that is not a read). The session's own renewal is not something the person does, so it is left out.
 */
function countSubmissions(page: Page): string[] {
  const submitted: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (['GET', 'HEAD'].includes(request.method()) || pathname === '/api/User/RefreshToken') return;
    submitted.push(`${request.method()} ${pathname}`);
  });
  return submitted;
}

/** The guide's line on a profile page names the next step; following it opens that step's page. */
async function nextStep(page: Page, a11y: Accessibility, label: string, url: RegExp): Promise<void> {
  const guide = page.getByRole('complementary', { name: 'Profile guide' });
  await guide.getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(url);
  await a11y.accessible();
}

test('a new talent goes from the activation e-mail to a sent proposal in at most 8 form submissions, photo and agreement included', async ({ page, a11y, browser }) => {
  test.setTimeout(240_000);
  const submissions = countSubmissions(page);
  const email = `amara.${randomBytes(4).toString('hex')}@journey.example`;

  await page.goto('/sign-up/talent');
  await a11y.accessible();
  const signUp = page.getByRole('form', { name: 'Sign up as talent' });
  await signUp.getByLabel('First name').fill('Amara');
  await signUp.getByLabel('Last name').fill('Diallo');
  await signUp.getByLabel('Email address').fill(email);
  await signUp.getByLabel('Password').fill(password);
  await signUp.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check();
  await solveCaptcha(signUp);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/letsGetStartedConfirmScreen$/);
  await a11y.accessible();
  submissions.length = 0;

  // From the activation e-mail on, every submission counts.
  await followLinkInNewestMail(page, a11y, email, '/emailverification?token=');
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await a11y.accessible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await a11y.accessible();
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/welcome$/);
  await a11y.accessible();
  await page.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(/\/profile\/welcome-user$/);
  await expect(page.getByText('0 of 5 steps done')).toBeVisible();
  await a11y.accessible();

  await page.getByRole('link', { name: 'Continue: Add your photo' }).click();
  await expect(page).toHaveURL(/\/profile\/my-information$/);
  await islandsReady(page);
  await a11y.accessible();
  const photoForm = page.getByRole('form', { name: 'Photo' });
  await photoForm.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await picture(page, 300, 200, 'image/png') });
  const crop = page.getByRole('dialog', { name: 'Crop Photo' });
  await crop.getByRole('button', { name: 'Save photo' }).click();
  await expect(photoForm.getByRole('status')).toHaveText(accountTexts.photoSaved);
  await expect(photoForm.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', /^\/api\/Blob\/Photo\?id=/);
  await a11y.accessible();

  await page.reload();
  await nextStep(page, a11y, 'Introduce yourself: About me, languages and industries', /\/profile\/about-me$/);
  const introduction = page.getByRole('form', { name: 'Your introduction' });
  await introduction.getByRole('textbox', { name: /^Headline/ }).fill('E-learning designer for onboarding courses');
  await introduction.getByRole('textbox', { name: /^About me/ }).fill('I design e-learning that people finish.');
  await introduction.getByRole('checkbox').first().check();
  await introduction.getByLabel('Language', { exact: true }).selectOption({ label: 'English' });
  await introduction.getByLabel('Proficiency').selectOption({ label: 'Fluent' });
  await introduction.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: profileSectionTexts.introductionSaved })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Your introduction' }).getByRole('textbox', { name: /^Headline/ })).toHaveValue('E-learning designer for onboarding courses');
  await a11y.accessible();

  await nextStep(page, a11y, 'Add a role with its skills', /\/profile\/roles$/);
  await page.getByRole('link', { name: 'Add a role' }).click();
  await a11y.accessible();
  await page.getByRole('link', { name: 'Instructional Designer', exact: true }).click();
  await islandsReady(page);
  await a11y.accessible();
  const role = page.getByRole('form', { name: 'Instructional Designer: rate and skills' });
  await role.getByLabel('Start year').selectOption('2016');
  await role.getByLabel('Rate type').selectOption('Hourly');
  await role.getByLabel('Minimum rate').fill('70');
  await role.getByLabel('Maximum rate').fill('95');
  await role.getByLabel('Search skills').fill('stor');
  await role.getByRole('list', { name: 'Matching skills' }).getByRole('button', { name: 'Articulate Storyline' }).click();
  await role.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile\/roles\?notice=Role%20added$/);
  await a11y.accessible();

  await nextStep(page, a11y, 'Add your work experience', /\/profile\/work-experience$/);
  const work = page.getByRole('form', { name: 'Add work experience' });
  await work.getByLabel('Job Title').fill('Learning designer');
  await work.getByLabel('Company Name').fill('Northwind Learning');
  await work.getByLabel('Start Date').fill('2018-05-01');
  await work.getByLabel('I currently work here').check();
  await work.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').filter({ hasText: profileSectionTexts.entryAdded })).toBeVisible();
  // The profile is Good now; the guide's line names the one step left.
  await expect(page.getByRole('complementary', { name: 'Profile guide' }).getByRole('link', { name: firstProposalTexts.signIca })).toBeVisible();
  await a11y.accessible();

  // The talent goes looking for a job first; the proposal form says what is missing and links to it.
  await page.getByRole('link', { name: 'Job Center' }).first().click();
  await a11y.accessible();
  await page.getByRole('link', { name: new RegExp(`^\\d+ - ${job}$`) }).click();
  await expect(page).toHaveURL(/\/view-job-details\/\d+$/);
  await a11y.accessible();
  await page.getByRole('link', { name: 'Submit Proposal' }).click();
  await islandsReady(page);
  const blockers = page.getByRole('region', { name: firstProposalTexts.blockersTitle });
  await expect(blockers.getByRole('listitem')).toHaveText([firstProposalTexts.signIca]);
  await a11y.accessible();
  const proposal = page.getByRole('form', { name: 'Your Proposal' });
  await proposal.getByLabel('Description').fill('I storyboard and build Storyline courses, with a Moodle hand-off.');
  await proposal.getByLabel('Rate (US Dollars)').fill('80');
  const proposalUrl = page.url();

  await blockers.getByRole('link', { name: firstProposalTexts.signIca }).click();
  const sign = page.getByRole('form', { name: 'Sign Independent Contractor Agreement' });
  await a11y.accessible();
  await sign.getByLabel('Type your full name').fill('Amara Diallo');
  await sign.getByRole('checkbox', { name: /I have read/ }).check();
  await sign.getByRole('button', { name: 'Sign' }).click();

  // Back on the proposal, with what was typed.
  await expect(page).toHaveURL(proposalUrl);
  await islandsReady(page);
  await expect(page.getByRole('region', { name: firstProposalTexts.blockersTitle })).toHaveCount(0);
  const kept = page.getByRole('form', { name: 'Your Proposal' });
  await expect(kept.getByLabel('Description')).toHaveValue('I storyboard and build Storyline courses, with a Moodle hand-off.');
  await expect(kept.getByLabel('Rate (US Dollars)')).toHaveValue('80');
  await a11y.accessible();
  await kept.getByRole('button', { name: 'Submit Proposal' }).click();
  const submitted = page.getByRole('dialog', { name: messages.job.submitted });
  await expect(submitted).toBeVisible();
  await a11y.accessible();
  await submitted.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/jobcenter\/3$/);
  await a11y.accessible();

  expect(submissions.length, submissions.join('\n')).toBeLessThanOrEqual(8);

  // A visitor sees the photo on the public page.
  const visitor = await browser.newPage();
  await page.goto('/profile');
  const publicHref = await page.getByRole('link', { name: 'Open your public page' }).getAttribute('href');
  await a11y.accessible();
  await visitor.goto(publicHref ?? '/');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Amara Diallo' })).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Photo of Amara Diallo' })).toHaveAttribute('src', /PublicPhoto\?id=/);
  await expectAccessible(visitor);
  await visitor.close();

  // The job's client finds the proposal in the Submission tab.
  await signOut(page);
  await expect(page.getByRole('heading', { name: 'Logged out' })).toBeVisible();
  await a11y.accessible();
  await signInAt(page, '/client-job/jobstatussection/1', 'client.admin@demo.example');
  await a11y.accessible();
  await page.getByRole('link', { name: new RegExp(`- ${job}$`) }).click();
  await islandsReady(page);
  await expect(page.getByRole('region', { name: 'Proposals' }).getByRole('link', { name: 'Amara Diallo', exact: true })).toBeVisible();
  await a11y.accessible();
});
