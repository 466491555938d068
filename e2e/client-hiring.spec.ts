/**
 * A client administrator posts a job through the wizard, corrects it, puts a co-worker on it, reads Match Logic on a seeded
 * proposal, moves it through the pipeline to Hired and confirms the order; the talent reads the news in the
 * notifications and signs the work order; a Standard User who is not on a job gets "Job Not Found" from page and API.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signOut } from './support/sign-out.ts';
import { islandsReady } from './support/islands.ts';
import { postJobThroughWizard } from './support/post-job.ts';
import { signInAt } from './account-helpers.ts';

const powerBi = 'Power BI Dashboards for Finance Analysts';
const safety = 'Train-the-Trainer and Course Design for Plant Safety';

async function openTab(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Proposals' }).getByRole('link', { name: new RegExp(`^${name} \\(`) }).click();
  await expect(page.getByRole('navigation', { name: 'Proposals' }).getByRole('link', { name: new RegExp(`^${name} \\(`) })).toHaveAttribute('aria-current', 'page');
  await pipelineReady(page);
}

/** The pipeline island is hydrated (the proposal view's own islands may wait until they are scrolled to). */
async function pipelineReady(page: Page) {
  await page.waitForFunction(() => document.querySelector('astro-island[ssr][component-url*="ProposalPipeline"]') === null);
}

const proposals = (page: Page) => page.getByRole('region', { name: 'Proposals' });

async function move(page: Page, talent: string, button: string, to: string) {
  await proposals(page).getByRole('button', { name: `${button} ${talent}` }).click();
  await expect(page.getByRole('status').getByText(`${talent} was moved to ${to}.`)).toBeVisible();
  await expect(proposals(page).getByRole('link', { name: talent, exact: true })).toHaveCount(0);
}

