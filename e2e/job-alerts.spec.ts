/**
 * Job alerts: a talent saves a job center search as an instant alert; a client posts a job that matches it; the
 * alert e-mail arrives in the dev mailbox, and its unsubscribe link works in a fresh browser without signing in.
 * The alert pages are looked at at 360 and 1280 px.
 */
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { postJobThroughWizard } from './support/post-job.ts';
import { expectAccessible, signInAt, signInElsewhere } from './account-helpers.ts';

const talent = 'talent.better@demo.example';

interface ListedMail {
  id: number;
  subject: string;
}

async function fitsAt(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/job-alerts-${name}-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} at ${width} px`).toBeLessThanOrEqual(0);
  }
}

test('a talent saves a search as an instant alert, a matching job posted by a client is e-mailed, and the unsubscribe link works signed out', async ({
  page,
  a11y,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const alertName = `Virtual Power Query ${randomBytes(3).toString('hex')}`;

  // The talent searches the job center and saves the search as an alert.
  const talentContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const talentPage = await talentContext.newPage();
  await signInElsewhere(talentPage, '/jobcenter/6?keyword=Power+Query&locationType=Virtual', talent);
  await talentPage.getByRole('link', { name: 'Save this search as a job alert' }).click();
  await expect(talentPage).toHaveURL(/\/add-job-alerts\?/);
  await expect(talentPage.getByLabel('Keyword')).toHaveValue('Power Query');
  await expect(talentPage.getByLabel('Location type')).toHaveValue('Virtual');
  await expect(talentPage.getByRole('radio', { name: 'As soon as a job is posted' })).toBeChecked();
  await expectAccessible(talentPage);
  await talentPage.getByLabel('Alert Name').fill('');
  await talentPage.getByRole('button', { name: 'Save alert' }).click();
  await expect(talentPage.getByText('Alert Name is Required')).toBeVisible();
  await expect(talentPage.getByLabel('Keyword')).toHaveValue('Power Query');
  await fitsAt(talentPage, 'add');
  await talentPage.getByLabel('Alert Name').fill(alertName);
  await talentPage.getByLabel('Role').selectOption({ label: 'Trainer' });
  await talentPage.getByRole('button', { name: 'Save alert' }).click();
  await expect(talentPage).toHaveURL(/\/settings\/manage-job-alerts\?notice=/);
  await expect(talentPage.getByRole('status').filter({ hasText: 'Job alert saved.' })).toHaveText('Job alert saved. We will e-mail you jobs that match it.');
  const listed = talentPage.getByRole('listitem').filter({ hasText: alertName });
  await expect(listed).toContainText('“Power Query” · Trainer · Virtual');
  await expect(listed).toContainText('As soon as a job is posted · On');
  await expectAccessible(talentPage);
  await fitsAt(talentPage, 'manage');
  await listed.getByRole('link', { name: `Edit ${alertName}` }).click();
  await expect(talentPage.getByRole('checkbox', { name: 'Send me e-mails for this alert' })).toBeChecked();
  await expectAccessible(talentPage);
  await fitsAt(talentPage, 'edit');
  const before = (await (await talentPage.request.get(`/api/DevMailbox/Messages?to=${encodeURIComponent(talent)}`)).json()) as ListedMail[];

  // A client posts a job that matches: a Virtual Trainer job about Power Query.
  await signInAt(page, '/client-profile-job/create-new-job', 'client.admin@demo.example');
  const posted = await postJobThroughWizard(page, a11y);

  // The alert e-mail arrives within a minute.
  const known = new Set(before.map((m) => m.id));
  let mail: ListedMail | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await page.request.get(`/api/DevMailbox/Messages?to=${encodeURIComponent(talent)}`)).json()) as ListedMail[];
        mail = messages.find((m) => !known.has(m.id) && m.subject.includes(posted.title));
        return mail?.subject;
      },
      { timeout: 60_000 },
    )
    .toBe(`New job for your alert “${alertName}”: ${posted.title}`);
  const message = (await (await page.request.get(`/api/DevMailbox/Message?id=${mail?.id}`)).json()) as { text: string };
  expect(message.text).toContain(`/view-job-details/${posted.projectId}`);
  const unsubscribe = /https?:\/\/\S+\/job-alert-unsubscribe\?\S+/.exec(message.text)?.[0];
  expect(unsubscribe).toBeDefined();

  // The unsubscribe link works in a fresh browser, signed out.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(unsubscribe ?? '');
  await expect(strangerPage.getByRole('main').getByRole('status')).toHaveText('You will no longer receive e-mails for this job alert.');
  await expect(strangerPage.getByRole('listitem').filter({ hasText: alertName })).toBeVisible();
  await expect(strangerPage.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expectAccessible(strangerPage);
  await fitsAt(strangerPage, 'unsubscribed');
  const forged = new URL(unsubscribe ?? '');
  forged.searchParams.set('alerts', `${forged.searchParams.get('alerts')}.1`);
  await strangerPage.goto(forged.toString());
  await expect(strangerPage.getByRole('main').getByRole('alert')).toHaveText('This unsubscribe link is not valid. Sign in to manage your job alerts.');
  await expectAccessible(strangerPage);
  await stranger.close();

  // The talent sees the alert turned off.
  await talentPage.goto('/settings/manage-job-alerts');
  await expect(talentPage.getByRole('listitem').filter({ hasText: alertName })).toContainText('As soon as a job is posted · Off');
  await talentContext.close();
});
