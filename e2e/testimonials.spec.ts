/**
 * Testimonials: a talent asks a past client for one in the Request a Testimonial dialog (every
 * rule, the confirm e-mail that appears once the e-mail is edited, the 3000-character counter,
 * 'Testimonial Request Sent'); the client opens the mailed link in another browser with JavaScript off and answers
 * on the logo-only page (a refusal keeps what was typed); the talent sees it unread, marks it read and public.
 */
import { expect, test } from './support/fixtures.ts';
import { signInAt } from './account-helpers.ts';
import { islandsReady } from './support/islands.ts';
import { messages } from '#domain/messages.ts';
import { testimonialLimits, testimonialTexts } from '#domain/testimonials.ts';

const talentEmail = 'talent.good@demo.example';

test('a talent requests a testimonial, the client answers without script, the talent makes it public', async ({ page, a11y, browser }) => {
  test.setTimeout(120_000);
  const client = `dana.whitfield.${Date.now()}@client.example`;
  await signInAt(page, '/profile/testimonials', talentEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  await a11y.accessible();

  await page.getByRole('link', { name: 'Request a Testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Testimonial' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Confirm client email')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  for (const message of [messages.testimonial.firstNameRequired, messages.testimonial.lastNameRequired, messages.testimonial.companyRequired, messages.testimonial.emailRequired]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await a11y.accessible();

  await dialog.getByLabel('Client first name').fill('D'.repeat(testimonialLimits.nameMax));
  await dialog.getByLabel('Client first name').press('End');
  await dialog.getByLabel('Client first name').pressSequentially('x');
  await expect(dialog.getByLabel('Client first name')).toHaveValue('D'.repeat(testimonialLimits.nameMax));
  await dialog.getByLabel('Client first name').fill('Dana');
  await dialog.getByLabel('Client last name').fill('Whitfield');
  await dialog.getByLabel('Client company name').fill('Harbor Insurance');
  await dialog.getByLabel('Client job title').fill('Head of Learning');
  await dialog.getByLabel('Project name').fill('Excel for Underwriters');
  await dialog.getByLabel('Client email', { exact: true }).fill('dana@harbor');
  await expect(dialog.getByLabel('Confirm client email')).toBeVisible();
  await dialog.getByLabel('Confirm client email').fill('someone@else.example');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText(messages.auth.emailInvalid)).toBeVisible();
  await expect(dialog.getByText(messages.testimonial.confirmEmailMismatch)).toBeVisible();

  await dialog.getByLabel('Client email', { exact: true }).fill(talentEmail);
  await dialog.getByLabel('Confirm client email').fill(talentEmail.toUpperCase());
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText(messages.testimonial.invalidEmail, { exact: true })).toBeVisible();

  await dialog.getByLabel('Client email', { exact: true }).fill(client);
  await dialog.getByLabel('Confirm client email').fill(client.toUpperCase());
  await dialog.getByLabel('Message').fill('Thank you for the course.');
  await expect(dialog.getByText(`25/${testimonialLimits.messageMax}`)).toBeVisible();
  await a11y.accessible();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('dialog', { name: messages.profile.testimonialRequestSent });
  await expect(sent.getByRole('status')).toContainText(client);
  await a11y.accessible();
  await sent.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('region', { name: 'Awaiting an answer' }).getByText('Dana Whitfield')).toBeVisible();
  await islandsReady(page);

  // The client's mail, read in the dev mailbox.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(client)}`);
  await a11y.accessible();
  await page.getByRole('listitem').filter({ hasText: client }).first().getByRole('link').click();
  await a11y.accessible();
  const link = page.getByRole('region', { name: 'Links in this message' }).getByRole('link').filter({ hasText: '/submit-testimonial' }).first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('The testimonial mail carries no link.');

  // axe cannot run where JavaScript is off: the page (which has no script of its own) is checked here first,
  // with its refusal, then answered for real in a browser without JavaScript.
  const linkPath = new URL(href).pathname + new URL(href).search;
  await page.goto(linkPath);
  await a11y.accessible();
  await page.getByRole('button', { name: 'Send testimonial' }).click();
  await expect(page.getByText(testimonialTexts.responseRequired)).toBeVisible();
  await a11y.accessible();

  // The client, in another browser without JavaScript and without an account.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(linkPath);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Write a testimonial' })).toBeVisible();
  await expect(visitor.getByText('Thank you for the course.')).toBeVisible();
  await expect(visitor.getByRole('banner').getByRole('link')).toHaveCount(1);
  await expect(visitor.getByRole('banner').getByRole('navigation')).toHaveCount(0);

  const words = 'Our underwriters now build their own pricing models; the course paid for itself in a month.';
  await visitor.getByRole('textbox', { name: 'Testimonial' }).fill(words);
  await visitor.getByLabel('First name').fill('');
  await visitor.getByRole('button', { name: 'Send testimonial' }).click();
  await expect(visitor.getByText(messages.testimonial.firstNameRequired)).toBeVisible();
  await expect(visitor.getByRole('textbox', { name: 'Testimonial' })).toHaveValue(words);
  await expect(visitor.getByLabel('Last name')).toHaveValue('Whitfield');
  await visitor.getByLabel('First name').fill('Dana');
  await visitor.getByLabel('Job title').fill('VP Learning');
  await visitor.getByRole('button', { name: 'Send testimonial' }).click();
  await expect(visitor).toHaveURL(/\/submit-testimonial-confirm$/);
  await expect(visitor.getByRole('status')).toHaveText(testimonialTexts.submitted);

  await visitor.goto(linkPath);
  await expect(visitor.getByRole('alert')).toHaveText(testimonialTexts.alreadySubmitted);
  const tampered = new URL(href);
  tampered.searchParams.set('token', `${tampered.searchParams.get('token') ?? ''}x`);
  await visitor.goto(tampered.pathname + tampered.search);
  await expect(visitor.getByRole('alert')).toHaveText(testimonialTexts.linkInvalid);
  await context.close();
  for (const path of [linkPath, tampered.pathname + tampered.search, '/submit-testimonial-confirm']) {
    await page.goto(path);
    await a11y.accessible();
  }

  // The talent sees it new and private, reads it and makes it public.
  await page.goto('/profile/testimonials');
  const received = page.getByRole('region', { name: /Received/ });
  const answer = received.getByRole('listitem').filter({ hasText: words });
  await expect(answer.getByText('New', { exact: true })).toBeVisible();
  await expect(answer.getByText('Private', { exact: true })).toBeVisible();
  await expect(answer.getByText('VP Learning, Harbor Insurance')).toBeVisible();
  await expect(answer.getByRole('heading', { name: 'Dana Whitfield', exact: true })).toBeVisible();
  await a11y.accessible();
  await answer.getByRole('button', { name: 'Mark as read: the testimonial of Dana Whitfield' }).click();
  await expect(page.getByRole('status').filter({ hasText: testimonialTexts.markedRead })).toBeVisible();
  const read = page.getByRole('region', { name: /Received/ }).getByRole('listitem').filter({ hasText: words });
  await expect(read.getByText('New', { exact: true })).toHaveCount(0);
  await read.getByRole('button', { name: 'Make public: the testimonial of Dana Whitfield' }).click();
  await expect(page.getByRole('status').filter({ hasText: testimonialTexts.madePublic })).toBeVisible();
  await expect(page.getByRole('region', { name: /Received/ }).getByRole('listitem').filter({ hasText: words }).getByText('Public', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Awaiting an answer' }).getByText('Dana Whitfield')).toHaveCount(0);
  await a11y.accessible();

  // Everyone else sees it on the talent's public page now.
  const own = await page.request.get('/api/Testimonial/GetAll');
  const { instrId } = (await own.json()) as { instrId: number };
  await page.goto(`/talent/${instrId}`);
  await expect(page.getByText(words)).toBeVisible();
  await a11y.accessible();

  await page.goto('/manage-testimonials');
  await expect(page).toHaveURL(/\/profile\/testimonials$/);
  await a11y.accessible();
});