test('a client posts a job, corrects it, puts a co-worker on it, hires a talent after Match Logic and confirms the order; the talent is told and signs; others cannot see the job', async ({ page, a11y }) => {
  test.setTimeout(240_000);
  await signInAt(page, '/client-profile-job/create-new-job', 'client.admin@demo.example');
  const posted = await postJobThroughWizard(page, a11y);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(posted.title);

  // A posted job is corrected through the same steps; the change shows on the job at once.
  await page.getByRole('link', { name: 'Edit job' }).click();
  await expect(page).toHaveURL(new RegExp(`/client-profile-job/review/${posted.projectId}$`));
  await expect(page.getByText('This job is posted. Changes you save in a step show on the job at once.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post job' })).toHaveCount(0);
  await a11y.accessible();
  await page.getByRole('link', { name: 'Edit Budget' }).click();
  await islandsReady(page);
  await page.getByLabel('Maximum rate (US Dollars)').fill('1250');
  await a11y.accessible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/client-profile-job/job-description/${posted.projectId}$`));
  await page.getByRole('link', { name: 'Back to the job' }).click();
  await expect(page).toHaveURL(new RegExp(`/client-job/job-entity/1/${posted.projectId}$`));
  await expect(page.getByRole('main')).toContainText('$1,250.00/day');
  await islandsReady(page);
  const panel = page.getByRole('region', { name: 'TTA Team and Company Contacts' });
  // A company contact's phone is a link that dials, as the team's are.
  await expect(panel.getByRole('listitem').filter({ hasText: 'Olivia Grant' }).getByRole('link', { name: /^\+1 / })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(panel.getByRole('listitem').filter({ hasText: 'Ethan Price' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Add Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Company Contact' });
  await dialog.getByRole('button', { name: 'Add to Job' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Contact is Required');
  await dialog.getByLabel('Contact').selectOption({ label: 'Ethan Price (client.standard@demo.example)' });
  await a11y.accessible();
  await dialog.getByRole('button', { name: 'Add to Job' }).click();
  await expect(page.getByRole('status').getByText('Contact added to the job.')).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Ethan Price' })).toHaveCount(1);
  await expect(panel.getByRole('button', { name: 'Remove from Job Ethan Price' })).toBeVisible();
  await a11y.accessible();

  // Once every contact of the company is on the job, Select Company Contact leads an administrator to add a new one.
  const everyoneOn = dialog.getByText('Every contact of your company is already on this job.');
  for (;;) {
    await panel.getByRole('button', { name: 'Add Contact' }).click();
    await expect(everyoneOn.or(dialog.getByLabel('Contact'))).toBeVisible();
    if (await everyoneOn.isVisible()) break;
    await dialog.getByLabel('Contact').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Add to Job' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(dialog.getByRole('button', { name: 'Add to Job' })).toBeDisabled();
  await a11y.accessible();
  await dialog.getByRole('link', { name: 'Add a New Contact' }).click();
  await expect(page).toHaveURL(/\/client-profile\/company-contact$/);
  await expect(page.getByRole('button', { name: 'Add contact' })).toBeVisible();
  await a11y.accessible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/client-job/job-entity/1/${posted.projectId}$`));
  await islandsReady(page);

  await page.getByRole('link', { name: 'Back to your jobs' }).click();
  await expect(page).toHaveURL(/\/client-job\/jobstatussection\/1$/);
  await expect(page.getByRole('link', { name: new RegExp(`^${posted.projectId} - ${posted.title}$`) })).toBeVisible();
  await a11y.accessible();
  const safetyHref = await page.getByRole('link', { name: new RegExp(`- ${safety}$`) }).getAttribute('href');
  expect(safetyHref).toMatch(/^\/client-job\/job-entity\/1\/\d+$/);
  await page.getByRole('link', { name: new RegExp(`- ${powerBi}$`) }).click();
  await islandsReady(page);
  await a11y.accessible();
  await proposals(page).getByRole('link', { name: 'Maya Chen', exact: true }).click();
  await expect(page).toHaveURL(/\/client-job\/job-entity\/1\/\d+\?proposal=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Maya Chen', exact: true })).toBeVisible();
  await pipelineReady(page);
  await a11y.accessible();
  await islandsReady(page);
  await page.getByRole('button', { name: 'Match Logic' }).click();
  const explanation = page.locator('.match-logic-text');
  await expect(explanation).toHaveAttribute('data-complete', 'true', { timeout: 30_000 });
  await expect(explanation).toContainText(`How Maya Chen matches "${powerBi}"`);
  await a11y.accessible();

  await move(page, 'Maya Chen', 'Interview', 'Interview');
  await openTab(page, 'Interview');
  await a11y.accessible();
  await move(page, 'Maya Chen', 'Cancel Interview', 'Submission');
  await openTab(page, 'Submission');
  await a11y.accessible();
  await move(page, 'Maya Chen', 'Interview', 'Interview');
  await openTab(page, 'Interview');
  await a11y.accessible();
  await move(page, 'Maya Chen', 'Accept', 'Hired');
  await openTab(page, 'Hired');
  await expect(proposals(page).getByRole('link', { name: 'Maya Chen', exact: true })).toBeVisible();
  await expect(proposals(page).getByRole('button', { name: 'Reject Proposal Maya Chen' })).toHaveCount(0);
  await a11y.accessible();

  await proposals(page).getByRole('link', { name: 'Confirm order for Maya Chen' }).click();
  await expect(page).toHaveURL(/\/confirm-order\?proposalId=\d+$/);
  await a11y.accessible();
  const amount = page.getByLabel('Order amount (US Dollars)');
  await amount.fill('0');
  await page.getByLabel('Note for the talent (optional)').fill('Four sessions, slides by the first one.');
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter an order amount greater than $0.00 in US Dollars.' })).toBeVisible();
  await expect(page.getByLabel('Note for the talent (optional)')).toHaveValue('Four sessions, slides by the first one.');
  await a11y.accessible();
  await amount.fill('4800');
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order confirmed. The work order was sent to Maya Chen to sign.' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Waiting for Maya Chen to sign.');
  await a11y.accessible();
  await page.getByRole('link', { name: 'Back to the job' }).click();
  await pipelineReady(page);
  await expect(proposals(page).getByRole('listitem').filter({ hasText: 'Maya Chen' })).toContainText('Order confirmed');
  await a11y.accessible();
  await signOut(page);
  await a11y.accessible();

  await signInAt(page, '/notificationviewall', 'talent.good@demo.example');
  await expect(page.getByRole('heading', { name: `Unread You were hired for ${powerBi}` })).toBeVisible();
  await a11y.accessible();
  await page.goto('/settings/legal-documents');
  const order = page.getByRole('row').filter({ hasText: powerBi });
  await expect(order).toContainText('Waiting for you');
  await a11y.accessible();
  await order.getByRole('link', { name: /^Sign Work Order/ }).click();
  await expect(page.getByRole('main')).toContainText('$4,800.00');
  await page.getByLabel('Type your full name').fill('Maya Chen');
  await page.getByRole('checkbox', { name: /I have read/ }).check();
  await page.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is signed. Thank you.' })).toBeVisible();
  await a11y.accessible();
  await signOut(page);
  await a11y.accessible();

  await signInAt(page, safetyHref ?? '/', 'client.standard@demo.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible();
  await a11y.accessible();
  const projectId = (safetyHref ?? '').split('/').pop();
  const refused = await page.request.get(`/api/Project/GetProjectTalents?projectId=${projectId}`);
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toMatchObject({ message: 'Job Not Found' });
});

