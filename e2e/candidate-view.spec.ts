/**
 * The candidate view (issue 11): a client opens a candidate from a proposal and from My Talent, reads the sections a
 * client gets, writes a private note ('Notes Updated'), sees the suggestions of the talent pool on the job, and a
 * co-worker on the same job opens the same candidate and does not see the note. A wrong link says
 * 'Invalid Credentials Provided'. The page is looked at 360 and 1280 px wide.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { islandsReady } from './support/islands.ts';
import { signOut } from './support/sign-out.ts';
import { signInAt } from './account-helpers.ts';
import { messages } from '#domain/messages.ts';
import { talentNotesTexts } from '#domain/talent-notes.ts';
import { talentPoolTexts } from '#domain/talent-pool.ts';
import { candidateViewTexts } from '#domain/candidate-view.ts';

const change = 'Leading Through Change: Manager Workshop Series';
const powerBi = 'Power BI Dashboards for Finance Analysts';
const note = 'Strong facilitator; ask about the rollout plan for the second cohort.';
const plainNote = `${note} Saved without JavaScript.`;

/** Screenshots at 360 and 1280 px (ending wide, as the journey goes on), with no horizontal scroll at either. */
async function noHorizontalScroll(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/candidate-view-${name}-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} at ${width} px`).toBeLessThanOrEqual(0);
  }
}

test('a client opens a candidate from a proposal and from My Talent and keeps a private note that a co-worker does not see', async ({ page, a11y, browser }) => {
  test.setTimeout(240_000);
  await signInAt(page, '/client-job/jobstatussection/1', 'client.admin@demo.example');
  await a11y.accessible();
  await page.getByRole('link', { name: new RegExp(`- ${change}$`) }).click();
  await islandsReady(page);
  await a11y.accessible();

  // The job suggests talent from the marketplace, best match first.
  await expect(page.getByRole('region', { name: talentPoolTexts.suggestionsTitle })).toContainText(talentPoolTexts.suggestionsIntro);

  // From the proposal: the name in the proposal view opens the candidate view on this job.
  await page.getByRole('navigation', { name: 'Proposals' }).getByRole('link', { name: /^Interview \(/ }).click();
  await islandsReady(page);
  await page.getByRole('region', { name: 'Proposals' }).getByRole('link', { name: 'Sofia Martinez', exact: true }).click();
  await expect(page).toHaveURL(/\?proposal=\d+$/);
  await a11y.accessible();
  await page.getByRole('heading', { level: 2, name: 'Sofia Martinez' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/candidate\?projectId=\d+&instrId=\d+$/);
  const candidateUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Sofia Martinez' })).toBeVisible();
  for (const section of ['Your Notes', 'Jobs', 'Rate', 'About Me', 'Testimonials', 'Roles & Skills', 'Languages', 'Portfolio', 'Work Experience', 'Education']) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Jobs', exact: true }).getByRole('link', { name: new RegExp(change) })).toBeVisible();
  await islandsReady(page);
  await a11y.accessible();

  // Your Notes: Save is enabled by an edit, reads 'Notes Updated' after saving and stays disabled until the next edit.
  const notes = page.getByRole('region', { name: 'Your Notes' });
  const field = notes.getByRole('textbox', { name: 'Your private notes' });
  await expect(field).toHaveValue('');
  await expect(notes.getByRole('button', { name: talentNotesTexts.save })).toBeDisabled();
  await field.fill(note);
  await notes.getByRole('button', { name: talentNotesTexts.save }).click();
  const updated = notes.getByRole('button', { name: talentNotesTexts.saved });
  await expect(updated).toBeVisible();
  await expect(updated).toBeDisabled();
  await expect(notes.getByText(talentNotesTexts.lastUpdated)).toBeVisible();
  await a11y.accessible();
  await field.press('End');
  await field.type('!');
  await expect(notes.getByRole('button', { name: talentNotesTexts.save })).toBeEnabled();
  await notes.getByRole('button', { name: talentNotesTexts.save }).click();
  await expect(updated).toBeDisabled();

  // Save to My Talent, a plain form beside the name, keeps the candidate among the company's favorites.
  await page.getByRole('button', { name: 'Save to My Talent' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to My Talent.' })).toBeVisible();
  await islandsReady(page);
  await a11y.accessible();

  await noHorizontalScroll(page, 'client');

  // Without JavaScript the same form saves through the page and answers 'Notes Updated' (axe needs scripts; the
  // same page was checked above).
  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plainPage = await plain.newPage();
  await plainPage.goto(candidateUrl);
  const plainNotes = plainPage.getByRole('region', { name: 'Your Notes' });
  await plainNotes.getByRole('textbox', { name: 'Your private notes' }).fill(plainNote);
  await plainNotes.getByRole('button', { name: talentNotesTexts.save }).click();
  await expect(plainPage).toHaveURL(/&notes=saved$/);
  await expect(plainNotes.getByRole('button', { name: talentNotesTexts.saved })).toBeVisible();
  await expect(plainNotes.getByRole('textbox')).toHaveValue(plainNote);
  await plain.close();

  // The same candidate with the keys spelled otherwise; a link to someone else's job is refused.
  const [, projectId, instrId] = /projectId=(\d+)&instrId=(\d+)/.exec(candidateUrl) ?? [];
  await page.goto(`/candidate?PROJECT_ID=${projectId}&Instr_Id=${instrId}`);
  await expect(page.getByRole('region', { name: 'Your Notes' }).getByRole('textbox')).toHaveValue(plainNote);
  await a11y.accessible();
  await page.goto(`/candidate?projectId=987654&instrId=${instrId}`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(messages.profile.invalidCredentials);
  await a11y.accessible();

  // From My Talent: the job under the talent's name opens the candidate view on that job, with the note.
  await page.goto('/talents');
  await islandsReady(page);
  await a11y.accessible();
  await page.getByRole('list', { name: 'Jobs of Sofia Martinez with your company' }).getByRole('link', { name: change }).click();
  await expect(page).toHaveURL(candidateUrl);
  await expect(page.getByRole('region', { name: 'Your Notes' }).getByRole('textbox')).toHaveValue(plainNote);
  await page.goto('/talents');
  await page.getByRole('link', { name: 'Sofia Martinez', exact: true }).click();
  await expect(page).toHaveURL(/\/candidate\?projectId=\d+&instrId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sofia Martinez' })).toBeVisible();
  await a11y.accessible();

  // The Power BI job suggests talent who have not proposed on it, each with why; a name opens the candidate view
  // (or the public profile of talent the company does not know yet).
  await page.goto('/client-job/jobstatussection/1');
  await page.getByRole('link', { name: new RegExp(`- ${powerBi}$`) }).click();
  await islandsReady(page);
  const suggestions = page.getByRole('region', { name: talentPoolTexts.suggestionsTitle });
  await suggestions.getByText(talentPoolTexts.whySuggested).first().click();
  await expect(suggestions.locator('details[open] p')).toContainText(/ works as .+, the role/);
  await a11y.accessible();
  const suggested = suggestions.getByRole('listitem').first().getByRole('link');
  const suggestedName = ((await suggested.textContent()) ?? '').trim();
  await suggested.click();
  await expect(page.getByRole('heading', { level: 1, name: suggestedName })).toBeVisible();
  await a11y.accessible();

  // A recruiter with the shared link of a submission reads the candidate without signing in: no notes, no jobs.
  await page.goto('/preview');
  await page.getByRole('listitem').filter({ hasText: change }).getByRole('link', { name: 'Maya Chen' }).click();
  await islandsReady(page);
  await a11y.accessible();
  const share = (await page.getByRole('link', { name: 'Read-only link to share' }).getAttribute('href')) ?? '';
  await signOut(page);
  await a11y.accessible();
  await page.goto(share);
  await page.getByRole('heading', { level: 2, name: 'Maya Chen' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/candidate\?projectId=\d+&instrId=\d+&hash=[\w.-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
  await expect(page.getByText(candidateViewTexts.readOnly)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'About Me' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Notes' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Jobs', exact: true })).toHaveCount(0);
  await a11y.accessible();
  await noHorizontalScroll(page, 'recruiter');
  await page.goto(page.url().replace(/hash=[\w.-]+$/, 'hash=forged'));
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(messages.profile.invalidCredentials);
  await a11y.accessible();

  // A co-worker on the same job sees the candidate, but not the note.
  await signInAt(page, new URL(candidateUrl).pathname + new URL(candidateUrl).search, 'client.standard@demo.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Sofia Martinez' })).toBeVisible();
  const theirs = page.getByRole('region', { name: 'Your Notes' });
  await expect(theirs.getByRole('textbox')).toHaveValue('');
  await expect(theirs.getByText(talentNotesTexts.lastUpdated)).toHaveCount(0);
  await expect(page.getByText(note)).toHaveCount(0);
  await a11y.accessible();

  // The talent sees their own profile as clients do; edit links appear only in edit mode.
  await signOut(page);
  await a11y.accessible();
  await signInAt(page, '/profile', 'talent.good@demo.example');
  await a11y.accessible();
  await page.getByRole('link', { name: 'See your profile as clients see it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Notes' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit About Me' })).toHaveCount(0);
  await a11y.accessible();
  await page.getByRole('link', { name: candidateViewTexts.editProfile }).click();
  await expect(page).toHaveURL(/mode=edit$/);
  await expect(page.getByRole('link', { name: 'Edit About Me' })).toHaveAttribute('href', '/profile/about-me');
  await expect(page.getByRole('link', { name: 'Edit Roles & Skills' })).toHaveAttribute('href', '/profile/roles');
  await a11y.accessible();
  await noHorizontalScroll(page, 'talent-edit');
  await page.getByRole('link', { name: candidateViewTexts.doneEditing }).click();
  await expect(page.getByRole('link', { name: 'Edit About Me' })).toHaveCount(0);
  await a11y.accessible();
});
