/**
 * npm run screenshots: the public pages, the dashboards and the job pages at 360 and 1280 px, full length, written
 * to docs/screenshots/ so a reviewer sees the product without running it. Runs on fresh demo data like the journeys.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { submitLogin } from '../../e2e/support/sign-in.ts';

const out = path.join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const demoPassword = 'Demo#2026pass';
const widths = [360, 1280] as const;

/** A page: its file name and how to reach it (a path, or a step that opens it). */
type Shot = [name: string, open: string | ((page: Page) => Promise<void>)];

async function followFirst(page: Page, from: string, selector: string): Promise<void> {
  await page.goto(from);
  const href = await page.locator(selector).first().getAttribute('href');
  if (!href) throw new Error(`No link ${selector} on ${from}`);
  await page.goto(href);
}

/** A job post with its login dialog open (the dialog's script and captcha load as it opens). */
async function openJobPostLogin(page: Page): Promise<void> {
  await followFirst(page, '/', '.job-card h3 a');
  await page.getByRole('button', { name: 'Add Contact' }).click();
  await expect(page.getByRole('dialog', { name: 'Please login for full access' }).getByRole('checkbox', { name: 'Verified' })).toBeChecked();
}

/** The login form after a refused post: the message, the e-mail kept, the password asked again. */
async function openRefusedLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, 'talent.best@demo.example', 'Not-the-password#1');
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
}

/** The sign-up form with a password typed: its strength meter and Show button. */
async function openSignupTyped(page: Page): Promise<void> {
  await page.goto('/sign-up/client');
  const form = page.getByRole('form', { name: 'Sign up as a client' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Email address').fill('not-an-address');
  await form.getByLabel('Password', { exact: true }).fill('Str0ng!Pass');
  await form.getByLabel('Last name').focus();
  await expect(form.getByText('Invalid email format.')).toBeVisible();
}

/** The first public talent page the sitemap names. */
async function openFirstTalentPage(page: Page): Promise<void> {
  const sitemap = await (await page.request.get('/sitemap-talent-1.xml')).text();
  const loc = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!loc) throw new Error('The sitemap names no talent page.');
  await page.goto(new URL(loc).pathname);
}

const people: { who: string; email: string | null; shots: Shot[] }[] = [
  {
    who: 'visitor',
    email: null,
    shots: [
      ['home', '/'],
      ['home-search', '/?q=facilitation'],
      ['job-post', (page) => followFirst(page, '/', '.job-card h3 a')],
      ['talent-page', openFirstTalentPage],
      ['job-post-login', openJobPostLogin],
      ['login', '/login'],
      ['login-refused', openRefusedLogin],
      ['sign-up', '/sign-up'],
      ['sign-up-talent', '/sign-up/talent'],
      ['sign-up-client-typed', openSignupTyped],
      ['forgot-password', '/forgetpassword'],
      ['resend-activation', '/resend-activation-email'],
      ['reset-password', '/forgetpasswordemail?token=from-the-mail'],
      ['not-found', '/no-such-page'],
    ],
  },
  {
    who: 'talent',
    email: 'talent.best@demo.example',
    shots: [
      ['dashboard', '/user/dashboard'],
      ['job-center', '/jobcenter/6'],
      ['job', (page) => followFirst(page, '/jobcenter/6', '.job-card h3 a')],
      ['profile', '/profile'],
      ['certifications', '/profile/certifications'],
      ['documents', '/documents/1'],
    ],
  },
  {
    who: 'designer',
    email: 'talent.better@demo.example',
    shots: [['certifications', '/profile/certifications']],
  },
  {
    who: 'client',
    email: 'client.admin@demo.example',
    shots: [
      ['dashboard', '/client-dashboard'],
      ['jobs', '/client-job/jobstatussection/1'],
      ['job', (page) => followFirst(page, '/client-job/jobstatussection/1', 'main a[href^="/client-job/job-entity/"]')],
      ['company-contacts', '/client-profile/company-contact'],
      ['invoices', '/client-payment'],
      ['invoice', (page) => followFirst(page, '/client-payment', 'main table a[href^="/invoice-summary"]')],
      ['pay', (page) => followFirst(page, '/paytrace', 'main a[href^="/paytrace?invoiceId="]')],
      ['billing-info', '/client-profile/billing-info'],
    ],
  },
];

for (const person of people) {
  test(`screenshots of the ${person.who}'s pages`, async ({ page }) => {
    test.setTimeout(300_000);
    if (person.email) {
      await page.goto('/login');
      await submitLogin(page, person.email, demoPassword);
      await expect(page).not.toHaveURL(/\/login/);
    }
    for (const [name, open] of person.shots) {
      await page.setViewportSize({ width: widths[1], height: 900 });
      if (typeof open === 'string') await page.goto(open);
      else await open(page);
      await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
      await page.evaluate(() => document.fonts.ready);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: path.join(out, `${person.who}-${name}-${width}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
      }
    }
  });
}