test('a client opens a new proposal from the dashboard, rejects a proposal after confirming and brings it back; the dashboard counts the jobs', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/client-dashboard', 'client.admin@demo.example');
  const waiting = page.getByRole('region', { name: 'New proposals' });
  await expect(waiting).toContainText(/\d+ proposals? (is|are) waiting for your answer\./);
  const newest = waiting.getByRole('link').first();
  const newestName = ((await newest.textContent()) ?? '').replace(/ on .*$/, '').trim();
  await a11y.accessible();
  await newest.click();
  await expect(page).toHaveURL(/\/client-job\/job-entity\/1\/\d+\?proposal=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: newestName, exact: true })).toBeVisible();
  await a11y.accessible();
  await page.goto('/client-dashboard');
  const summary = page.getByRole('region', { name: 'Your jobs' });
  await expect(summary.getByRole('link', { name: /^\d+ Open$/ })).toBeVisible();
  await a11y.accessible();
  await summary.getByRole('link', { name: /^\d+ Drafts$/ }).click();
  await expect(page.getByRole('link', { name: /- Voice Over for Compliance Modules$/ })).toHaveAttribute('href', /^\/client-profile-job\/job-skills\/\d+$/);
  await a11y.accessible();
  await page.getByRole('navigation', { name: 'Job status' }).getByRole('link', { name: /^Open \(/ }).click();
  await a11y.accessible();
  await page.getByRole('link', { name: /- Leading Through Change: Manager Workshop Series$/ }).click();
  await islandsReady(page);
  await a11y.accessible();
  const row = proposals(page).getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Reject Proposal / }) }).first();
  const talent = ((await row.getByRole('heading').getByRole('link').textContent()) ?? '').trim();
  await row.getByRole('button', { name: `Reject Proposal ${talent}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Reject Proposal' });
  await expect(confirm).toContainText(`Reject the proposal of ${talent}?`);
  await a11y.accessible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(proposals(page).getByRole('link', { name: talent, exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Reject Proposal ${talent}` }).click();
  await confirm.getByRole('button', { name: 'Yes, reject' }).click();
  await expect(page.getByRole('status').getByText(`${talent} was moved to Rejected.`)).toBeVisible();
  await openTab(page, 'Rejected');
  await a11y.accessible();
  await move(page, talent, 'Remove from Not Selected', 'Submission');
  await openTab(page, 'Submission');
  await expect(proposals(page).getByRole('link', { name: talent, exact: true })).toBeVisible();
  await a11y.accessible();
});
